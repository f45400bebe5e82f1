import { and, count, desc, sql } from 'drizzle-orm';
import type { AdminJob, AdminJobsPage, AdminJobsQuery } from '@common/contracts/admin';
import type { DbOrTx } from '../../db/client';
import { jobs } from '../../db/schema';
import { afterCursor, countOnFirstPage, createdAtText, decodeCursor, likeContains, toPage } from '../../http/keyset';

/** The admins' search of postings: title or company contains the text, in any case; none for an empty search. */
function titleOrCompanyContains(term: string | undefined) {
  const trimmed = term?.trim();
  if (!trimmed) return undefined;
  return sql`lower(concat_ws(' ', ${jobs.title}, ${jobs.companyName})) like ${likeContains(trimmed)}`;
}

/** Every posting (or those the search finds), inactive ones included, newest first, with its application count; the first page is counted. */
export async function listJobsForAdmin(db: DbOrTx, query: AdminJobsQuery): Promise<AdminJobsPage> {
  const cursor = decodeCursor(query.cursor, true);
  const found = titleOrCompanyContains(query.q);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: jobs.id,
        title: jobs.title,
        companyName: jobs.companyName,
        city: jobs.city,
        type: jobs.type,
        isActive: jobs.isActive,
        viewCount: jobs.viewCount,
        createdAt: jobs.createdAt,
        createdAtText: createdAtText(jobs.createdAt),
        // Kept by a trigger on applications (migration 0005).
        applicationCount: jobs.applicationCount,
        takenDownAt: jobs.takenDownAt,
        takedownReason: jobs.takedownReason,
      })
      .from(jobs)
      .where(and(found, cursor ? afterCursor(jobs.createdAt, jobs.id, cursor, true) : undefined))
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(query.limit + 1),
    countOnFirstPage(cursor, () => db.select({ n: count() }).from(jobs).where(found)),
  ]);
  const { pageRows, nextCursor } = toPage(rows, query.limit);
  return {
    items: pageRows.map(({ createdAtText: _cursorText, ...job }) => toAdminJob(job)),
    nextCursor,
    total,
  };
}

type AdminJobRow = Omit<AdminJob, 'createdAt' | 'takenDownAt'> & { createdAt: Date; takenDownAt: Date | null };

export function toAdminJob({ createdAt, takenDownAt, ...job }: AdminJobRow): AdminJob {
  return { ...job, createdAt: new Date(createdAt).toISOString(), takenDownAt: takenDownAt ? new Date(takenDownAt).toISOString() : null };
}
