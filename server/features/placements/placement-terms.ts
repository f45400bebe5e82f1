import type { z } from 'zod';
import type { employerPartBody, PlacementTerms, schoolPartBody } from '@common/contracts/placements';
import { COUNTRIES, REGIONS_BY_COUNTRY, type Country } from '@common/enums';
import type { ScheduleDay } from '@common/placement-schedule';

// The agreement's fields (docs/product/placements.md#the-agreement) as they are built: prefilled
// from the posting and the profiles when the offer is accepted, then each party's part written
// over its own fields. Pure functions: the repository stores what they return.

const noContact = () => ({ name: null, email: null, phone: null });

/** An agreement with nothing filled in. */
export function emptyTerms(): PlacementTerms {
  return {
    workplace: { legalName: null, address: null, city: null, country: null, region: null, postalCode: null },
    startDate: null,
    endDate: null,
    schedule: null,
    weeklyHours: null,
    tasks: null,
    learningGoals: null,
    supervisor: { name: null, role: null, email: null, phone: null },
    hazards: null,
    protectiveEquipment: null,
    riskAssessment: null,
    insurance: { coveredBy: null, details: null, certificate: null },
    emergencyContact: { name: null, phone: null },
    coordinator: noContact(),
    guardian: noContact(),
    studentDateOfBirth: null,
  };
}

/** What the accepted offer and the profiles already say about the agreement. */
export interface PrefillSource {
  job: { companyName: string; location: string; city: string; postalCode: string | null; startDate: string | null; hoursPerWeek: number | null };
  employer: { companyName: string; country: string | null; region: string | null } | null;
  institution: { contactPerson: string | null; contactEmail: string | null; contactPhone: string | null } | null;
  student: { dateOfBirth: string | null } | null;
  /** The student's parent or guardian as the school's roster import gave them (server/features/roster-imports). */
  rosterGuardian: { name: string; email: string | null; phone: string | null } | null;
}

const isCountry = (value: string | null): value is Country => (COUNTRIES as readonly string[]).includes(value ?? '');

/**
 * The draft's fields: the employer's company name as the legal name (its profile's, else the
 * posting's), the posting's place, postal code, city, start date and hours a week, the employer's
 * country and province or state (only a region of that country), the school's contact as the
 * coordinator, the student's date of birth, the parent or guardian of the school's roster. The
 * employer and the school check and complete them.
 */
export function prefilledTerms(source: PrefillSource): PlacementTerms {
  const terms = emptyTerms();
  const country = isCountry(source.employer?.country ?? null) ? (source.employer!.country as Country) : null;
  const region = country && source.employer?.region && REGIONS_BY_COUNTRY[country].includes(source.employer.region) ? source.employer.region : null;
  terms.workplace = {
    legalName: source.employer?.companyName || source.job.companyName,
    address: source.job.location,
    city: source.job.city,
    country,
    region,
    postalCode: source.job.postalCode,
  };
  terms.startDate = source.job.startDate;
  terms.weeklyHours = source.job.hoursPerWeek;
  if (source.institution) {
    terms.coordinator = { name: source.institution.contactPerson, email: source.institution.contactEmail, phone: source.institution.contactPhone };
  }
  terms.studentDateOfBirth = source.student?.dateOfBirth ?? null;
  // Only with the school that gave it: the school confirms it in its part (its form starts from it).
  if (source.institution && source.rosterGuardian) terms.guardian = { ...source.rosterGuardian };
  return terms;
}

/** The employer's part written over the agreement: a schedule replaces the weekly hours, and the other way round. */
export function withEmployerPart(terms: PlacementTerms, part: z.output<typeof employerPartBody>): PlacementTerms {
  return {
    ...terms,
    workplace: { ...part.workplace },
    startDate: part.startDate,
    endDate: part.endDate,
    schedule: part.schedule ? { days: part.schedule.days.map((day) => ({ ...day, weekday: day.weekday as ScheduleDay['weekday'] })) } : null,
    weeklyHours: part.schedule ? null : (part.weeklyHours ?? null),
    tasks: part.tasks,
    learningGoals: part.learningGoals,
    supervisor: { ...part.supervisor },
    hazards: part.hazards,
    protectiveEquipment: part.protectiveEquipment,
    // The certificate is uploaded on its own (placement-files.ts): the part keeps it.
    insurance: { ...part.insurance, certificate: terms.insurance.certificate },
    emergencyContact: { ...part.emergencyContact },
  };
}

/**
 * The terms as stored, with the file references an agreement written before the uploads existed
 * lacks (null: nothing attached), so every reader sees the whole shape.
 */
export function withFileFields(terms: PlacementTerms): PlacementTerms {
  return {
    ...terms,
    riskAssessment: terms.riskAssessment ?? null,
    insurance: { ...terms.insurance, certificate: terms.insurance.certificate ?? null },
  };
}

/** The school's part written over the agreement, with the date of birth it settled on. */
export function withSchoolPart(terms: PlacementTerms, part: z.output<typeof schoolPartBody>, studentDateOfBirth: string): PlacementTerms {
  return {
    ...terms,
    coordinator: { ...part.coordinator },
    guardian: part.guardian ? { ...part.guardian } : noContact(),
    studentDateOfBirth,
  };
}

/** A phone number's digits, the last ten (so "+1 416 555 0100" and "(416) 555-0100" are one number). */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, '').slice(-10);

/** Whether two phone numbers are the same line (numbers too short to compare never are). */
export function samePhone(a: string | null, b: string | null): boolean {
  if (!a || !b) return false;
  const left = phoneDigits(a);
  return left.length >= 7 && left === phoneDigits(b);
}
