import { createHash } from 'node:crypto';
import type { PlacementTerms } from '@common/contracts/placements';
import type { SignerParty } from '@common/enums';
import { minutesWorked, weeklyMinutes } from '@common/placement-schedule';

// The exact text of one version of a placement agreement (docs/product/placements.md#signatures):
// what every party signs and what its SHA-256 proves. Deterministic (the same fields make the same
// text, byte for byte), plain text with English labels, the users' own words as they wrote them,
// every field of the agreement, the parties, the rule pack and who must sign. Never reworded once
// a version was sent: a text kept in placement_versions is the text, whatever this file becomes.

export interface AgreementTextInput {
  version: number;
  jobTitle: string;
  studentName: string;
  /** The employer's company as FirstRung knows it (its legal name is in the workplace). */
  employerName: string;
  schoolName: string | null;
  terms: PlacementTerms;
  requiredParties: readonly SignerParty[];
  rulePack: { jurisdiction: string; version: number; effectiveFrom: string };
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const PARTY_LABELS: Record<SignerParty, string> = {
  student: 'Student',
  guardian: 'Parent or guardian',
  employer: 'Employer',
  institution: 'School',
};
const INSURERS: Record<string, string> = { employer: 'The employer', school_board: 'The school board', other: 'Other' };

/** A field's value as written, or a dash for an empty one (an optional field left out). */
const value = (text: string | number | null | undefined) => (text === null || text === undefined || text === '' ? '-' : String(text));
const line = (label: string, text: string | number | null | undefined) => `${label}: ${value(text)}`;

function minutesText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')} min`;
}

function workingTime(terms: PlacementTerms): string[] {
  if (!terms.schedule) return [line('Hours a week', terms.weeklyHours)];
  const days = [...terms.schedule.days].sort((a, b) => a.weekday - b.weekday);
  return [
    'Weekly schedule (workplace time):',
    ...days.map(
      (day) =>
        `- ${WEEKDAYS[day.weekday - 1]}: ${day.start} to ${day.end}, unpaid breaks ${day.breakMinutes} min, worked ${minutesText(minutesWorked(day))}`,
    ),
    `Total a week: ${minutesText(weeklyMinutes(terms.schedule))}`,
  ];
}

/** An attached file as the text names it: its name and the SHA-256 of its bytes, so a signature covers that exact file. */
const fileText = (file: PlacementTerms['riskAssessment']) => (file ? `${file.fileName} (SHA-256 ${file.sha256})` : null);

/** The version's text. */
export function agreementText(input: AgreementTextInput): string {
  const { terms } = input;
  const guardianRequired = input.requiredParties.includes('guardian');
  const sections: string[][] = [
    ['FirstRung placement agreement', line('Version', input.version), line('Posting', input.jobTitle)],
    [
      'THE PARTIES',
      line('Student', input.studentName),
      line('Student date of birth', terms.studentDateOfBirth),
      guardianRequired
        ? line('Parent or guardian', [terms.guardian.name, terms.guardian.email, terms.guardian.phone].map(value).join(', '))
        : 'Parent or guardian: not required (the student is of age on the start date)',
      line('Employer', input.employerName),
      input.schoolName ? line('School', input.schoolName) : 'School: none (no school takes part in this placement)',
      ...(input.schoolName
        ? [line('School coordinator', [terms.coordinator.name, terms.coordinator.email, terms.coordinator.phone].map(value).join(', '))]
        : []),
    ],
    [
      'THE WORKPLACE',
      line('Legal name', terms.workplace.legalName),
      line('Address', terms.workplace.address),
      line('City', terms.workplace.city),
      line('Province or state', terms.workplace.region),
      line('Country', terms.workplace.country),
      line('Postal code', terms.workplace.postalCode),
    ],
    ['DATES AND WORKING TIME', line('Start date', terms.startDate), line('End date', terms.endDate), ...workingTime(terms)],
    ['TASKS AND LEARNING', line('Tasks', terms.tasks), line('What the student will learn', terms.learningGoals)],
    [
      'WORKPLACE SUPERVISOR',
      line('Name', terms.supervisor.name),
      line('Role', terms.supervisor.role),
      line('E-mail', terms.supervisor.email),
      line('Phone', terms.supervisor.phone),
    ],
    [
      'HEALTH AND SAFETY',
      line('Hazards', terms.hazards),
      line('Protective equipment', terms.protectiveEquipment),
      line('Risk assessment (attached file)', fileText(terms.riskAssessment ?? null)),
    ],
    [
      'INSURANCE',
      line('Who covers the student', INSURERS[terms.insurance.coveredBy ?? ''] ?? null),
      line('Details', terms.insurance.details),
      line('Insurance certificate (attached file)', fileText(terms.insurance.certificate ?? null)),
    ],
    ['EMERGENCY CONTACT', line('Name', terms.emergencyContact.name), line('Phone', terms.emergencyContact.phone)],
    [
      'RULES APPLIED',
      line('Rule pack', `${input.rulePack.jurisdiction}, version ${input.rulePack.version}, in effect from ${input.rulePack.effectiveFrom}`),
      input.schoolName
        ? 'The school remains responsible for the placement; the rule pack is guidance, not legal advice.'
        : 'The student and the employer are responsible for the placement; the rule pack is guidance, not legal advice.',
    ],
    ['WHO SIGNS', ...input.requiredParties.map((party) => `- ${PARTY_LABELS[party]}`)],
  ];
  return `${sections.map((section) => section.join('\n')).join('\n\n')}\n`;
}

/** The SHA-256 of the text's UTF-8 bytes, lowercase hexadecimal: what each signature records. */
export const textHashOf = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
