import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { InstitutionListQuery } from '@common/contracts/institutions';
import type { LinkDecision, LinkRequestsPage, OwnSchoolLink } from '@common/contracts/school-links';
import type { SchoolLinkSource, SchoolLinkStatus } from '@common/enums';
import type { DbOrTx } from '../../db/client';
import { classCodes, institutionProfiles, schoolLinks, studentProfiles, users } from '../../db/schema';
import { afterCursor, createdAtText, decodeCursor, toPage } from '../../http/keyset';

// A student's link to a school (docs/product/schools.md#joining-a-school; docs/decisions/016).
// The student's profile names the school they ask for; the row here says whether that school let
// them in. Every check of "is this student one of the school's" reads an approved row, nothing else.

/** The condition "an approved link of this student to this school", for queries that join users. */
export const approvedLinkOf = (institutionId: string) => and(eq(schoolLinks.institutionId, institutionId), eq(schoolLinks.status, 'approved'));

/** The students a school has approved, as a subquery of user ids. */
export const approvedStudentIdsOf = (db: DbOrTx, institutionId: string) =>
  db.select({ studentId: schoolLinks.studentId }).from(schoolLinks).where(approvedLinkOf(institutionId));

const pendingFor = (institutionId: string) => and(eq(schoolLinks.institutionId, institutionId), eq(schoolLinks.status, 'pending'));

/** The school that approved this student, or null (no request, or not approved yet, or ended). */
export async function findApprovedSchoolId(db: DbOrTx, studentUserId: string): Promise<string | null> {
  const [row] = await db
    .select({ institutionId: schoolLinks.institutionId })
    .from(schoolLinks)
    .where(and(eq(schoolLinks.studentId, studentUserId), eq(schoolLinks.status, 'approved')))
    .limit(1);
  return row?.institutionId ?? null;
}

/**
 * Makes the student's link follow the school their profile names, inside the profile's save:
 * no school ends any link; a new school replaces the old link with a pending request to the new
 * one; the same school again leaves the link as it is (an answer stands until the student clears
 * it). The single place a request is created: a rule on which schools may be asked belongs here.
 * With `classCodeId` the request comes from that class code (docs/product/school-sign-in.md#class-codes):
 * a pending request to the same school takes the code, so the school's bulk approval of the code
 * includes it. Returns whether a new request was made (the school is then told).
 */
export async function requestSchoolLink(
  tx: DbOrTx,
  studentUserId: string,
  institutionId: string | null,
  classCodeId: string | null = null,
): Promise<boolean> {
  if (!institutionId) {
    await tx.delete(schoolLinks).where(eq(schoolLinks.studentId, studentUserId));
    return false;
  }
  const now = new Date();
  const source: SchoolLinkSource = classCodeId ? 'class_code' : 'request';
  const made = await tx
    .insert(schoolLinks)
    .values({ studentId: studentUserId, institutionId, status: 'pending', source, classCodeId })
    .onConflictDoUpdate({
      target: schoolLinks.studentId,
      set: { institutionId, status: 'pending', source, classCodeId, decidedAt: null, createdAt: now, updatedAt: now },
      setWhere: sql`${schoolLinks.institutionId} <> ${institutionId}::uuid`,
    })
    .returning({ id: schoolLinks.id });
  if (made.length > 0) return true;
  if (classCodeId) {
    await tx
      .update(schoolLinks)
      .set({ source, classCodeId, updatedAt: now })
      .where(and(eq(schoolLinks.studentId, studentUserId), pendingFor(institutionId)));
  }
  return false;
}

/** The student's own link with the school's name, or null. */
export async function findOwnSchoolLink(db: DbOrTx, studentUserId: string): Promise<OwnSchoolLink | null> {
  const [row] = await db
    .select({
      status: schoolLinks.status,
      institutionId: institutionProfiles.id,
      institutionName: institutionProfiles.institutionName,
      requestedAt: schoolLinks.createdAt,
      decidedAt: schoolLinks.decidedAt,
    })
    .from(schoolLinks)
    .innerJoin(institutionProfiles, eq(institutionProfiles.id, schoolLinks.institutionId))
    .where(eq(schoolLinks.studentId, studentUserId))
    .limit(1);
  if (!row) return null;
  return {
    status: row.status as SchoolLinkStatus,
    institution: { id: row.institutionId, institutionName: row.institutionName },
    requestedAt: row.requestedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** The student ends their link, whatever its state, and their profile no longer names the school. */
export async function endOwnSchoolLink(tx: DbOrTx, studentUserId: string): Promise<void> {
  await tx.delete(schoolLinks).where(eq(schoolLinks.studentId, studentUserId));
  await tx.update(studentProfiles).set({ institutionId: null, updatedAt: new Date() }).where(eq(studentProfiles.userId, studentUserId));
}

/** A school's pending requests, newest first: the student's name and grade only. */
export async function listPendingRequests(db: DbOrTx, institutionId: string, query: InstitutionListQuery): Promise<LinkRequestsPage> {
  const cursor = decodeCursor(query.cursor, true);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: schoolLinks.id,
        createdAt: schoolLinks.createdAt,
        createdAtText: createdAtText(schoolLinks.createdAt),
        firstName: users.firstName,
        lastName: users.lastName,
        grade: studentProfiles.grade,
        classCodeId: classCodes.id,
        classCodeLabel: classCodes.label,
      })
      .from(schoolLinks)
      .innerJoin(users, eq(users.id, schoolLinks.studentId))
      .leftJoin(studentProfiles, eq(studentProfiles.userId, schoolLinks.studentId))
      .leftJoin(classCodes, eq(classCodes.id, schoolLinks.classCodeId))
      .where(and(pendingFor(institutionId), cursor ? afterCursor(schoolLinks.createdAt, schoolLinks.id, cursor, true) : undefined))
      .orderBy(desc(schoolLinks.createdAt), desc(schoolLinks.id))
      .limit(query.limit + 1),
    cursor
      ? null
      : db
          .select({ n: count() })
          .from(schoolLinks)
          .where(pendingFor(institutionId))
          .then(([row]) => row?.n ?? 0),
  ]);
  const { pageRows, nextCursor } = toPage(rows, query.limit);
  const items = pageRows.map((row) => ({
    id: row.id,
    requestedAt: row.createdAt.toISOString(),
    student: { firstName: row.firstName, lastName: row.lastName, grade: row.grade },
    classCode: row.classCodeId && row.classCodeLabel !== null ? { id: row.classCodeId, label: row.classCodeLabel } : null,
  }));
  return { items, nextCursor, total };
}

/**
 * Answers pending requests to this school: those `which` selects (one id, or a class code's),
 * never another school's or an answered one. Returns the requests answered.
 */
export async function decideLinkRequests(
  db: DbOrTx,
  institutionId: string,
  which: SQL | undefined,
  decision: LinkDecision,
): Promise<Array<{ id: string; status: SchoolLinkStatus }>> {
  const status: SchoolLinkStatus = decision === 'approve' ? 'approved' : 'declined';
  const now = new Date();
  const rows = await db
    .update(schoolLinks)
    .set({ status, decidedAt: now, updatedAt: now })
    .where(and(which, pendingFor(institutionId)))
    .returning({ id: schoolLinks.id });
  return rows.map((row) => ({ id: row.id, status }));
}

/** Selects one request by its id. */
export const linkRequestWithId = (linkId: string) => eq(schoolLinks.id, linkId);

/** Selects the requests made with a class code, all or only those named. */
export const linkRequestsOfCode = (classCodeId: string, linkIds?: readonly string[]) =>
  and(eq(schoolLinks.classCodeId, classCodeId), linkIds ? inArray(schoolLinks.id, [...linkIds]) : undefined);

/** Takes an approved student off this school's roster; false when they are not on it. */
export async function removeFromRoster(db: DbOrTx, institutionId: string, studentUserId: string): Promise<boolean> {
  const now = new Date();
  const rows = await db
    .update(schoolLinks)
    .set({ status: 'removed', decidedAt: now, updatedAt: now })
    .where(and(eq(schoolLinks.studentId, studentUserId), approvedLinkOf(institutionId)))
    .returning({ id: schoolLinks.id });
  return rows.length > 0;
}
