import { randomInt } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { CLASS_CODE_ALPHABET, CLASS_CODE_LENGTH, displayClassCode, type ClassCode, type ClassCodeState } from '@common/contracts/class-codes';
import type { DbOrTx } from '../../db/client';
import { classCodes, institutionProfiles, schoolLinks } from '../../db/schema';

// A school's class codes (docs/product/school-sign-in.md#class-codes). A code is stored as typed
// after normalizeClassCode (capitals, no dash); it works until it expires or is revoked.

/** A new random code: CLASS_CODE_LENGTH characters of CLASS_CODE_ALPHABET (25^8, about 150 billion codes). */
export function randomClassCode(): string {
  return Array.from({ length: CLASS_CODE_LENGTH }, () => CLASS_CODE_ALPHABET[randomInt(CLASS_CODE_ALPHABET.length)]).join('');
}

const stateOf = (row: { expiresAt: Date; revokedAt: Date | null }, now: Date): ClassCodeState =>
  row.revokedAt ? 'revoked' : row.expiresAt <= now ? 'expired' : 'active';

type ClassCodeRow = typeof classCodes.$inferSelect;

const toClassCode = (row: ClassCodeRow, pendingRequests: number, now = new Date()): ClassCode => ({
  id: row.id,
  code: displayClassCode(row.code),
  label: row.label,
  state: stateOf(row, now),
  expiresAt: row.expiresAt.toISOString(),
  revokedAt: row.revokedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  pendingRequests,
});

/**
 * Saves a new code; a new random code is drawn again in the rare case it is taken (the unique
 * index decides, so two schools drawing the same code at once cannot both have it).
 */
export async function createClassCode(
  db: DbOrTx,
  input: { institutionId: string; label: string; expiresAt: Date; createdBy: string },
): Promise<ClassCode> {
  for (;;) {
    const [row] = await db
      .insert(classCodes)
      .values({ ...input, code: randomClassCode() })
      .onConflictDoNothing({ target: classCodes.code })
      .returning();
    if (row) return toClassCode(row, 0);
  }
}

/** The pending requests made with a code, to one school. */
const pendingOfCode = (institutionId: string, classCodeId: string) =>
  and(eq(schoolLinks.institutionId, institutionId), eq(schoolLinks.classCodeId, classCodeId), eq(schoolLinks.status, 'pending'));

/** A school's codes, newest first, each with its pending requests counted. */
export async function listClassCodes(db: DbOrTx, institutionId: string): Promise<ClassCode[]> {
  const pending = db
    .select({ classCodeId: schoolLinks.classCodeId, n: count().as('n') })
    .from(schoolLinks)
    .where(and(eq(schoolLinks.institutionId, institutionId), eq(schoolLinks.status, 'pending')))
    .groupBy(schoolLinks.classCodeId)
    .as('pending');
  const rows = await db
    .select({ code: classCodes, pending: sql<number>`coalesce(${pending.n}, 0)::int` })
    .from(classCodes)
    .leftJoin(pending, eq(pending.classCodeId, classCodes.id))
    .where(eq(classCodes.institutionId, institutionId))
    .orderBy(desc(classCodes.createdAt), desc(classCodes.id));
  const now = new Date();
  return rows.map((row) => toClassCode(row.code, row.pending, now));
}

/** One of the school's codes, or null (another school's code is none of its business). */
async function findOwnClassCode(db: DbOrTx, institutionId: string, classCodeId: string): Promise<ClassCode | null> {
  const [row] = await db
    .select()
    .from(classCodes)
    .where(and(eq(classCodes.id, classCodeId), eq(classCodes.institutionId, institutionId)));
  if (!row) return null;
  const [pending] = await db.select({ n: count() }).from(schoolLinks).where(pendingOfCode(institutionId, classCodeId));
  return toClassCode(row, pending?.n ?? 0);
}

/** Revokes the school's code (a revoked one keeps its first revocation time); null when it is not the school's. */
export async function revokeClassCode(db: DbOrTx, institutionId: string, classCodeId: string): Promise<ClassCode | null> {
  await db
    .update(classCodes)
    .set({ revokedAt: new Date() })
    .where(and(eq(classCodes.id, classCodeId), eq(classCodes.institutionId, institutionId), sql`${classCodes.revokedAt} is null`));
  return findOwnClassCode(db, institutionId, classCodeId);
}

/** Whether the code is one of this school's (any state). */
export async function isOwnClassCode(db: DbOrTx, institutionId: string, classCodeId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: classCodes.id })
    .from(classCodes)
    .where(and(eq(classCodes.id, classCodeId), eq(classCodes.institutionId, institutionId)));
  return Boolean(row);
}

export type CodeLookup = { kind: 'usable'; classCodeId: string; institutionId: string } | { kind: 'unknown' | 'expired' | 'revoked' };

/**
 * What a typed (normalized) code leads to. A code of a school FirstRung no longer verifies does
 * not work either: it reads as revoked, since the school cannot take new students now.
 */
export async function lookUpClassCode(db: DbOrTx, code: string, now = new Date()): Promise<CodeLookup> {
  const [row] = await db
    .select({
      id: classCodes.id,
      institutionId: classCodes.institutionId,
      expiresAt: classCodes.expiresAt,
      revokedAt: classCodes.revokedAt,
      verificationStatus: institutionProfiles.verificationStatus,
    })
    .from(classCodes)
    .innerJoin(institutionProfiles, eq(institutionProfiles.id, classCodes.institutionId))
    .where(eq(classCodes.code, code));
  if (!row) return { kind: 'unknown' };
  const state = stateOf(row, now);
  if (state !== 'active') return { kind: state };
  if (row.verificationStatus !== 'verified') return { kind: 'revoked' };
  return { kind: 'usable', classCodeId: row.id, institutionId: row.institutionId };
}
