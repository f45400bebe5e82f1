import { parse } from 'csv-parse/sync';

// Reading a school's roster file (docs/product/school-sign-in.md#roster-import-csv): UTF-8, with or
// without a byte order mark (Excel writes one), or Windows-1252 (older Excel's "CSV" in English and
// French), fields separated by commas or by semicolons (Excel in French writes those), a header row
// naming the columns in English or French.

export const ROSTER_COLUMNS = ['firstName', 'lastName', 'email', 'grade', 'dateOfBirth', 'guardianName', 'guardianEmail', 'guardianPhone'] as const;
export type RosterColumn = (typeof ROSTER_COLUMNS)[number];

/** A guardian may be reached by e-mail or by phone: a file may leave out one of these columns, not both. */
const OPTIONAL_COLUMNS: ReadonlySet<RosterColumn> = new Set(['guardianEmail', 'guardianPhone']);

/** The headers each column is known by, written as `headerKey` makes them (lower case, no accents, letters and digits only). */
const HEADER_NAMES: Record<RosterColumn, readonly string[]> = {
  firstName: ['firstname', 'givenname', 'prenom'],
  lastName: ['lastname', 'surname', 'familyname', 'nom', 'nomdefamille'],
  email: ['email', 'emailaddress', 'studentemail', 'courriel', 'adressecourriel', 'adressedecourriel', 'courrieldeleleve'],
  grade: ['grade', 'niveau', 'annee', 'classe'],
  dateOfBirth: ['dateofbirth', 'birthdate', 'birthday', 'dob', 'datedenaissance'],
  guardianName: [
    'guardiansname',
    'guardianname',
    'parentname',
    'parentsname',
    'nomduparent',
    'nomdututeur',
    'nomduresponsable',
    'nomduparentoututeur',
  ],
  guardianEmail: ['guardiansemail', 'guardianemail', 'parentemail', 'parentsemail', 'courrielduparent', 'courrieldututeur', 'courrielduresponsable'],
  guardianPhone: [
    'guardiansphone',
    'guardianphone',
    'parentphone',
    'parentsphone',
    'telephoneduparent',
    'telephonedututeur',
    'telephoneduresponsable',
  ],
};

/** "Guardian's e-mail", "Courriel du tuteur" → "guardiansemail", "courrieldututeur". */
export const headerKey = (header: string) =>
  header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

const COLUMN_BY_HEADER = new Map(ROSTER_COLUMNS.flatMap((column) => HEADER_NAMES[column].map((name) => [name, column] as const)));

/** One data row of the file: its line (the header is line 1) and its cells by column. */
export interface RosterFileRow {
  line: number;
  cells: Record<RosterColumn, string>;
}

export type RosterFileReading =
  | { ok: true; rows: RosterFileRow[] }
  | { ok: false; problem: 'unreadable' | 'empty' | 'tooManyRows' }
  | { ok: false; problem: 'missingColumns'; columns: RosterColumn[] };

/** The separator of the header line: a semicolon when it has more of those than commas. */
function separatorOf(text: string): ',' | ';' {
  const firstLine = text.replace(/^\ufeff/, '').split(/\r?\n/, 1)[0] ?? '';
  const count = (char: string) => firstLine.split(char).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Windows-1252's bytes 0x80 to 0x9F (curly quotes, the euro, Œ…); the others are Latin-1's. Decoded
 * here because Node 20's TextDecoder reads 'windows-1252' as Latin-1, which makes these control characters.
 */
const WINDOWS_1252_80_TO_9F = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

const fromWindows1252 = (content: Uint8Array) =>
  Buffer.from(content.buffer, content.byteOffset, content.byteLength)
    .toString('latin1')
    .replace(/[\u0080-\u009f]/g, (char) => WINDOWS_1252_80_TO_9F[char.charCodeAt(0) - 0x80]!);

/**
 * The file's text: UTF-8 when its bytes are UTF-8, else Windows-1252. Accented letters in
 * Windows-1252 are never valid UTF-8, so a file that decodes as UTF-8 is one.
 */
function rosterFileText(content: Uint8Array): string {
  try {
    return utf8.decode(content);
  } catch {
    return fromWindows1252(content);
  }
}

/** Reads the file's rows, or says why it cannot: each row's cells trimmed, blank lines skipped. */
export function readRosterFile(content: Buffer, maxRows: number): RosterFileReading {
  const text = rosterFileText(content);
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, {
      bom: true,
      delimiter: separatorOf(text),
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    }) as unknown as typeof records;
  } catch {
    // An unclosed quote, a stray character: the file as a whole is not a CSV we can read.
    return { ok: false, problem: 'unreadable' };
  }
  const [header, ...data] = records;
  if (!header || data.length === 0) return { ok: false, problem: 'empty' };
  if (data.length > maxRows) return { ok: false, problem: 'tooManyRows' };

  const positions = new Map<RosterColumn, number>();
  header.record.forEach((name, index) => {
    const column = COLUMN_BY_HEADER.get(headerKey(name));
    if (column && !positions.has(column)) positions.set(column, index);
  });
  const missing = ROSTER_COLUMNS.filter((column) => !positions.has(column) && !OPTIONAL_COLUMNS.has(column));
  if (!positions.has('guardianEmail') && !positions.has('guardianPhone')) missing.push('guardianEmail');
  if (missing.length > 0) return { ok: false, problem: 'missingColumns', columns: missing };

  const rows = data
    // A row of empty cells (a spreadsheet's trailing commas) is no student.
    .filter(({ record }) => record.some((cell) => cell !== ''))
    .map(({ record, info }) => {
      const cells = Object.fromEntries(
        ROSTER_COLUMNS.map((column) => {
          const position = positions.get(column);
          return [column, position === undefined ? '' : (record[position] ?? '')];
        }),
      ) as Record<RosterColumn, string>;
      return { line: info.lines, cells };
    });
  return { ok: true, rows };
}
