import type { EmployerPartBody, Placement } from '@common/contracts/placements';
import type { Country, PlacementInsurer } from '@common/enums';

// The employer's part as its form holds it (docs/product/placements.md#the-agreement): every field
// as typed (text), the working time as a schedule (a row per working day) or as hours a week, and
// the body the API takes made from it. Prefilled from the agreement as it stands.

export interface ScheduleRow {
  /** "1" (Monday) to "7" (Sunday), as the select holds it. */
  weekday: string;
  start: string;
  end: string;
  breakMinutes: string;
}

export type TimeMode = 'schedule' | 'hours';

export interface EmployerFormValues {
  workplace: { legalName: string; address: string; city: string; country: Country | ''; region: string; postalCode: string };
  startDate: string;
  endDate: string;
  timeMode: TimeMode;
  days: ScheduleRow[];
  weeklyHours: string;
  tasks: string;
  learningGoals: string;
  supervisor: { name: string; role: string; email: string; phone: string };
  hazards: string;
  protectiveEquipment: string;
  insurance: { coveredBy: PlacementInsurer | ''; details: string };
  emergencyContact: { name: string; phone: string };
}

/** A new row: the next weekday not yet in the schedule, on usual daytime hours. */
export function newScheduleRow(rows: readonly ScheduleRow[]): ScheduleRow {
  const taken = new Set(rows.map((row) => row.weekday));
  const weekday = ['1', '2', '3', '4', '5', '6', '7'].find((day) => !taken.has(day)) ?? '1';
  return { weekday, start: '09:00', end: '15:00', breakMinutes: '30' };
}

const text = (value: string | null) => value ?? '';

/** The form's first values: the agreement as it stands (a schedule when it has one, else hours a week). */
export function employerFormDefaults(terms: Placement['terms']): EmployerFormValues {
  const { workplace, supervisor, insurance, emergencyContact } = terms;
  const days = (terms.schedule?.days ?? []).map((day) => ({
    weekday: String(day.weekday),
    start: day.start,
    end: day.end,
    breakMinutes: String(day.breakMinutes),
  }));
  return {
    workplace: {
      legalName: text(workplace.legalName),
      address: text(workplace.address),
      city: text(workplace.city),
      country: workplace.country ?? '',
      region: text(workplace.region),
      postalCode: text(workplace.postalCode),
    },
    startDate: text(terms.startDate),
    endDate: text(terms.endDate),
    timeMode: terms.schedule || terms.weeklyHours === null ? 'schedule' : 'hours',
    days: days.length > 0 ? days : [newScheduleRow([])],
    weeklyHours: terms.weeklyHours === null ? '' : String(terms.weeklyHours),
    tasks: text(terms.tasks),
    learningGoals: text(terms.learningGoals),
    supervisor: { name: text(supervisor.name), role: text(supervisor.role), email: text(supervisor.email), phone: text(supervisor.phone) },
    hazards: text(terms.hazards),
    protectiveEquipment: text(terms.protectiveEquipment),
    insurance: { coveredBy: insurance.coveredBy ?? '', details: text(insurance.details) },
    emergencyContact: { name: text(emergencyContact.name), phone: text(emergencyContact.phone) },
  };
}

/** A number typed in a field; an empty field is not 0 but missing (NaN, which the contract refuses). */
const typedNumber = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/** The body of PUT …/employer-part: the schedule or the hours a week, whichever the employer chose, never both. */
export function toEmployerPartBody(values: EmployerFormValues): EmployerPartBody {
  const schedule =
    values.timeMode === 'schedule'
      ? {
          days: values.days.map((row) => ({
            weekday: typedNumber(row.weekday),
            start: row.start,
            end: row.end,
            breakMinutes: typedNumber(row.breakMinutes),
          })),
        }
      : null;
  return {
    workplace: { ...values.workplace, country: values.workplace.country as Country },
    startDate: values.startDate,
    endDate: values.endDate,
    schedule,
    weeklyHours: values.timeMode === 'hours' ? typedNumber(values.weeklyHours) : null,
    tasks: values.tasks,
    learningGoals: values.learningGoals,
    supervisor: values.supervisor,
    hazards: values.hazards,
    protectiveEquipment: values.protectiveEquipment,
    insurance: { coveredBy: values.insurance.coveredBy as PlacementInsurer, details: values.insurance.details },
    emergencyContact: values.emergencyContact,
  };
}

/**
 * The contract's path of a field as the form names it: a schedule's days are the form's `days`
 * rows; "give a schedule or hours" (path `schedule`) and a schedule without days sit on the choice.
 */
export function employerFormPath(path: string): string {
  if (path === 'schedule' || path === 'schedule.days') return 'timeMode';
  return path.startsWith('schedule.days.') ? path.slice('schedule.'.length) : path;
}
