// Who may register for a job fair as what. Kept apart from the zod contracts so the events page
// does not load the schemas to show its registration control.
import { REGISTRATION_TYPES, type RegistrationType, type Role } from './enums';

/**
 * The Employer Booth option appears only for employers; Guest Speaker for anyone but students
 * (students come to listen: docs/product/events.md#registration).
 */
export function registrationTypesFor(role: Role | null | undefined): RegistrationType[] {
  return REGISTRATION_TYPES.filter((type) => (type === 'employer_booth' ? role === 'employer' : type !== 'guest_speaker' || role !== 'student'));
}

/** student for students, employer_booth for employers, student otherwise. */
export function defaultRegistrationType(role: Role | null | undefined): RegistrationType {
  return role === 'employer' ? 'employer_booth' : 'student';
}
