import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { normaliseApplicationStatus, type ApplicationStatus } from '@common/enums';
import type { PlacementsPage, PlacementsQuery, RosterPage, RosterQuery, RosterStatus } from '@common/contracts/institutions';
import { resumeDownloadPath } from '@common/contracts/files';
import type { DbOrTx } from '../../db/client';
import {
  applications,
  employerProfiles,
  isLiveApplication,
  jobs,
  schoolApplicationCounts,
  schoolLinks,
  studentProfiles,
  users,
} from '../../db/schema';
import { afterCursor, createdAtText, decodeCursor, toPage } from '../../http/keyset';
import { nameOrEmailContains } from '../../http/name-search';
import { afterRosterCursor, decodeRosterCursor, encodeRosterCursor, rosterOrder } from './roster-cursor';
import { approvedLinkOf } from './school-links-repository';

// Roster and placements rules: docs/product/schools.md#roster-and-placements. A school's students
// are those it approved (an approved school link, docs/decisions/016), never those who only named
// it. Lists are paged by cursor and counted on their first page only (docs/decisions/007).

/**
 * Below this many students, a roster page sorts the school's students; from it on, it walks every user in name
 * order (users_roster_order_idx) and keeps the school's, which reads about limit × users / students rows.
 */
const SMALL_ROSTER = 5_000;

/** Whether the institution has fewer than SMALL_ROSTER students (reads at most that many index entries). */
async function hasSmallRoster(db: DbOrTx, institutionId: string): Promise<boolean> {
  const some = db
    .select({ one: sql`1`.as('one') })
    .from(schoolLinks)
    .where(approvedLinkOf(institutionId))
    .limit(SMALL_ROSTER)
    .as('some');
  const [row] = await db.select({ n: count() }).from(some);
  return (row?.n ?? 0) < SMALL_ROSTER;
}

const hasApplication = (accepted: boolean) =>
  sql`exists (select 1 from ${applications} where ${applications.studentId} = ${users.id}${accepted ? sql` and ${applications.status} = 'accepted'` : sql``})`;

/** Where a roster student stands: placed, applied (none accepted), or not applied. */
function rosterStatusFilter(status: RosterStatus | undefined): SQL | undefined {
  switch (status) {
    case 'placed':
      return hasApplication(true);
    case 'applied':
      return sql`${hasApplication(false)} and not ${hasApplication(true)}`;
    case 'not_applied':
      return sql`not ${hasApplication(false)}`;
    default:
      return undefined;
  }
}

/**
 * The roster's total on its first page. Without a search or a status filter it counts the school's
 * approved links alone, an index-only scan of school_links_institution_status_idx: joining them
 * to the profiles and users of 100,000 students took about 90 ms. Every approved link's student
 * has a profile (links are made by the profile save, a profile goes only with its account, and a
 * role change ends the link), so the figure is the same.
 */
async function countRosterStudents(db: DbOrTx, approved: SQL | undefined, filters: SQL | undefined): Promise<number> {
  const [row] = filters
    ? await db
        .select({ total: count() })
        .from(schoolLinks)
        .innerJoin(studentProfiles, eq(studentProfiles.userId, schoolLinks.studentId))
        .innerJoin(users, eq(users.id, schoolLinks.studentId))
        .where(and(approved, filters))
    : await db.select({ total: count() }).from(schoolLinks).where(approved);
  return row?.total ?? 0;
}

/** Every student the institution approved, by name, with their application and placement counts; searched and filtered. */
export async function listRosterStudents(db: DbOrTx, institutionId: string, query: RosterQuery): Promise<RosterPage> {
  const cursor = decodeRosterCursor(query.cursor);
  const approved = approvedLinkOf(institutionId);
  const filters = and(nameOrEmailContains(query.q), rosterStatusFilter(query.status));
  const ofInstitution = and(approved, filters);
  // The planner costs the walk by the school's share of all users; for a small school it still
  // tends to walk thousands of users, looking each one's profile up. Naming the school's own
  // students as a list (OFFSET 0 keeps the planner from folding it back into the join) makes it
  // read and sort those few instead.
  const onlyTheirs = (await hasSmallRoster(db, institutionId))
    ? sql`${users.id} in (select ${schoolLinks.studentId} from ${schoolLinks} where ${approved} offset 0)`
    : undefined;
  const applicationCount =
    sql<number>`(select count(*) from ${applications} where ${applications.studentId} = ${users.id} and ${isLiveApplication})`.mapWith(Number);
  const placementCount =
    sql<number>`(select count(*) from ${applications} where ${applications.studentId} = ${users.id} and ${applications.status} = 'accepted')`.mapWith(
      Number,
    );
  // The page's students are chosen from the links and the users' names alone; only those 21 have
  // their profile read and their applications counted. Reading every candidate's profile as well
  // doubled a small school's page (8,178 buffers against 4,346 for 1,000 students).
  const page = db
    .select({ id: users.id })
    .from(schoolLinks)
    .innerJoin(users, eq(users.id, schoolLinks.studentId))
    .where(and(ofInstitution, onlyTheirs, cursor ? afterRosterCursor(cursor) : undefined))
    .orderBy(...rosterOrder)
    .limit(query.limit + 1)
    .as('page');
  const [rows, total] = await Promise.all([
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        grade: studentProfiles.grade,
        educationLevel: studentProfiles.educationLevel,
        skills: studentProfiles.skills,
        expectedGraduation: studentProfiles.expectedGraduation,
        resumeKey: studentProfiles.resumeKey,
        applicationCount,
        placementCount,
      })
      .from(page)
      .innerJoin(users, eq(users.id, page.id))
      // Every approved link's student has a profile (see countRosterStudents), so this drops no one.
      .innerJoin(studentProfiles, eq(studentProfiles.userId, users.id))
      .orderBy(...rosterOrder),
    cursor ? null : countRosterStudents(db, approved, filters),
  ]);
  const pageRows = rows.slice(0, query.limit);
  const last = pageRows.at(-1);
  const nextCursor = rows.length > query.limit && last ? encodeRosterCursor(last) : null;
  const items = pageRows.map(({ resumeKey, ...row }) => ({ ...row, resumeUrl: resumeKey ? resumeDownloadPath(row.id) : null }));
  return { items, nextCursor, total };
}

/**
 * The first page's totals: the applications of the school's approved students (of one status when
 * asked) and the accepted ones, from the counts the database keeps (drizzle/0019) rather than a
 * count of every application, which is 150,000 joined rows for a large school.
 */
async function schoolApplicationTotals(db: DbOrTx, institutionId: string, status: ApplicationStatus | undefined) {
  const rows = await db
    .select({ status: schoolApplicationCounts.status, count: schoolApplicationCounts.count })
    .from(schoolApplicationCounts)
    .where(eq(schoolApplicationCounts.institutionId, institutionId));
  const countOf = (wanted: string) => rows.find((row) => row.status === wanted)?.count ?? 0;
  return {
    total: status ? countOf(status) : rows.reduce((sum, row) => sum + row.count, 0),
    placementCount: countOf('accepted'),
  };
}

/**
 * The applications of the institution's approved students, newest first (of one status when asked);
 * accepted ones are placements. placementCount counts every placement, whatever the status asked.
 */
export async function listPlacements(db: DbOrTx, institutionId: string, query: PlacementsQuery): Promise<PlacementsPage> {
  const cursor = decodeCursor(query.cursor, true);
  const approved = approvedLinkOf(institutionId);
  const ofStatus = query.status ? eq(applications.status, query.status) : undefined;
  // A withdrawn application is in its student's history only (docs/product/jobs.md#withdrawing).
  const ofInstitution = and(approved, ofStatus, isLiveApplication);
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: applications.id,
        status: applications.status,
        createdAt: applications.createdAt,
        createdAtText: createdAtText(applications.createdAt),
        studentId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        jobId: jobs.id,
        title: jobs.title,
        companyName: sql<string>`coalesce(${employerProfiles.companyName}, ${jobs.companyName})`,
      })
      .from(applications)
      .innerJoin(schoolLinks, eq(schoolLinks.studentId, applications.studentId))
      .innerJoin(users, eq(users.id, applications.studentId))
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .leftJoin(employerProfiles, eq(employerProfiles.userId, jobs.employerId))
      .where(and(ofInstitution, cursor ? afterCursor(applications.createdAt, applications.id, cursor, true) : undefined))
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(query.limit + 1),
    cursor ? null : schoolApplicationTotals(db, institutionId, query.status),
  ]);
  const { pageRows, nextCursor } = toPage(rows, query.limit);
  const items = pageRows.map((row) => {
    const status = normaliseApplicationStatus(row.status);
    return {
      id: row.id,
      status,
      isPlacement: status === 'accepted',
      createdAt: row.createdAt.toISOString(),
      student: { id: row.studentId, firstName: row.firstName, lastName: row.lastName },
      job: { id: row.jobId, title: row.title },
      employer: { companyName: row.companyName },
    };
  });
  return {
    items,
    nextCursor,
    total: totals?.total ?? null,
    placementCount: totals?.placementCount ?? null,
  };
}
