import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Signature } from '@common/contracts/placement-signatures';
import type { Placement, PlacementNextStep, PlacementsResponse, PlacementTerms } from '@common/contracts/placements';
import { SIGNER_PARTIES, type PlacementStatus, type SignatureMethod, type SignatureStatus } from '@common/enums';
import type { DbOrTx } from '../../db/client';
import { applications, institutionProfiles, jobs, placementSignatures, placements, placementVersions, users } from '../../db/schema';
import { afterCursor, createdAtText, decodeCursor, toPage } from '../../http/keyset';
import { personName } from '@common/text';
import { withFileFields } from './placement-terms';

// Placements as stored (server/db/schema/placements.ts) and as the API answers them: with the
// posting's title, the student's name, the employer's company and the school's name.

/** What the placement waits for next: the employer's part, the school's (when it has a school), the signatures. */
export function nextStepOf(status: PlacementStatus, hasSchool: boolean): PlacementNextStep | null {
  if (status === 'draft') return 'employer_part';
  if (status === 'employer_completed') return hasSchool ? 'school_part' : 'signatures';
  if (status === 'school_validated' || status === 'signing') return 'signatures';
  return null;
}

const placementColumns = {
  id: placements.id,
  applicationId: placements.applicationId,
  status: placements.status,
  version: placements.version,
  terms: placements.terms,
  cancelledReason: placements.cancelledReason,
  createdAt: placements.createdAt,
  createdAtText: createdAtText(placements.createdAt),
  updatedAt: placements.updatedAt,
  jobId: jobs.id,
  jobTitle: jobs.title,
  companyName: jobs.companyName,
  studentId: placements.studentId,
  firstName: users.firstName,
  lastName: users.lastName,
  name: users.name,
  employerId: placements.employerId,
  institutionId: institutionProfiles.id,
  institutionName: institutionProfiles.institutionName,
  requiredParties: placementVersions.requiredParties,
  textHash: placementVersions.textHash,
  reference: placementVersions.reference,
};

function selectPlacements(db: DbOrTx, where: SQL | undefined) {
  return (
    db
      .select(placementColumns)
      .from(placements)
      .innerJoin(applications, eq(applications.id, placements.applicationId))
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(users, eq(users.id, placements.studentId))
      .leftJoin(institutionProfiles, eq(institutionProfiles.id, placements.institutionId))
      // The current version, once it was sent for signature.
      .leftJoin(placementVersions, and(eq(placementVersions.placementId, placements.id), eq(placementVersions.version, placements.version)))
      .where(where)
  );
}

type PlacementRow = Awaited<ReturnType<typeof selectPlacements>>[number];

/** The signatures of each placement's current version, in the agreement's order of parties. */
async function signaturesOf(db: DbOrTx, rows: readonly PlacementRow[]): Promise<Map<string, Signature[]>> {
  const sent = rows.filter((row) => row.textHash !== null);
  const byPlacement = new Map<string, Signature[]>();
  if (sent.length === 0) return byPlacement;
  const found = await db
    .select()
    .from(placementSignatures)
    .where(
      inArray(
        placementSignatures.placementId,
        sent.map((row) => row.id),
      ),
    )
    .orderBy(asc(placementSignatures.createdAt));
  const versionOf = new Map(sent.map((row) => [row.id, row.version]));
  for (const signature of found) {
    if (versionOf.get(signature.placementId) !== signature.version) continue;
    const list = byPlacement.get(signature.placementId) ?? [];
    list.push(toSignature(signature));
    byPlacement.set(signature.placementId, list);
  }
  for (const list of byPlacement.values()) list.sort((a, b) => SIGNER_PARTIES.indexOf(a.party) - SIGNER_PARTIES.indexOf(b.party));
  return byPlacement;
}

/** A signature row as the parties read it. */
export function toSignature(row: typeof placementSignatures.$inferSelect): Signature {
  return {
    party: row.party,
    status: row.status as SignatureStatus,
    name: row.signerName,
    method: row.method as SignatureMethod | null,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    declinedReason: row.declinedReason,
    remindersSent: row.remindersSent,
  };
}

function toPlacement(row: PlacementRow, signatures: Signature[]): Placement {
  const status = row.status as PlacementStatus;
  const institution = row.institutionId && row.institutionName ? { id: row.institutionId, name: row.institutionName } : null;
  return {
    id: row.id,
    applicationId: row.applicationId,
    status,
    version: row.version,
    job: { id: row.jobId, title: row.jobTitle },
    student: { id: row.studentId, name: personName(row) || row.name },
    employer: { id: row.employerId, companyName: row.companyName },
    institution,
    nextStep: nextStepOf(status, institution !== null),
    terms: withFileFields(row.terms),
    cancelledReason: row.cancelledReason,
    requiredParties: row.requiredParties ?? [],
    textHash: row.textHash,
    signatures,
    reference: row.reference,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One placement as the API answers it, or null. */
export async function readPlacement(db: DbOrTx, id: string): Promise<Placement | null> {
  const [row] = await selectPlacements(db, eq(placements.id, id));
  if (!row) return null;
  const signatures = await signaturesOf(db, [row]);
  return toPlacement(row, signatures.get(row.id) ?? []);
}

/** Whose list: a student's, an employer's, a school's (by its profile id), or every placement (an admin). */
export type PlacementOwner = { studentId: string } | { employerId: string } | { institutionId: string } | 'all';

function ownedBy(owner: PlacementOwner): SQL | undefined {
  if (owner === 'all') return undefined;
  if ('studentId' in owner) return eq(placements.studentId, owner.studentId);
  if ('employerId' in owner) return eq(placements.employerId, owner.employerId);
  return eq(placements.institutionId, owner.institutionId);
}

/** Whether the placement is in that owner's list: one of its parties, or an admin. */
export function isOwnedBy(placement: Placement, owner: PlacementOwner): boolean {
  if (owner === 'all') return true;
  if ('studentId' in owner) return placement.student.id === owner.studentId;
  if ('employerId' in owner) return placement.employer.id === owner.employerId;
  return placement.institution?.id === owner.institutionId;
}

/** A page of placements, newest first (keyset on created_at, id: each party's list reads its own index). */
export async function listPlacements(
  db: DbOrTx,
  owner: PlacementOwner,
  query: { cursor?: string | undefined; limit: number },
): Promise<PlacementsResponse> {
  const cursor = decodeCursor(query.cursor, true);
  const after = cursor ? afterCursor(placements.createdAt, placements.id, cursor, true) : undefined;
  const rows = await selectPlacements(db, and(ownedBy(owner), after))
    .orderBy(desc(placements.createdAt), desc(placements.id))
    .limit(query.limit + 1);
  const { pageRows, nextCursor } = toPage(rows, query.limit);
  const signatures = await signaturesOf(db, pageRows);
  return { items: pageRows.map((row) => toPlacement(row, signatures.get(row.id) ?? [])), nextCursor, total: null };
}

/** The placement's parties, state and agreement, locked for a change in this transaction; null when there is none. */
export async function lockPlacement(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({
      id: placements.id,
      status: placements.status,
      studentId: placements.studentId,
      employerId: placements.employerId,
      institutionId: placements.institutionId,
      terms: placements.terms,
      version: placements.version,
    })
    .from(placements)
    .where(eq(placements.id, id))
    .for('update');
  return row ? { ...row, status: row.status as PlacementStatus, terms: withFileFields(row.terms) } : null;
}
export type LockedPlacement = NonNullable<Awaited<ReturnType<typeof lockPlacement>>>;

export async function updatePlacement(
  tx: DbOrTx,
  id: string,
  values: { status: PlacementStatus; terms?: PlacementTerms; cancelledReason?: string },
): Promise<void> {
  await tx.update(placements).set(values).where(eq(placements.id, id));
}

/** The new placement of an accepted offer; null when the application has one already (it is accepted once). */
export async function insertPlacement(
  tx: DbOrTx,
  values: { applicationId: string; studentId: string; employerId: string; institutionId: string | null; terms: PlacementTerms },
): Promise<string | null> {
  const [row] = await tx
    .insert(placements)
    .values({ ...values, status: 'draft', version: 1 })
    .onConflictDoNothing({ target: placements.applicationId })
    .returning({ id: placements.id });
  return row?.id ?? null;
}

/** The school profile id of an institution account, or null. */
export async function institutionProfileIdOf(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db.select({ id: institutionProfiles.id }).from(institutionProfiles).where(eq(institutionProfiles.userId, userId));
  return row?.id ?? null;
}
