import { describe, expect, it } from 'vitest';
import { ROSTER_TEMPLATE } from '@common/contracts/roster-imports';
import { readRosterFile } from './roster-csv';
import { checkRosterRows, gradeOf } from './roster-rows';

const HEADER = "First name,Last name,E-mail,Grade,Date of birth,Guardian's name,Guardian's e-mail,Guardian's phone";

describe('readRosterFile', () => {
  it('reads French headers, a byte order mark, semicolons, quoted cells, and skips blank lines', () => {
    const csv =
      '\ufeffPrénom;Nom;Courriel;Niveau;Date de naissance;Nom du tuteur;Téléphone du tuteur\n"Zoé; Anne";Roy;Z@x.ca;10;2010-01-01;Luc;4165550123\n\n;;;;;;\nAl;Bo;a@x.ca;9;2010-01-01;Di;\n';
    const reading = readRosterFile(Buffer.from(csv), 10);
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    expect(reading.rows.map((row) => row.line)).toEqual([2, 5]);
    expect(reading.rows[0]!.cells).toMatchObject({ firstName: 'Zoé; Anne', email: 'Z@x.ca', guardianPhone: '4165550123', guardianEmail: '' });
  });

  it('reads a file older Excel saved in Windows-1252: its accents as written', () => {
    // "Prénom;Nom;…" and "Zoé;Gagnon;…" with é as the single byte 0xE9, and a typographic apostrophe (0x92).
    const latin = (text: string) => Buffer.from([...text].map((char) => ({ é: 0xe9, '’': 0x92 })[char] ?? char.charCodeAt(0)));
    const file = latin(
      'Prénom;Nom;Courriel;Niveau;Date de naissance;Nom du tuteur;Téléphone du tuteur\r\nZoé;D’Amour;z@x.ca;10;2010-01-01;Hélène;4165550123\r\n',
    );
    const reading = readRosterFile(file, 10);
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    expect(reading.rows[0]!.cells).toMatchObject({ firstName: 'Zoé', lastName: 'D’Amour', guardianName: 'Hélène', guardianPhone: '4165550123' });
  });

  it('names the missing columns, and refuses too many rows or none', () => {
    expect(readRosterFile(Buffer.from('First name,E-mail\nA,a@x.ca\n'), 10)).toEqual({
      ok: false,
      problem: 'missingColumns',
      columns: ['lastName', 'grade', 'dateOfBirth', 'guardianName', 'guardianEmail'],
    });
    expect(readRosterFile(Buffer.from(`${HEADER}\n`), 10)).toEqual({ ok: false, problem: 'empty' });
    expect(readRosterFile(Buffer.from(`${HEADER}\n${'a,b,c@x.ca,9,2010-01-01,g,,\n'.repeat(3)}`), 2)).toEqual({ ok: false, problem: 'tooManyRows' });
    expect(readRosterFile(Buffer.from(`${HEADER}\n"unclosed,b\n`), 10)).toEqual({ ok: false, problem: 'unreadable' });
  });
});

describe('the template a school downloads', () => {
  it.each(['en', 'fr'] as const)('names every column the server reads (%s)', (language) => {
    const { separator, headers } = ROSTER_TEMPLATE[language];
    const row = ['Ana', 'Roy', 'ana@example.org', '10', '2010-05-04', 'Luc Roy', 'luc@example.org', '+15145550101'];
    const reading = readRosterFile(Buffer.from(`\ufeff${headers.join(separator)}\n${row.join(separator)}\n`), 10);
    expect(reading).toEqual({
      ok: true,
      rows: [
        {
          line: 2,
          cells: {
            firstName: 'Ana',
            lastName: 'Roy',
            email: 'ana@example.org',
            grade: '10',
            dateOfBirth: '2010-05-04',
            guardianName: 'Luc Roy',
            guardianEmail: 'luc@example.org',
            guardianPhone: '+15145550101',
          },
        },
      ],
    });
  });
});

describe('gradeOf', () => {
  it('knows grades 9 to 12 however written, and nothing else', () => {
    expect(['9', 'Grade 10', 'grade11', '12e', '10e année', '11th'].map(gradeOf)).toEqual([
      'Grade 9',
      'Grade 10',
      'Grade 11',
      'Grade 12',
      'Grade 10',
      'Grade 11',
    ]);
    expect(['8', '13', 'senior', ''].map(gradeOf)).toEqual([null, null, null, null]);
  });
});

describe('checkRosterRows', () => {
  const cells = (overrides: Record<string, string> = {}) => ({
    firstName: 'Ada',
    lastName: 'Roy',
    email: 'ada@x.ca',
    grade: '10',
    dateOfBirth: '2010-03-01',
    guardianName: 'Luc',
    guardianEmail: 'luc@x.ca',
    guardianPhone: '',
    ...overrides,
  });

  it('keeps a good row as stored, e-mails in lower case and phones in E.164', () => {
    const checked = checkRosterRows([{ line: 2, cells: cells({ email: 'Ada@X.ca', guardianPhone: '(416) 555-0123' }) }], '2026-11-28');
    expect(checked.faults).toEqual([]);
    expect(checked.rows).toEqual([
      {
        line: 2,
        email: 'ada@x.ca',
        firstName: 'Ada',
        lastName: 'Roy',
        grade: 'Grade 10',
        dateOfBirth: '2010-03-01',
        guardianName: 'Luc',
        guardianEmail: 'luc@x.ca',
        guardianPhone: '+14165550123',
      },
    ]);
  });

  it('names the line of the first use of an address given twice', () => {
    const checked = checkRosterRows(
      [
        { line: 2, cells: cells() },
        { line: 3, cells: cells({ email: 'ADA@x.ca' }) },
      ],
      '2026-11-28',
    );
    expect(checked.faults).toEqual([{ line: 3, field: 'email', message: { key: 'rosterImport.emailTwice', params: { line: 2 } } }]);
  });

  it('asks a guardian of a minor only: an adult needs none', () => {
    const minor = checkRosterRows([{ line: 2, cells: cells({ guardianName: '', guardianEmail: '' }) }], '2026-11-28');
    expect(minor.faults.map((fault) => fault.field)).toEqual(['guardianName', 'guardianEmail']);
    const adult = checkRosterRows([{ line: 2, cells: cells({ dateOfBirth: '2007-01-01', guardianName: '', guardianEmail: '' }) }], '2026-11-28');
    expect(adult.faults).toEqual([]);
  });

  it('refuses a day that does not exist and an implausible age', () => {
    const checked = checkRosterRows(
      [
        { line: 2, cells: cells({ dateOfBirth: '2010-02-30' }) },
        { line: 3, cells: cells({ email: 'b@x.ca', dateOfBirth: '2020-01-01' }) },
        { line: 4, cells: cells({ email: 'c@x.ca', dateOfBirth: '2030-01-01' }) },
      ],
      '2026-11-28',
    );
    expect(checked.faults.map((fault) => [fault.line, fault.message.key])).toEqual([
      [2, 'rosterImport.dateOfBirthInvalid'],
      [3, 'rosterImport.ageImplausible'],
      [4, 'rosterImport.ageImplausible'],
    ]);
  });
});
