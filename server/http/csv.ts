// One way to write a spreadsheet file (CSV, RFC 4180): every cell quoted when it must be, and no
// cell a spreadsheet would run as a formula. A cell that starts with =, +, -, @ (or a tab or a
// carriage return, which some spreadsheets skip before reading a formula) gets a ' in front,
// so "=HYPERLINK(…)" typed as a name reads as text (OWASP, CSV injection).

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;
/** The byte order mark: without it, Excel reads UTF-8 as the system's code page and accents break. */
const UTF8_BOM = '\uFEFF';

/** One cell, safe to open and written as CSV. */
export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: the header row, then the rows; CRLF line ends, UTF-8 with its byte order mark. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return UTF8_BOM + [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
