import type { FastifyBaseLogger } from 'fastify';
import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { GeoSource } from '@common/near-me';
import type { AppDeps } from '../../app-deps';
import { inBatches } from '../../db/unit-of-work';
import { jobs } from '../../db/schema';
import { locateAddress } from '../../geodata/gazetteer';
import { queueEveryHour } from '../../queue/hourly-schedule';
import type { TaskQueue } from '../../queue/worker';

// Where a posting's workplace is (docs/product/near-me.md): looked up in the open data shipped with
// the app as the posting is written; postings written before that are placed by a background run.

export interface PostingPlaceColumns {
  latitude: number | null;
  longitude: number | null;
  geoSource: GeoSource;
}

/** The place columns of a posting with this postal code and city (geo_source 'none' when neither is known). */
export function postingPlaceColumns(posting: { postalCode?: string | null | undefined; city: string }): PostingPlaceColumns {
  const found = locateAddress({ postalCode: posting.postalCode ?? null, city: posting.city });
  if (!found) return { latitude: null, longitude: null, geoSource: 'none' };
  return { latitude: found.point.latitude, longitude: found.point.longitude, geoSource: found.source };
}

const PLACE_POSTINGS_TASK = 'jobs.place_postings';
const BATCH = 500;

/** Places every posting not placed yet, a batch per transaction. Returns how many it placed. */
export async function placeUnplacedPostings(deps: Pick<AppDeps, 'db' | 'queue'>): Promise<number> {
  return inBatches(deps, BATCH, async ({ tx }) => {
    const rows = await tx
      .select({ id: jobs.id, postalCode: jobs.postalCode, city: jobs.city })
      .from(jobs)
      .where(isNull(jobs.geoSource))
      .orderBy(asc(jobs.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    for (const row of rows) {
      // updated_at is left alone: placing a posting is not an edit.
      await tx
        .update(jobs)
        .set({ ...postingPlaceColumns(row), updatedAt: sql`${jobs.updatedAt}` })
        .where(eq(jobs.id, row.id));
    }
    return rows.length;
  });
}

/** The run's handler (registered with the jobs' routes). */
export function registerPlacePostingsTask(deps: Pick<AppDeps, 'db' | 'queue'>, log: FastifyBaseLogger): void {
  deps.queue.handle(PLACE_POSTINGS_TASK, async () => {
    const placed = await placeUnplacedPostings(deps);
    if (placed > 0) log.info({ placed }, 'jobs: postings placed on the map');
  });
}

/** Started by every app server (server/main.ts): an hourly look for postings not placed yet (after an upgrade, a restore). */
export function startPlacePostingsRun(queue: TaskQueue, log: FastifyBaseLogger) {
  return queueEveryHour(
    () => queue.enqueue(PLACE_POSTINGS_TASK, {}, { dedupeKey: `${PLACE_POSTINGS_TASK}:${new Date().toISOString().slice(0, 13)}` }),
    log,
    'jobs: could not queue the run that places postings',
  );
}
