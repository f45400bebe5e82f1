import crypto from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { personName } from '@common/text';
import type { AppConfig } from '../../config/config';
import type { Db } from '../../db/client';
import { institutionProfiles, rosterEntries, rosterImports, schoolLinks, studentProfiles, users, type StoredRosterRow } from '../../db/schema';
import { runUnitOfWork, type UnitOfWork } from '../../db/unit-of-work';
import type { Mailer } from '../../mail/mailer';
import { mailLanguageOf } from '../../mail/mail-language';
import type { TaskQueue } from '../../queue/worker';
import { notify, type NotifyDeps } from '../notifications/notify';
import { NOTIFICATION_LINKS } from '../notifications/triggers';
import { findEntriesByEmail, sameEntry } from './roster-import-repository';
import { insertClaimLinks, invitationMail } from './roster-invitation';

// The background run of a confirmed roster import (docs/product/school-sign-in.md#roster-import-csv).

export const RUN_ROSTER_IMPORT_TASK = 'roster_import.run';

/**
 * Rows per batch, each batch one unit of work: its entries, accounts, links, invitations and the
 * import's progress commit together. A server that stops mid-run loses at most the batch in hand:
 * the queue's lease lapses, another worker takes the task and goes on from `processed_rows`.
 */
export const ROSTER_BATCH_SIZE = 500;

/** Queues the run of a confirmed import, once (inside the confirmation's unit of work). */
export async function enqueueRosterImportRun(work: UnitOfWork, importId: string): Promise<void> {
  await work.enqueue(RUN_ROSTER_IMPORT_TASK, { importId }, { dedupeKey: `roster-import:${importId}` });
}

type RunDeps = NotifyDeps & { db: Db; queue: TaskQueue; mailer: Mailer; config: AppConfig };

export function registerRosterImportRun(deps: RunDeps): void {
  deps.queue.handle(RUN_ROSTER_IMPORT_TASK, async (payload, { isLastAttempt }) => {
    const importId = String(payload.importId);
    try {
      while (await runUnitOfWork(deps, (work) => runBatch(deps, work, importId))) {
        // One batch after another, each committed, until the import is done.
      }
    } catch (error) {
      // Given up: the school sees `failed` (with the rows written so far) instead of a run that never ends.
      if (isLastAttempt)
        await deps.db
          .update(rosterImports)
          .set({ status: 'failed', finishedAt: new Date(), updatedAt: new Date() })
          .where(and(eq(rosterImports.id, importId), inArray(rosterImports.status, ['queued', 'running'])));
      throw error;
    }
  });
}

/** One batch of the import's rows; true when rows are left for another. */
async function runBatch(deps: RunDeps, work: UnitOfWork, importId: string): Promise<boolean> {
  const { tx } = work;
  // Locked: two workers (a lapsed lease) never write the same batch twice.
  const [current] = await tx
    .select({
      institutionId: rosterImports.institutionId,
      uploadedBy: rosterImports.uploadedBy,
      fileName: rosterImports.fileName,
      validRows: rosterImports.validRows,
      processedRows: rosterImports.processedRows,
      createdCount: rosterImports.createdCount,
      updatedCount: rosterImports.updatedCount,
      unchangedCount: rosterImports.unchangedCount,
      invitedCount: rosterImports.invitedCount,
    })
    .from(rosterImports)
    .where(and(eq(rosterImports.id, importId), inArray(rosterImports.status, ['queued', 'running'])))
    .for('update');
  if (!current) return false;

  const from = current.processedRows;
  const [slice] = await tx
    .select({
      rows: sql<StoredRosterRow[]>`jsonb_path_query_array(${rosterImports.rows}, ${`$[${from} to ${from + ROSTER_BATCH_SIZE - 1}]`}::jsonpath)`,
    })
    .from(rosterImports)
    .where(eq(rosterImports.id, importId));
  const rows = slice?.rows ?? [];
  const counts = await writeRows(deps, work, { importId, institutionId: current.institutionId, uploadedBy: current.uploadedBy }, rows);

  const processedRows = from + rows.length;
  const done = rows.length < ROSTER_BATCH_SIZE || processedRows >= current.validRows;
  const totals = {
    createdCount: current.createdCount + counts.created,
    updatedCount: current.updatedCount + counts.updated,
    unchangedCount: current.unchangedCount + counts.unchanged,
    invitedCount: current.invitedCount + counts.invited,
  };
  const now = new Date();
  await tx
    .update(rosterImports)
    .set({
      ...totals,
      processedRows,
      updatedAt: now,
      // Done: the rows (the students' personal data) are no longer needed here.
      ...(done ? { status: 'done', finishedAt: now, rows: sql`'[]'::jsonb` } : { status: 'running' }),
    })
    .where(eq(rosterImports.id, importId));

  if (done && current.uploadedBy) {
    await notify(
      deps,
      {
        userId: current.uploadedBy,
        kind: 'roster_import_finished',
        params: {
          fileName: current.fileName,
          created: totals.createdCount,
          updated: totals.updatedCount,
          unchanged: totals.unchangedCount,
          invited: totals.invitedCount,
        },
        link: NOTIFICATION_LINKS.institutionHome,
      },
      work,
    );
  }
  return !done;
}

interface ImportRef {
  importId: string;
  institutionId: string;
  uploadedBy: string | null;
}

/**
 * Writes one batch: identical rows are left alone (no write, no e-mail); the others are upserted on
 * (school, e-mail); a row without an account gets one, and an invitation; a student's existing
 * account is linked and approved.
 */
async function writeRows(deps: RunDeps, work: UnitOfWork, ref: ImportRef, rows: readonly StoredRosterRow[]) {
  const { tx } = work;
  const counts = { created: 0, updated: 0, unchanged: 0, invited: 0 };
  if (rows.length === 0) return counts;
  const entries = await findEntriesByEmail(
    tx,
    ref.institutionId,
    rows.map((row) => row.email),
  );
  const toWrite: StoredRosterRow[] = [];
  for (const row of rows) {
    const entry = entries.get(row.email);
    if (entry?.studentId && sameEntry(entry, row)) counts.unchanged += 1;
    else {
      toWrite.push(row);
      if (entry) counts.updated += 1;
      else counts.created += 1;
    }
  }
  if (toWrite.length === 0) return counts;

  const studentIdOf = new Map<string, string>();
  for (const row of toWrite) {
    const studentId = entries.get(row.email)?.studentId;
    if (studentId) studentIdOf.set(row.email, studentId);
  }
  const unlinked = toWrite.filter((row) => !studentIdOf.has(row.email));
  const linked = toWrite.filter((row) => studentIdOf.has(row.email));

  // Accounts that exist already: a student's is linked; anyone else's is left alone (the preview
  // refused such a row; an account made since then keeps its role, and the entry no account).
  const accounts = unlinked.length
    ? await tx
        .select({ id: users.id, email: users.email, role: users.role })
        .from(users)
        .where(
          inArray(
            users.email,
            unlinked.map((row) => row.email),
          ),
        )
    : [];
  const accountOf = new Map(accounts.map((account) => [account.email, account]));
  const existingStudents = unlinked.filter((row) => accountOf.get(row.email)?.role === 'student');
  for (const row of existingStudents) studentIdOf.set(row.email, accountOf.get(row.email)!.id);
  const newRows = unlinked.filter((row) => !accountOf.has(row.email));
  const now = new Date();

  const school = await schoolOf(tx, ref);
  if (newRows.length > 0) {
    const created = newRows.map((row) => ({ row, id: crypto.randomBytes(16).toString('hex') }));
    await tx.insert(users).values(
      created.map(({ row, id }) => ({
        id,
        name: personName(row),
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        role: 'student',
        // The claim link proves the address (the reset page marks it confirmed).
        emailVerified: false,
        language: school.language,
        createdAt: now,
        updatedAt: now,
      })),
    );
    await tx.insert(studentProfiles).values(
      created.map(({ row, id }) => ({
        userId: id,
        youthStatus: 'current_student',
        school: school.name,
        grade: row.grade,
        educationLevel: row.grade,
        dateOfBirth: row.dateOfBirth,
        institutionId: ref.institutionId,
      })),
    );
    for (const { row, id } of created) studentIdOf.set(row.email, id);
    const links = await insertClaimLinks(
      tx,
      created.map(({ id }) => id),
      now,
    );
    const tokenOf = new Map(links.map((link) => [link.userId, link.token]));
    await deps.mailer.sendMany(
      created.map(({ row, id }) =>
        invitationMail(deps.config, { to: row.email, userId: id, token: tokenOf.get(id)!, school: school.name, language: school.language }),
      ),
      { work },
    );
    counts.invited += created.length;
  }

  // Every student of these rows is on the school's roster, approved, by the roster: a new account's
  // link is made, an existing student's replaces whatever link they had.
  const studentIds = [...new Set(toWrite.map((row) => studentIdOf.get(row.email)).filter((id): id is string => Boolean(id)))];
  if (studentIds.length > 0) {
    await tx
      .insert(schoolLinks)
      .values(studentIds.map((studentId) => ({ studentId, institutionId: ref.institutionId, status: 'approved', source: 'roster', decidedAt: now })))
      .onConflictDoUpdate({
        target: schoolLinks.studentId,
        set: { institutionId: ref.institutionId, status: 'approved', source: 'roster', classCodeId: null, decidedAt: now, updatedAt: now },
        setWhere: sql`not (${schoolLinks.institutionId} = ${ref.institutionId}::uuid and ${schoolLinks.status} = 'approved')`,
      });
  }
  // The fields the school owns on the profiles of students who had an account: the school, the grade.
  await updateOwnedProfileFields(tx, ref.institutionId, [...existingStudents, ...linked], studentIdOf, school.name);

  await tx
    .insert(rosterEntries)
    .values(
      toWrite.map((row) => ({
        institutionId: ref.institutionId,
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        grade: row.grade,
        dateOfBirth: row.dateOfBirth,
        guardianName: row.guardianName,
        guardianEmail: row.guardianEmail,
        guardianPhone: row.guardianPhone,
        studentId: studentIdOf.get(row.email) ?? null,
        lastImportId: ref.importId,
        invitedAt: newRows.includes(row) ? now : null,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [rosterEntries.institutionId, rosterEntries.email],
      set: {
        firstName: sql`excluded.first_name`,
        lastName: sql`excluded.last_name`,
        grade: sql`excluded.grade`,
        dateOfBirth: sql`excluded.date_of_birth`,
        guardianName: sql`excluded.guardian_name`,
        guardianEmail: sql`excluded.guardian_email`,
        guardianPhone: sql`excluded.guardian_phone`,
        studentId: sql`coalesce(excluded.student_id, ${rosterEntries.studentId})`,
        lastImportId: sql`excluded.last_import_id`,
        invitedAt: sql`coalesce(excluded.invited_at, ${rosterEntries.invitedAt})`,
        updatedAt: now,
      },
    });
  return counts;
}

/** The school's name and the language of its uploader's account (the invitations' language). */
async function schoolOf(tx: UnitOfWork['tx'], ref: ImportRef) {
  const [row] = await tx
    .select({ name: institutionProfiles.institutionName, language: users.language })
    .from(institutionProfiles)
    .leftJoin(users, eq(users.id, institutionProfiles.userId))
    .where(eq(institutionProfiles.id, ref.institutionId));
  return { name: row?.name ?? '', language: mailLanguageOf(row?.language) };
}

/** Grade and school on the profiles of students who had an account, one statement per grade. */
async function updateOwnedProfileFields(
  tx: UnitOfWork['tx'],
  institutionId: string,
  rows: readonly StoredRosterRow[],
  studentIdOf: ReadonlyMap<string, string>,
  schoolName: string,
) {
  const byGrade = new Map<string, string[]>();
  for (const row of rows) {
    const id = studentIdOf.get(row.email);
    if (id) byGrade.set(row.grade, [...(byGrade.get(row.grade) ?? []), id]);
  }
  // A student account without a profile yet gets one, for the fields below.
  const ids = [...byGrade.values()].flat();
  if (ids.length > 0)
    await tx
      .insert(studentProfiles)
      .values(ids.map((userId) => ({ userId, youthStatus: 'current_student' })))
      .onConflictDoNothing({ target: studentProfiles.userId });
  for (const [grade, ids] of byGrade) {
    await tx
      .update(studentProfiles)
      .set({ grade, educationLevel: grade, institutionId, school: schoolName, updatedAt: new Date() })
      .where(inArray(studentProfiles.userId, ids));
  }
}
