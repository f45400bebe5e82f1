import { z } from 'zod';
import { EDUCATION_LEVELS } from '@common/enums';
import { ageOn, isCalendarDay } from '@common/placement-rules';
import { toE164 } from '@common/phone-number';
import type { StoredRosterError, StoredRosterRow } from '../../db/schema';
import { msg, type Message } from '../../errors/message';
import type { RosterColumn, RosterFileRow } from './roster-csv';

// The checks of each row of a roster file (docs/product/school-sign-in.md#roster-import-csv). Pure:
// what needs the database (an address that belongs to an account that is not a student's) is
// checked by the caller on the rows that pass these.

/** A student's plausible age on the day of the import: secondary school, with room for the late and the early. */
export const ROSTER_STUDENT_AGE = { min: 11, max: 21 } as const;
/** Under this age a guardian must be named, with a way to reach them. */
const ADULT_AGE = 18;

/** The grades the product knows (EDUCATION_LEVELS' "Grade 9" to "Grade 12"), by their number. */
const GRADES = new Map(EDUCATION_LEVELS.filter((level) => level.startsWith('Grade ')).map((level) => [level.slice('Grade '.length), level] as const));

/**
 * "10", "Grade 10", "grade10", "10e", "10e année", "10th": "Grade 10"; null when the product does
 * not know the grade.
 */
export function gradeOf(text: string): string | null {
  const match = /^(?:grade\s*)?(\d{1,2})(?:\s*(?:e|th|ème|eme)(?:\s*ann[ée]e)?)?$/i.exec(text.trim());
  return match ? (GRADES.get(String(Number(match[1]))) ?? null) : null;
}

const emailFormat = z.email();
const isEmail = (text: string) => text.length <= 254 && emailFormat.safeParse(text).success;

/** A fault of a row, in words still to be written in the school's language. */
export interface RowFault {
  line: number;
  field: RosterColumn | null;
  message: Message;
}

export interface CheckedRows {
  rows: StoredRosterRow[];
  faults: RowFault[];
}

/**
 * Checks every row; a row with a fault is left out of `rows`. An address given twice is a fault of
 * the second row, which names the line of the first. `today` is the import's day (YYYY-MM-DD).
 */
export function checkRosterRows(fileRows: readonly RosterFileRow[], today: string): CheckedRows {
  const rows: StoredRosterRow[] = [];
  const faults: RowFault[] = [];
  const firstLineOfEmail = new Map<string, number>();
  for (const { line, cells } of fileRows) {
    const rowFaults: RowFault[] = [];
    const fault = (field: RosterColumn | null, message: Message) => rowFaults.push({ line, field, message });

    if (!cells.firstName) fault('firstName', msg('rosterImport.firstNameRequired'));
    if (!cells.lastName) fault('lastName', msg('rosterImport.lastNameRequired'));

    const email = cells.email.toLowerCase();
    if (!email) fault('email', msg('rosterImport.emailRequired'));
    else if (!isEmail(email)) fault('email', msg('rosterImport.emailInvalid'));
    else {
      const firstLine = firstLineOfEmail.get(email);
      if (firstLine !== undefined) fault('email', msg('rosterImport.emailTwice', { line: firstLine }));
      else firstLineOfEmail.set(email, line);
    }

    const grade = gradeOf(cells.grade);
    if (!grade) fault('grade', msg('rosterImport.gradeUnknown'));

    let age: number | null = null;
    if (!isCalendarDay(cells.dateOfBirth)) fault('dateOfBirth', msg('rosterImport.dateOfBirthInvalid'));
    else if (cells.dateOfBirth > today || (age = ageOn(cells.dateOfBirth, today)) < ROSTER_STUDENT_AGE.min || age > ROSTER_STUDENT_AGE.max)
      fault('dateOfBirth', msg('rosterImport.ageImplausible', ROSTER_STUDENT_AGE));

    const guardianEmail = cells.guardianEmail.toLowerCase() || null;
    if (guardianEmail && !isEmail(guardianEmail)) fault('guardianEmail', msg('rosterImport.guardianEmailInvalid'));
    else if (guardianEmail && guardianEmail === email) fault('guardianEmail', msg('rosterImport.guardianEmailSame'));
    const guardianPhone = cells.guardianPhone ? toE164(cells.guardianPhone) : null;
    if (cells.guardianPhone && !guardianPhone) fault('guardianPhone', msg('rosterImport.guardianPhoneInvalid'));
    // A minor's school must be able to reach a parent or guardian: for their placement agreements.
    if (age !== null && age < ADULT_AGE) {
      if (!cells.guardianName) fault('guardianName', msg('rosterImport.guardianNameRequired'));
      if (!cells.guardianEmail && !cells.guardianPhone) fault('guardianEmail', msg('rosterImport.guardianContactRequired'));
    }

    if (rowFaults.length > 0) {
      faults.push(...rowFaults);
      continue;
    }
    rows.push({
      line,
      email,
      firstName: cells.firstName,
      lastName: cells.lastName,
      grade: grade!,
      dateOfBirth: cells.dateOfBirth,
      guardianName: cells.guardianName,
      guardianEmail,
      guardianPhone,
    });
  }
  return { rows, faults };
}

/** A fault as kept with the import: its words written once, in the language of the upload. */
export const storedFault = (fault: RowFault, write: (message: Message) => string): StoredRosterError => ({
  line: fault.line,
  field: fault.field,
  message: write(fault.message),
});
