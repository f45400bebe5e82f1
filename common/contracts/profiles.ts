import { z } from 'zod';
import {
  AVAILABILITIES,
  COMPANY_SIZES,
  COUNTRIES,
  EDUCATION_LEVELS,
  INDUSTRIES,
  LANGUAGE_BENCHMARKS,
  REGIONS_BY_COUNTRY,
  YOUTH_STATUSES,
  type Country,
} from '../enums';
import { keyed, keyedIssue } from '../messages';
import { DEFAULT_SCHOOL_ALERT_RADIUS_KM, SCHOOL_ALERT_RADII_KM, type SchoolAlertRadiusKm } from '../near-me';
import { verificationStateSchema } from './verification';
import { optionalClassCodeField } from './class-codes';

// One schema per profile kind, used three times: the server validates the POST body with it, the
// web client is typed by it, and the setup form resolves with it. Every optional field accepts an
// empty string or null from the form and stores null. The rules: docs/product/profiles.md.

const tooLong = (max: number) => keyed('profiles.tooLong', { max });

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * People type "example.com" for a website: an address without a scheme is taken as https
 * (docs/product/profiles.md#validation-rules). One with a scheme is left as typed, so
 * "javascript:…" or "ftp://…" is still refused.
 */
export function withWebScheme(value: string): string {
  return value === '' || /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
}

/** A web address as typed: http(s), or a host name with a dot and no scheme (made https). */
function isWebAddress(typed: string): boolean {
  const value = withWebScheme(typed);
  if (!isHttpUrl(value)) return false;
  return value === typed || new URL(value).hostname.includes('.');
}

const isEmail = (value: string) => z.email().safeParse(value).success;

/** Optional free text: trimmed, at most `max` characters, blank stored as null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .nullish()
    .transform((value) => value || null);

/** Optional web address: portfolio, LinkedIn and website fields take http(s) URLs ("example.com" becomes https://example.com). */
const optionalUrl = z
  .string()
  .trim()
  .max(500, tooLong(500))
  .refine((value) => value === '' || isWebAddress(value), keyed('profiles.urlInvalid'))
  .transform(withWebScheme)
  .nullish()
  .transform((value) => value || null);

const optionalEmail = z
  .string()
  .trim()
  .max(254, tooLong(254))
  .refine((value) => value === '' || isEmail(value), keyed('fields.emailInvalid'))
  .nullish()
  .transform((value) => (value ? value.toLowerCase() : null));

const optionalPhone = z
  .string()
  .trim()
  .max(40, tooLong(40))
  .refine((value) => /^[0-9+()\-.\s]*$/.test(value), keyed('profiles.phoneInvalid'))
  .nullish()
  .transform((value) => value || null);

/** A choice from one of the product's enumerations (common/enums.ts); blank means not chosen. */
const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .nullish()
    .refine((value) => !value || (values as readonly string[]).includes(value), keyed('profiles.choiceOneOf'))
    .transform((value) => (value ? (value as T[number]) : null));

/**
 * A postal code as people type it (docs/product/near-me.md): Canadian (A1A 1A1, or its first three
 * characters) or a US ZIP code; stored as typed, trimmed. Whether FirstRung knows the place is the
 * server's check (its place data is not in the browser).
 */
export const optionalPostalCode = z
  .string()
  .trim()
  .nullish()
  .refine((value) => !value || /^[a-z]\d[a-z](\s*\d[a-z]\d)?$/i.test(value) || /^\d{5}(-?\d{4})?$/.test(value), keyed('profiles.postalCodeFormat'))
  .transform((value) => value || null);

/** A whole number typed into a number field (a string from the form, a number from other clients). */
const optionalWholeNumber = (min: number, max: number) =>
  z
    .union([z.number(), z.string().trim()])
    .nullish()
    .transform((value) => (value === '' || value === null || value === undefined ? null : Number(value)))
    .refine((value) => value === null || Number.isInteger(value), keyed('profiles.wholeNumber'))
    .refine((value) => value === null || !Number.isInteger(value) || (value >= min && value <= max), keyed('profiles.numberRange', { min, max }));

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
function isRealDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Date of birth, YYYY-MM-DD, a real day between 1900 and today. */
const optionalBirthDate = z
  .string()
  .trim()
  .refine((value) => value === '' || isRealDate(value), keyed('profiles.birthDateFormat'))
  .refine((value) => value === '' || (value >= '1900-01-01' && value <= new Date().toISOString().slice(0, 10)), keyed('profiles.birthDateInPast'))
  .nullish()
  .transform((value) => value || null);

/** Expected graduation, a month: YYYY-MM. */
const optionalMonth = z
  .string()
  .trim()
  .refine((value) => value === '' || /^(19|20)\d{2}-(0[1-9]|1[0-2])$/.test(value), keyed('profiles.monthFormat'))
  .nullish()
  .transform((value) => value || null);

/** List fields (interests, skills, focus areas), already split on commas (splitCommaList in common/text.ts). */
const listOfTerms = z
  .array(z.string().trim().min(1, keyed('profiles.listItemEmpty')).max(80, tooLong(80)), keyed('profiles.listExpected'))
  .max(30, keyed('profiles.listTooLong', { max: 30 }))
  .default([]);

const optionalInstitutionId = z
  .string()
  .nullish()
  .refine((value) => !value || z.uuid().safeParse(value).success, keyed('profiles.institutionChoose'))
  .transform((value) => value || null);

/** Region must be one of the chosen country's regions, and needs a country. */
function checkRegion(value: { country: Country | null; region: string | null }, ctx: z.RefinementCtx) {
  if (!value.region) return;
  // zod runs this check even when the country field itself failed (then it holds the raw input,
  // which names no regions): that field's own issue already says what is wrong.
  const regions: readonly string[] | undefined = value.country ? REGIONS_BY_COUNTRY[value.country] : undefined;
  if (!value.country) {
    ctx.addIssue({ code: 'custom', path: ['region'], ...keyedIssue('profiles.countryFirst') });
  } else if (regions && !regions.includes(value.region)) {
    ctx.addIssue({ code: 'custom', path: ['region'], ...keyedIssue('profiles.regionOfCountry', { country: value.country }) });
  }
}

const locationFields = {
  country: optionalChoice(COUNTRIES),
  region: optionalText(80),
  city: optionalText(100),
};

// ---------- Student ----------

const studentProfileFields = {
  youthStatus: optionalChoice(YOUTH_STATUSES),
  bio: optionalText(2000),
  school: optionalText(200),
  institutionId: optionalInstitutionId,
  grade: optionalText(40),
  ...locationFields,
  /** Where a search by distance starts unless the student names a place; never shown to anyone else. */
  homePostalCode: optionalPostalCode,
  phoneNumber: optionalPhone,
  dateOfBirth: optionalBirthDate,
  educationLevel: optionalChoice(EDUCATION_LEVELS),
  expectedGraduation: optionalMonth,
  portfolioUrl: optionalUrl,
  linkedinUrl: optionalUrl,
  availability: optionalChoice(AVAILABILITIES),
  languageBenchmark: optionalChoice(LANGUAGE_BENCHMARKS),
  interests: listOfTerms,
  skills: listOfTerms,
};

export const studentProfileBody = z
  .object({
    ...studentProfileFields,
    /** A school's class code (docs/product/school-sign-in.md#class-codes): asks to join that school instead of `institutionId`. Not stored in the profile. */
    classCode: optionalClassCodeField,
  })
  .superRefine(checkRegion);
export type StudentProfileBody = z.input<typeof studentProfileBody>;
/** What the profile stores: the body without the class code (that becomes the school link's). */
export type StudentProfileValues = Omit<z.output<typeof studentProfileBody>, 'classCode'>;

export const studentProfileSchema = z.object({
  id: z.string(),
  userId: z.string(),
  youthStatus: z.enum(YOUTH_STATUSES).nullable(),
  bio: z.string().nullable(),
  school: z.string().nullable(),
  institutionId: z.string().nullable(),
  grade: z.string().nullable(),
  country: z.enum(COUNTRIES).nullable(),
  region: z.string().nullable(),
  city: z.string().nullable(),
  homePostalCode: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  educationLevel: z.string().nullable(),
  expectedGraduation: z.string().nullable(),
  portfolioUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  availability: z.string().nullable(),
  languageBenchmark: z.string().nullable(),
  interests: z.array(z.string()),
  skills: z.array(z.string()),
  /** The app's download address of the resume (GET /api/files/resumes/{userId}), or null. */
  resumeUrl: z.string().nullable(),
  resumeFileName: z.string().nullable(),
});
export type StudentProfile = z.infer<typeof studentProfileSchema>;

// ---------- Employer ----------

const employerProfileFields = {
  companyName: z.string(keyed('profiles.companyNameRequired')).trim().min(1, keyed('profiles.companyNameRequired')).max(200, tooLong(200)),
  companyDescription: optionalText(2000),
  industry: optionalChoice(INDUSTRIES),
  website: optionalUrl,
  location: optionalText(200),
  ...locationFields,
  companySize: optionalChoice(COMPANY_SIZES),
  phoneNumber: optionalPhone,
  hiringContactName: optionalText(200),
  hiringContactEmail: optionalEmail,
  linkedinUrl: optionalUrl,
  yearsInBusiness: optionalWholeNumber(0, 500),
};

export const employerProfileBody = z.object(employerProfileFields).superRefine(checkRegion);
export type EmployerProfileBody = z.input<typeof employerProfileBody>;
export type EmployerProfileValues = z.output<typeof employerProfileBody>;

export const employerProfileSchema = z.object({
  id: z.string(),
  userId: z.string(),
  companyName: z.string(),
  companyDescription: z.string().nullable(),
  industry: z.string().nullable(),
  website: z.string().nullable(),
  location: z.string().nullable(),
  country: z.enum(COUNTRIES).nullable(),
  region: z.string().nullable(),
  city: z.string().nullable(),
  companySize: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  hiringContactName: z.string().nullable(),
  hiringContactEmail: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  yearsInBusiness: z.number().int().nullable(),
  /** FirstRung's check of the company; its postings are public only once verified. */
  verification: verificationStateSchema,
});
export type EmployerProfile = z.infer<typeof employerProfileSchema>;

// ---------- Institution ----------

const institutionProfileFields = {
  institutionName: z
    .string(keyed('profiles.institutionNameRequired'))
    .trim()
    .min(1, keyed('profiles.institutionNameRequired'))
    .max(200, tooLong(200)),
  institutionType: optionalText(120),
  location: optionalText(200),
  ...locationFields,
  /** Where the school's local alerts are measured from (else its city): docs/product/near-me.md. */
  postalCode: optionalPostalCode,
  /** Postings within this many km raise an alert (docs/product/schools.md#alerts); default 25. */
  alertRadiusKm: z
    .union([z.number(), z.string()])
    .nullish()
    .transform((value) => (value === null || value === undefined || value === '' ? DEFAULT_SCHOOL_ALERT_RADIUS_KM : Number(value)))
    .refine(
      (value) => (SCHOOL_ALERT_RADII_KM as readonly number[]).includes(value),
      keyed('profiles.alertRadiusOneOf', { values: SCHOOL_ALERT_RADII_KM.join(', ') }),
    )
    .transform((value) => value as SchoolAlertRadiusKm),
  website: optionalUrl,
  contactPerson: optionalText(200),
  contactEmail: optionalEmail,
  contactPhone: optionalPhone,
  numberOfStudents: optionalWholeNumber(0, 1_000_000),
  focusAreas: listOfTerms,
  establishedYear: optionalWholeNumber(1500, new Date().getFullYear()),
};

export const institutionProfileBody = z.object(institutionProfileFields).superRefine(checkRegion);
export type InstitutionProfileBody = z.input<typeof institutionProfileBody>;
export type InstitutionProfileValues = z.output<typeof institutionProfileBody>;

export const institutionProfileSchema = z.object({
  id: z.string(),
  userId: z.string(),
  institutionName: z.string(),
  institutionType: z.string().nullable(),
  location: z.string().nullable(),
  country: z.enum(COUNTRIES).nullable(),
  region: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  alertRadiusKm: z.number().int(),
  /** False when neither its postal code nor its city is in FirstRung's place data: its alerts then match its city's name. */
  placeFound: z.boolean(),
  website: z.string().nullable(),
  contactPerson: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  numberOfStudents: z.number().int().nullable(),
  focusAreas: z.array(z.string()),
  establishedYear: z.number().int().nullable(),
  /** FirstRung's check of the school; students can pick it only once verified. */
  verification: verificationStateSchema,
});
export type InstitutionProfile = z.infer<typeof institutionProfileSchema>;

// ---------- Responses ----------

export const studentProfileResponse = z.object({ profile: studentProfileSchema.nullable() });
export const employerProfileResponse = z.object({ profile: employerProfileSchema.nullable() });
export const institutionProfileResponse = z.object({ profile: institutionProfileSchema.nullable() });
export type StudentProfileResponse = z.infer<typeof studentProfileResponse>;
export type EmployerProfileResponse = z.infer<typeof employerProfileResponse>;
export type InstitutionProfileResponse = z.infer<typeof institutionProfileResponse>;

/** An institution in the student form's picker. */
export const institutionListItemSchema = z.object({
  id: z.string(),
  institutionName: z.string(),
  city: z.string().nullable(),
  region: z.string().nullable(),
});
export type InstitutionListItem = z.infer<typeof institutionListItemSchema>;
/** A short list that fits one screen, so it is not paged (docs/decisions/007). */
export const institutionListResponse = z.object({ items: z.array(institutionListItemSchema) });
export type InstitutionListResponse = z.infer<typeof institutionListResponse>;

/** The picker shows at most this many institutions, by name; `search` narrows the list. */
export const INSTITUTION_PICKER_LIMIT = 500;
export const institutionListQuery = z.object({
  search: z.string().trim().max(100, tooLong(100)).optional(),
});

// ---------- Forms ----------
// The setup forms keep list fields as the text the user typed; on submit they are split with
// splitCommaList (common/text.ts) into the body above. Every other field is the body's own rule.

const commaListText = z.string().max(3000, tooLong(3000)).default('');

export const studentProfileForm = z
  .object({ ...studentProfileFields, classCode: optionalClassCodeField, interests: commaListText, skills: commaListText })
  .superRefine(checkRegion);
export type StudentProfileFormInput = z.input<typeof studentProfileForm>;
export type StudentProfileFormValues = z.output<typeof studentProfileForm>;

export const employerProfileForm = employerProfileBody;
export type EmployerProfileFormInput = z.input<typeof employerProfileForm>;
export type EmployerProfileFormValues = z.output<typeof employerProfileForm>;

export const institutionProfileForm = z.object({ ...institutionProfileFields, focusAreas: commaListText }).superRefine(checkRegion);
export type InstitutionProfileFormInput = z.input<typeof institutionProfileForm>;
export type InstitutionProfileFormValues = z.output<typeof institutionProfileForm>;
