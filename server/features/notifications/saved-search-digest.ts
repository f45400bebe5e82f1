import { and, asc, count, desc, eq, gt, lt } from 'drizzle-orm';
import { browsePath } from '@common/contracts/saved-searches';
import { jobs, savedSearches, users } from '../../db/schema';
import { runUnitOfWork } from '../../db/unit-of-work';
import type { Language } from '@common/languages';
import { mailT } from '../../mail/mail-i18n';
import { searchFilters } from '../jobs/job-search';
import { notificationMailText } from './notification-mail';
import { notify, type NotifyDeps } from './notify';

// Job alerts (docs/product/jobs.md#saved-searches, docs/product/notifications.md): in the daily
// run, each student's saved search that has new matching postings gets one notification, in the
// app and by e-mail as the student's setting for saved_search_matches says. "New" means created
// after the search's digested_until and before the run: the run then moves digested_until to its
// own time, in the same transaction, so a posting is in one digest of a search, once.

/** The most postings a digest e-mail lists; the rest is "and N more". */
const LISTED = 10;

/** A notification for every saved search with new matches; returns how many were sent. */
export async function sendSavedSearchDigests(deps: NotifyDeps, day: string, runAt: Date): Promise<number> {
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
      digestedUntil: savedSearches.digestedUntil,
    })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(and(eq(users.role, 'student'), lt(savedSearches.digestedUntil, runAt)))
    .orderBy(asc(savedSearches.id));
  let sent = 0;
  for (const search of searches) {
    // The job list's own conditions, the work filters included (null: not used).
    const filters = searchFilters({
      ...search,
      paidOnly: search.paid,
      maxHours: search.maxHours ?? undefined,
      startFrom: search.startFrom ?? undefined,
      minPlaces: search.minPlaces ?? undefined,
    });
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
            link: browsePath(search),
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
  return sent;
}
