import type { Placement, SchoolPartBody } from '@common/contracts/placements';

// The school's part as its form holds it (docs/product/placements.md#the-agreement): the
// coordinator (prefilled from the school's profile), the parent or guardian (optional here), and
// the student's date of birth when the agreement lacks it.

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
}

export interface SchoolFormValues {
  coordinator: ContactValues;
  guardian: ContactValues;
  studentDateOfBirth: string;
}

const contact = (value: { name: string | null; email: string | null; phone: string | null }): ContactValues => ({
  name: value.name ?? '',
  email: value.email ?? '',
  phone: value.phone ?? '',
});

export function schoolFormDefaults(terms: Placement['terms']): SchoolFormValues {
  return { coordinator: contact(terms.coordinator), guardian: contact(terms.guardian), studentDateOfBirth: terms.studentDateOfBirth ?? '' };
}

const isBlank = (value: ContactValues) => !value.name.trim() && !value.email.trim() && !value.phone.trim();

/**
 * The body of PUT …/school-part: a guardian left wholly blank is none (yet). The date of birth is
 * sent as the agreement has it (or as typed when it had none): the profile's date wins on the server.
 */
export function toSchoolPartBody(values: SchoolFormValues): SchoolPartBody {
  return {
    coordinator: values.coordinator,
    guardian: isBlank(values.guardian) ? null : values.guardian,
    studentDateOfBirth: values.studentDateOfBirth.trim() || null,
  };
}
