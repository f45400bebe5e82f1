import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { InstitutionListQuery } from '@common/contracts/institutions';
import {
  PARTNER_CANDIDATES_MAX,
  type EmployerPartnership,
  type PartnerCandidate,
  type PartnershipDecision,
  type PartnerJobsPage,
  type SchoolPartnership,
} from '@common/contracts/partners';
import type { Page } from '@common/api/paging';
import type { PartnershipStatus } from '@common/enums';
import type { DbOrTx } from '../../db/client';
import { employerProfiles, institutionProfiles, jobs, schoolPartnerships, users } from '../../db/schema';
import { afterCursor, countOnFirstPage, createdAtText, decodeCursor, likeContains, toPage } from '../../http/keyset';

// Schools' partnerships with employers (docs/product/schools.md#partners). A school acts only on
// rows of its own institution, an employer only on rows naming it: every query below carries that
// condition, so anyone else's partnership is simply not found.

/** The school of an institution account: id, name, and whether FirstRung verified it. */
export async function findSchoolOfUser(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ id: institutionProfiles.id, name: institutionProfiles.institutionName, status: institutionProfiles.verificationStatus })
    .from(institutionProfiles)
    .where(eq(institutionProfiles.userId, userId))
    .limit(1);
  return row ? { id: row.id, name: row.name, verified: row.status === 'verified' } : null;
}

/** The company of an employer account: its name and whether FirstRung verified it. */
export async function findCompanyOfUser(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ name: employerProfiles.companyName, status: employerProfiles.verificationStatus })
    .from(employerProfiles)
    .where(eq(employerProfiles.userId, userId))
    .limit(1);
  return row ? { name: row.name, verified: row.status === 'verified' } : null;
}

const verifiedEmployer = and(eq(employerProfiles.verificationStatus, 'verified'), eq(users.role, 'employer'));

/** Verified employers whose company name contains the search, by name, with this school's invitation to each. */
export async function searchPartnerCandidates(db: DbOrTx, institutionId: string, search: string): Promise<PartnerCandidate[]> {
  const rows = await db
    .select({
      employerId: employerProfiles.userId,
      companyName: employerProfiles.companyName,
      city: employerProfiles.city,
      industry: employerProfiles.industry,
      partnershipStatus: schoolPartnerships.status,
    })
    .from(employerProfiles)
    .innerJoin(users, eq(users.id, employerProfiles.userId))
    .leftJoin(
      schoolPartnerships,
      and(eq(schoolPartnerships.employerId, employerProfiles.userId), eq(schoolPartnerships.institutionId, institutionId)),
    )
    .where(and(verifiedEmployer, ilike(employerProfiles.companyName, likeContains(search))))
    .orderBy(asc(employerProfiles.companyName), asc(employerProfiles.userId))
    .limit(PARTNER_CANDIDATES_MAX);
  return rows.map((row) => ({ ...row, partnershipStatus: (row.partnershipStatus as PartnershipStatus | null) ?? null }));
}

/** Whether the account is an employer FirstRung verified, with its company name (null otherwise). */
export async function findVerifiedEmployer(db: DbOrTx, employerId: string) {
  const [row] = await db
    .select({ companyName: employerProfiles.companyName })
    .from(employerProfiles)
    .innerJoin(users, eq(users.id, employerProfiles.userId))
    .where(and(eq(employerProfiles.userId, employerId), verifiedEmployer))
    .limit(1);
  return row ?? null;
}

/** A new invitation; null when this school already has one (any status) with this employer. */
export async function insertInvitation(tx: DbOrTx, institutionId: string, employerId: string): Promise<string | null> {
  const [row] = await tx
    .insert(schoolPartnerships)
    .values({ institutionId, employerId })
    .onConflictDoNothing({ target: [schoolPartnerships.institutionId, schoolPartnerships.employerId] })
    .returning({ id: schoolPartnerships.id });
  return row?.id ?? null;
}

const schoolRowColumns = {
  id: schoolPartnerships.id,
  status: schoolPartnerships.status,
  createdAt: schoolPartnerships.createdAt,
  createdAtText: createdAtText(schoolPartnerships.createdAt),
  answeredAt: schoolPartnerships.answeredAt,
  employerId: schoolPartnerships.employerId,
  companyName: employerProfiles.companyName,
  employerCity: employerProfiles.city,
};

type SchoolRow = {
  id: string;
  status: string;
  createdAt: Date;
  answeredAt: Date | null;
  employerId: string;
  companyName: string | null;
  employerCity: string | null;
};

const toSchoolPartnership = (row: SchoolRow): SchoolPartnership => ({
  id: row.id,
  status: row.status as PartnershipStatus,
  invitedAt: row.createdAt.toISOString(),
  answeredAt: row.answeredAt?.toISOString() ?? null,
  employer: { id: row.employerId, companyName: row.companyName ?? '', city: row.employerCity },
});

/** One partnership of this school, as its list shows it. */
export async function findSchoolPartnership(db: DbOrTx, institutionId: string, id: string): Promise<SchoolPartnership | null> {
  const [row] = await db
    .select(schoolRowColumns)
    .from(schoolPartnerships)
    .leftJoin(employerProfiles, eq(employerProfiles.userId, schoolPartnerships.employerId))
    .where(and(eq(schoolPartnerships.id, id), eq(schoolPartnerships.institutionId, institutionId)));
  return row ? toSchoolPartnership(row) : null;
}

/** This school's invitations and partners, newest first. */
export async function listSchoolPartnerships(db: DbOrTx, institutionId: string, query: InstitutionListQuery): Promise<Page<SchoolPartnership>> {
  const cursor = decodeCursor(query.cursor, true);
  const mine = eq(schoolPartnerships.institutionId, institutionId);
  const [rows, total] = await Promise.all([
    db
      .select(schoolRowColumns)
      .from(schoolPartnerships)
      .leftJoin(employerProfiles, eq(employerProfiles.userId, schoolPartnerships.employerId))
      .where(and(mine, cursor ? afterCursor(schoolPartnerships.createdAt, schoolPartnerships.id, cursor, true) : undefined))
      .orderBy(desc(schoolPartnerships.createdAt), desc(schoolPartnerships.id))
      .limit(query.limit + 1),
    countOnFirstPage(cursor, () => db.select({ n: count() }).from(schoolPartnerships).where(mine)),
  ]);
  const { pageRows, nextCursor } = toPage(rows, query.limit);
  return { items: pageRows.map(toSchoolPartnership), nextCursor, total };
}

/** Deletes one of this school's partnerships (any status); what it was, or null when there is no such row of this school. */
export async function deleteSchoolPartnership(tx: DbOrTx, institutionId: string, id: string) {
  const [row] = await tx
    .delete(schoolPartnerships)
    .where(and(eq(schoolPartnerships.id, id), eq(schoolPartnerships.institutionId, institutionId)))
    .returning({ employerId: schoolPartnerships.employerId, status: schoolPartnerships.status });
  return row ? { employerId: row.employerId, status: row.status as PartnershipStatus } : null;
}

/** The live postings of this school's accepted partners, newest first (what its students may see badged). */
export async function listPartnerJobs(db: DbOrTx, institutionId: string, query: InstitutionListQuery): Promise<PartnerJobsPage> {
  const cursor = decodeCursor(query.cursor, true);
  const partners = db
    .select({ employerId: schoolPartnerships.employerId })
    .from(schoolPartnerships)
    .where(and(eq(schoolPartnerships.institutionId, institutionId), eq(schoolPartnerships.status, 'accepted')));
  const live = and(eq(jobs.isActive, true), sql`${jobs.employerVerified}`, inArray(jobs.employerId, partners));
  const [rows, total] = await Promise.all([
    db
      .select({
        id: jobs.id,
        title: jobs.title,
        companyName: jobs.companyName,
        city: jobs.city,
        type: jobs.type,
        applicationDeadline: jobs.applicationDeadline,
        createdAt: jobs.createdAt,
        createdAtText: createdAtText(jobs.createdAt),
      })
      .from(jobs)
      .where(and(live, cursor ? afterCursor(jobs.createdAt, jobs.id, cursor, true) : undefined))
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(query.limit + 1),
    countOnFirstPage(cursor, () => db.select({ n: count() }).from(jobs).where(live)),
  ]);
  const { pageRows, nextCursor } = toPage(rows, query.limit);
  const items = pageRows.map((row) => ({
    id: row.id,
    title: row.title,
    companyName: row.companyName,
    city: row.city,
    type: row.type,
    applicationDeadline: row.applicationDeadline?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
  return { items, nextCursor, total };
}

// ---- The employer's side ----

/** What an employer sees: invitations waiting for an answer and partnerships; a declined invitation is the school's to clear. */
const employerSees = (employerId: string) =>
  and(eq(schoolPartnerships.employerId, employerId), inArray(schoolPartnerships.status, ['pending', 'accepted']));

const employerRowColumns = {
  id: schoolPartnerships.id,
  status: schoolPartnerships.status,
  createdAt: schoolPartnerships.createdAt,
  createdAtText: createdAtText(schoolPartnerships.createdAt),
  answeredAt: schoolPartnerships.answeredAt,
  institutionId: institutionProfiles.id,
  institutionName: institutionProfiles.institutionName,
  institutionCity: institutionProfiles.city,
};

type EmployerRow = {
  id: string;
  status: string;
  createdAt: Date;
  answeredAt: Date | null;
  institutionId: string;
  institutionName: string;
  institutionCity: string | null;
};

const toEmployerPartnership = (row: EmployerRow): EmployerPartnership => ({
  id: row.id,
  status: row.status as PartnershipStatus,
  invitedAt: row.createdAt.toISOString(),
  answeredAt: row.answeredAt?.toISOString() ?? null,
  institution: { id: row.institutionId, institutionName: row.institutionName, city: row.institutionCity },
});

export async function listEmployerPartnerships(db: DbOrTx, employerId: string, query: InstitutionListQuery): Promise<Page<EmployerPartnership>> {
  const cursor = decodeCursor(query.cursor, true);
  const [rows, total] = await Promise.all([
    db
      .select(employerRowColumns)
      .from(schoolPartnerships)
      .innerJoin(institutionProfiles, eq(institutionProfiles.id, schoolPartnerships.institutionId))
      .where(and(employerSees(employerId), cursor ? afterCursor(schoolPartnerships.createdAt, schoolPartnerships.id, cursor, true) : undefined))
      .orderBy(desc(schoolPartnerships.createdAt), desc(schoolPartnerships.id))
      .limit(query.limit + 1),
    countOnFirstPage(cursor, () => db.select({ n: count() }).from(schoolPartnerships).where(employerSees(employerId))),
  ]);
  const { pageRows, nextCursor } = toPage(rows, query.limit);
  return { items: pageRows.map(toEmployerPartnership), nextCursor, total };
}

/** Answers a pending invitation to this employer; null when there is no such pending invitation to it. */
export async function answerInvitation(
  tx: DbOrTx,
  employerId: string,
  id: string,
  decision: PartnershipDecision,
): Promise<EmployerPartnership | null> {
  const now = new Date();
  const [updated] = await tx
    .update(schoolPartnerships)
    .set({ status: decision === 'accept' ? 'accepted' : 'declined', answeredAt: now, updatedAt: now })
    .where(and(eq(schoolPartnerships.id, id), eq(schoolPartnerships.employerId, employerId), eq(schoolPartnerships.status, 'pending')))
    .returning({ id: schoolPartnerships.id });
  if (!updated) return null;
  const [row] = await tx
    .select(employerRowColumns)
    .from(schoolPartnerships)
    .innerJoin(institutionProfiles, eq(institutionProfiles.id, schoolPartnerships.institutionId))
    .where(eq(schoolPartnerships.id, updated.id));
  return row ? toEmployerPartnership(row) : null;
}

/** Ends an accepted partnership of this employer; the school's id, or null when there is no such partnership. */
export async function deleteEmployerPartnership(tx: DbOrTx, employerId: string, id: string): Promise<string | null> {
  const [row] = await tx
    .delete(schoolPartnerships)
    .where(and(eq(schoolPartnerships.id, id), eq(schoolPartnerships.employerId, employerId), eq(schoolPartnerships.status, 'accepted')))
    .returning({ institutionId: schoolPartnerships.institutionId });
  return row?.institutionId ?? null;
}
