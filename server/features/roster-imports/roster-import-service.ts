import { and, inArray, ne } from 'drizzle-orm';
import type { RosterImport } from '@common/contracts/roster-imports';
import { ROSTER_IMPORT_MAX_ROWS } from '@common/contracts/roster-imports';
import type { Language } from '@common/languages';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { msg, textIn } from '../../errors/message';
import { findImport, forecast, insertPreview } from './roster-import-repository';
import { readRosterFile } from './roster-csv';
import { checkRosterRows, storedFault, type RowFault } from './roster-rows';

/** A refusal of the file as a whole: 400 on `file`. */
const fileRefusal = (message: ReturnType<typeof msg>) => new AppError('VALIDATION_FAILED', message, [{ path: 'file', message }]);

/**
 * Checks a roster file and keeps it as a preview (docs/product/school-sign-in.md#roster-import-csv):
 * nothing reaches roster_entries, accounts or links here. The errors are written in the language of
 * the upload's request, the school's reader's.
 */
export async function previewRosterFile(
  db: DbOrTx,
  input: { institutionId: string; uploadedBy: string; fileName: string; content: Buffer; language: Language; today: string },
): Promise<RosterImport> {
  const reading = readRosterFile(input.content, ROSTER_IMPORT_MAX_ROWS);
  if (!reading.ok) {
    if (reading.problem === 'missingColumns') throw fileRefusal(msg('rosterImport.missingColumns', { columns: reading.columns.join(', ') }));
    if (reading.problem === 'tooManyRows') throw fileRefusal(msg('rosterImport.tooManyRows', { max: ROSTER_IMPORT_MAX_ROWS }));
    throw fileRefusal(msg(reading.problem === 'empty' ? 'rosterImport.empty' : 'rosterImport.unreadable'));
  }
  const checked = checkRosterRows(reading.rows, input.today);
  const taken = await emailsOfOtherAccounts(
    db,
    checked.rows.map((row) => row.email),
  );
  const faults: RowFault[] = [...checked.faults];
  const rows = checked.rows.filter((row) => {
    if (!taken.has(row.email)) return true;
    faults.push({ line: row.line, field: 'email', message: msg('rosterImport.emailNotStudent') });
    return false;
  });
  faults.sort((a, b) => a.line - b.line);
  const id = await insertPreview(db, {
    institutionId: input.institutionId,
    uploadedBy: input.uploadedBy,
    fileName: input.fileName,
    totalRows: reading.rows.length,
    rows,
    errors: faults.map((fault) => storedFault(fault, (message) => textIn(input.language, message))),
    forecast: await forecast(db, input.institutionId, rows),
  });
  return (await findImport(db, input.institutionId, id))!;
}

/** The addresses among these that belong to an account that is not a student's. */
async function emailsOfOtherAccounts(db: DbOrTx, emails: readonly string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (let start = 0; start < emails.length; start += 1000) {
    const rows = await db
      .select({ email: users.email })
      .from(users)
      .where(and(inArray(users.email, emails.slice(start, start + 1000)), ne(users.role, 'student')));
    for (const row of rows) taken.add(row.email);
  }
  return taken;
}
