import type { SchoolHoursResponse } from '@common/contracts/school-hours';
import type { Language } from '@common/languages';
import { fill } from '@common/messages';
import english from '../../locales/en/exports.json';
import french from '../../locales/fr/exports.json';
import { toCsv } from '../../http/csv';

// The school's hours for a period as a spreadsheet file, for insurance and the province's reporting
// (docs/product/placement-hours.md#the-schools-views): the same rows as the page, its column names in
// the request's language (server/locales/<language>/exports.json), the hours both as minutes and as
// decimal hours (2 decimals), and a last row with the period's total.

type ExportTexts = typeof english;
const TEXTS: Record<Language, ExportTexts> = { en: english, fr: french };

/** "7.50": hours with 2 decimals and a point, which every spreadsheet reads as a number. */
const decimalHours = (minutes: number) => (minutes / 60).toFixed(2);

export function schoolHoursCsv(report: SchoolHoursResponse, language: Language): { fileName: string; body: string } {
  const texts = TEXTS[language];
  const header = [
    texts.hoursStudent,
    texts.hoursJob,
    texts.hoursEmployer,
    texts.hoursShifts,
    texts.hoursMinutes,
    texts.hoursHours,
    texts.hoursFrom,
    texts.hoursTo,
  ];
  const lines = report.rows.map((row) => [
    row.studentName,
    row.jobTitle,
    row.employerName,
    String(row.shifts),
    String(row.verifiedMinutes),
    decimalHours(row.verifiedMinutes),
    report.from,
    report.to,
  ]);
  const shifts = report.rows.reduce((sum, row) => sum + row.shifts, 0);
  const total = [texts.hoursTotal, '', '', String(shifts), String(report.totalMinutes), decimalHours(report.totalMinutes), report.from, report.to];
  return { fileName: fill(texts.hoursFileName, { from: report.from, to: report.to }), body: toCsv(header, [...lines, total]) };
}
