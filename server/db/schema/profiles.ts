import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { DEFAULT_SCHOOL_ALERT_RADIUS_KM, SCHOOL_ALERT_RADII_KM } from '@common/near-me';
import {
  AVAILABILITIES,
  COMPANY_SIZES,
  COUNTRIES,
  EDUCATION_LEVELS,
  INDUSTRIES,
  LANGUAGE_BENCHMARKS,
  VERIFICATION_STATUSES,
  YOUTH_STATUSES,
} from '@common/enums';
import { createdAt, id, oneOf, updatedAt } from './columns';
import { users } from './auth';

/**
 * FirstRung's check of a school or an employer (docs/product/admin.md#verification): pending until an
 * admin decides, then who decided, when, and a rejection's reason. The decider is kept as a plain
 * id (set null when that admin's account goes); the audit log keeps the full record.
 */
const verificationColumns = () => ({
  verificationStatus: text('verification_status').notNull().default('pending'),
  verificationNote: text('verification_note'),
  verificationDecidedBy: text('verification_decided_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  verificationDecidedAt: timestamp('verification_decided_at', { withTimezone: true }),
});

export const institutionProfiles = pgTable(
  'institution_profiles',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    institutionName: text('institution_name').notNull(),
    institutionType: text('institution_type'),
    location: text('location'),
    country: text('country'),
    region: text('region'),
    city: text('city'),
    /** The school's postal code: where its local alerts are measured from (else its city). */
    postalCode: text('postal_code'),
    /**
     * Where the school is (docs/product/near-me.md): its postal code's area, else its city, from the
     * open data shipped with the app; set as the profile is saved; null when neither was found (its
     * alerts then match postings of the same city name, as before).
     */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Postings within this many kilometres of the school raise its alerts (docs/product/schools.md#alerts). */
    alertRadiusKm: smallint('alert_radius_km').notNull().default(DEFAULT_SCHOOL_ALERT_RADIUS_KM),
    website: text('website'),
    contactPerson: text('contact_person'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    numberOfStudents: integer('number_of_students'),
    focusAreas: text('focus_areas').array().notNull().default([]),
    establishedYear: integer('established_year'),
    ...verificationColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('institution_profiles_user_id_key').on(t.userId),
    index('institution_profiles_city_idx').on(t.city),
    // The admin's verification queue: one status, newest first.
    index('institution_profiles_verification_idx').on(t.verificationStatus, t.createdAt, t.id),
    oneOf('institution_profiles_country_check', t.country, COUNTRIES),
    check('institution_profiles_alert_radius_check', sql`${t.alertRadiusKm} in (${sql.raw(SCHOOL_ALERT_RADII_KM.join(', '))})`),
    oneOf('institution_profiles_verification_status_check', t.verificationStatus, VERIFICATION_STATUSES),
  ],
);

export const studentProfiles = pgTable(
  'student_profiles',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    youthStatus: text('youth_status'),
    bio: text('bio'),
    school: text('school'),
    grade: text('grade'),
    country: text('country'),
    region: text('region'),
    city: text('city'),
    /** The student's home postal code: a search by distance starts there unless they name a place (docs/product/near-me.md). Never shown to employers. */
    homePostalCode: text('home_postal_code'),
    phoneNumber: text('phone_number'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    educationLevel: text('education_level'),
    /** A month, "YYYY-MM". */
    expectedGraduation: text('expected_graduation'),
    portfolioUrl: text('portfolio_url'),
    linkedinUrl: text('linkedin_url'),
    availability: text('availability'),
    languageBenchmark: text('language_benchmark'),
    institutionId: uuid('institution_id').references((): AnyPgColumn => institutionProfiles.id, { onDelete: 'set null' }),
    interests: text('interests').array().notNull().default([]),
    skills: text('skills').array().notNull().default([]),
    /** Key of the resume in file storage; the API exposes it only as an app download URL. */
    resumeKey: text('resume_key'),
    resumeFileName: text('resume_file_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('student_profiles_user_id_key').on(t.userId),
    index('student_profiles_institution_id_idx').on(t.institutionId),
    oneOf('student_profiles_youth_status_check', t.youthStatus, YOUTH_STATUSES),
    oneOf('student_profiles_country_check', t.country, COUNTRIES),
    oneOf('student_profiles_education_level_check', t.educationLevel, EDUCATION_LEVELS),
    oneOf('student_profiles_availability_check', t.availability, AVAILABILITIES),
    oneOf('student_profiles_language_benchmark_check', t.languageBenchmark, LANGUAGE_BENCHMARKS),
  ],
);

export const employerProfiles = pgTable(
  'employer_profiles',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    companyDescription: text('company_description'),
    industry: text('industry'),
    website: text('website'),
    location: text('location'),
    country: text('country'),
    region: text('region'),
    city: text('city'),
    companySize: text('company_size'),
    phoneNumber: text('phone_number'),
    hiringContactName: text('hiring_contact_name'),
    hiringContactEmail: text('hiring_contact_email'),
    linkedinUrl: text('linkedin_url'),
    yearsInBusiness: integer('years_in_business'),
    ...verificationColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('employer_profiles_user_id_key').on(t.userId),
    index('employer_profiles_verification_idx').on(t.verificationStatus, t.createdAt, t.id),
    oneOf('employer_profiles_verification_status_check', t.verificationStatus, VERIFICATION_STATUSES),
    oneOf('employer_profiles_industry_check', t.industry, INDUSTRIES),
    oneOf('employer_profiles_company_size_check', t.companySize, COMPANY_SIZES),
    oneOf('employer_profiles_country_check', t.country, COUNTRIES),
  ],
);
