import { and, asc, count, desc, eq, gt, lt } from 'drizzle-orm';
import { browsePath } from '@common/contracts/saved-searches';
import { jobs, savedSearches, studentProfiles, users } from '../../db/schema';
import { runUnitOfWork } from '../../db/unit-of-work';
import type { Language } from '@common/languages';
import { mailT } from '../../mail/mail-i18n';
import { searchFilters } from '../jobs/job-search';
import { nearConditions, nearValues } from '../jobs/near-search';
import { resolveDistance } from '../saved-searches/saved-search-place';
import { notificationMailText } from './notification-mail';
import { notify, type NotifyDeps } from './notify';

// Job alerts (docs/product/jobs.md#saved-searches, docs/product/notifications.md): in the daily
// run, each student's saved search that has new matching postings gets one notification, in the
// app and by e-mail as the student's setting for saved_search_matches says. "New" means created
// after the search's digested_until and before the run: the run then moves digested_until to its
// own time, in the same transaction, so a posting is in one digest of a search, once. A search by
// distance is measured from its place as the place data knows it on the day of the run; a place it no
// longer knows (or a home postal code taken off the profile) sends nothing that day, and the run's
// result names the search (docs/product/near-me.md).

/** The most postings a digest e-mail lists; the rest is "and N more". */
const LISTED = 10;

export interface SavedSearchDigestsResult {
  /** How many notifications were sent. */
  sent: number;
  /** The saved searches by distance whose place is not known (any more): nothing was sent for them. */
  placeUnknown: string[];
}

/** A notification for every saved search with new matches. */
export async function sendSavedSearchDigests(deps: NotifyDeps, day: string, runAt: Date): Promise<SavedSearchDigestsResult> {
  const searches = await deps.db
    .select({
      id: savedSearches.id,
      userId: savedSearches.userId,
      name: savedSearches.name,
      q: savedSearches.q,
      city: savedSearches.city,
      industries: savedSearches.industries,
      types: savedSearches.types,
      sort: savedSearches.sort,
      paid: savedSearches.paid,
      maxHours: savedSearches.maxHours,
      startFrom: savedSearches.startFrom,
      minPlaces: savedSearches.minPlaces,
      responsive: savedSearches.responsive,
      near: savedSearches.near,
      withinKm: savedSearches.withinKm,
      homePostalCode: studentProfiles.homePostalCode,
      digestedUntil: savedSearches.digestedUntil,
    })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, savedSearches.userId))
    .where(and(eq(users.role, 'student'), lt(savedSearches.digestedUntil, runAt)))
    .orderBy(asc(savedSearches.id));
  let sent = 0;
  const placeUnknown: string[] = [];
  for (const { near, withinKm, homePostalCode, ...search } of searches) {
    const distance = resolveDistance({ near, withinKm }, homePostalCode);
    if (distance && !distance.place) {
      // Not sent, and digested_until stays: the day the place is known again, nothing new is lost.
      placeUnknown.push(search.id);
      continue;
    }
    // The job list's own conditions, the work filters included (null: not used).
    const filters = searchFilters({
      ...search,
      paidOnly: search.paid,
      maxHours: search.maxHours ?? undefined,
      startFrom: search.startFrom ?? undefined,
      minPlaces: search.minPlaces ?? undefined,
    });
    if (distance?.place)
      filters.push(...nearConditions(nearValues({ latitude: distance.place.latitude, longitude: distance.place.longitude, km: distance.km })));
    const isNew = and(...filters, gt(jobs.createdAt, search.digestedUntil), lt(jobs.createdAt, runAt));
    const [listed, [counted]] = await Promise.all([
      deps.db
        .select({ id: jobs.id, title: jobs.title, companyName: jobs.companyName, city: jobs.city })
        .from(jobs)
        .where(isNew)
        .orderBy(desc(jobs.createdAt), desc(jobs.id))
        .limit(LISTED),
      deps.db.select({ n: count() }).from(jobs).where(isNew),
    ]);
    const total = counted?.n ?? 0;
    const notified = await runUnitOfWork(deps, async (work) => {
      let result = null;
      if (total > 0) {
        const params = { savedSearchId: search.id, searchName: search.name, count: total, jobTitle: listed[0]!.title };
        // Written in the student's language once notify knows it.
        const mail = (language: Language) => {
          const t = mailT(language);
          const base = notificationMailText('saved_search_matches', params, language);
          const lines = listed.map((job) =>
            t('notifications.saved_search_matches.item', { jobTitle: job.title, companyName: job.companyName, city: job.city }),
          );
          if (total > listed.length) lines.push(t('notifications.saved_search_matches.more', { count: total - listed.length }));
          return { ...base, paragraphs: [...base.paragraphs, lines.join('\n')] };
        };
        result = await notify(
          deps,
          {
            userId: search.userId,
            kind: 'saved_search_matches',
            params,
            link: browsePath({ ...search, near, within: withinKm }),
            dedupeKey: `saved_search_matches:${search.id}:${day}`,
            mail,
          },
          work,
        );
      }
      // Moves forward only: an older day's run, late or retried, looks at nothing twice.
      await work.tx
        .update(savedSearches)
        .set({ digestedUntil: runAt })
        .where(and(eq(savedSearches.id, search.id), lt(savedSearches.digestedUntil, runAt)));
      return result;
    });
    if (notified) sent += 1;
  }
  return { sent, placeUnknown };
}
