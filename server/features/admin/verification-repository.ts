import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { VerificationItem, VerificationPage, VerificationQuery } from '@common/contracts/verification';
import type { VerificationKind, VerificationStatus } from '@common/enums';
import type { DbOrTx } from '../../db/client';
import { employerProfiles, institutionProfiles, schoolLinks, studentProfiles, users } from '../../db/schema';
import { afterCursor, countOnFirstPage, createdAtText, decodeCursor, toPage } from '../../http/keyset';

// The verification queue's data (docs/product/admin.md#verification): schools and employers read
// through one shape, so the queue and the decision answer alike.

/** Each kind's profile table, with its own names for what the queue shows. */
function sourceOf(kind: VerificationKind) {
  if (kind === 'institution') {
    const t = institutionProfiles;
    return {
      table: t,
      columns: {
        name: t.institutionName,
        category: t.institutionType,
        contactName: t.contactPerson,
        contactEmail: t.contactEmail,
        contactPhone: t.contactPhone,
      },
    };
  }
  const t = employerProfiles;
  return {
    table: t,
    columns: {
      name: t.companyName,
      category: t.industry,
      contactName: t.hiringContactName,
      contactEmail: t.hiringContactEmail,
      contactPhone: t.phoneNumber,
    },
  };
}

function selectItems(db: DbOrTx, kind: VerificationKind) {
  const { table, columns } = sourceOf(kind);
  return db
    .select({
      id: table.id,
      userId: table.userId,
      accountEmail: users.email,
      ...columns,
      city: table.city,
      region: table.region,
      country: table.country,
      website: table.website,
      status: table.verificationStatus,
      note: table.verificationNote,
      decidedAt: table.verificationDecidedAt,
      createdAt: table.createdAt,
      createdAtText: createdAtText(table.createdAt),
    })
    .from(table)
    .innerJoin(users, eq(users.id, table.userId));
}

type ItemRow = Awaited<ReturnType<typeof selectItems>>[number];

const toItem = (kind: VerificationKind, { createdAtText: _cursorText, ...row }: ItemRow): VerificationItem => ({
  ...row,
  kind,
  status: row.status as VerificationStatus,
  decidedAt: row.decidedAt ? new Date(row.decidedAt).toISOString() : null,
  createdAt: new Date(row.createdAt).toISOString(),
});

/**
 * Schools or employers of one status, newest first, keyset-paged; the first page is counted. The
 * waiting ones only once their account's e-mail address is confirmed: an organisation enters the
 * queue with an address that is really its own. Decided ones are all listed, so any decision can
 * be reversed.
 */
export async function listVerifications(db: DbOrTx, query: VerificationQuery): Promise<VerificationPage> {
  const { table } = sourceOf(query.kind);
  const cursor = decodeCursor(query.cursor, true);
  const ofStatus = and(eq(table.verificationStatus, query.status), query.status === 'pending' ? eq(users.emailVerified, true) : undefined);
  const [rows, total] = await Promise.all([
    selectItems(db, query.kind)
      .where(and(ofStatus, cursor ? afterCursor(table.createdAt, table.id, cursor, true) : undefined))
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(query.limit + 1),
    countOnFirstPage(cursor, () => db.select({ n: count() }).from(table).innerJoin(users, eq(users.id, table.userId)).where(ofStatus)),
  ]);
  const { pageRows, nextCursor } = toPage(rows, query.limit);
  return { items: pageRows.map((row) => toItem(query.kind, row)), nextCursor, total };
}

/** One school or employer (locked for a decision inside a transaction when `lock`); null when there is none. */
export async function findVerification(db: DbOrTx, kind: VerificationKind, id: string, lock = false): Promise<VerificationItem | null> {
  const { table } = sourceOf(kind);
  const query = selectItems(db, kind).where(eq(table.id, id));
  const [row] = lock ? await query.for('update', { of: table }) : await query;
  return row ? toItem(kind, row) : null;
}

/** Whether the account's e-mail address is confirmed: only then can its organisation be verified. */
export async function accountEmailConfirmed(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.id, userId));
  return row?.emailVerified === true;
}

/** Writes an admin's decision on the profile. */
export async function writeDecision(
  db: DbOrTx,
  kind: VerificationKind,
  id: string,
  decision: { status: 'verified' | 'rejected'; note: string | null; decidedBy: string },
): Promise<void> {
  const { table } = sourceOf(kind);
  await db
    .update(table)
    .set({
      verificationStatus: decision.status,
      verificationNote: decision.note,
      verificationDecidedBy: decision.decidedBy,
      verificationDecidedAt: sql`now()`,
    })
    .where(eq(table.id, id));
}

/**
 * A rejected school must stop receiving its students' data: its links (pending or approved) end and
 * every student profile that names it is unlinked. Returns how many profiles were.
 */
export async function unlinkStudentsOf(db: DbOrTx, institutionId: string): Promise<number> {
  await db.delete(schoolLinks).where(eq(schoolLinks.institutionId, institutionId));
  const unlinked = await db
    .update(studentProfiles)
    .set({ institutionId: null, updatedAt: new Date() })
    .where(eq(studentProfiles.institutionId, institutionId))
    .returning({ id: studentProfiles.id });
  return unlinked.length;
}
