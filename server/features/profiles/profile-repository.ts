import { asc, eq, ilike, or } from 'drizzle-orm';
import {
  INSTITUTION_PICKER_LIMIT,
  type EmployerProfile,
  type EmployerProfileValues,
  type InstitutionListItem,
  type InstitutionProfile,
  type InstitutionProfileValues,
  type StudentProfile,
  type StudentProfileValues,
} from '@common/contracts/profiles';
import { resumeDownloadPath } from '@common/contracts/files';
import type { Country, YouthStatus } from '@common/enums';
import type { DbOrTx } from '../../db/client';
import { employerProfiles, institutionProfiles, studentProfiles } from '../../db/schema';

// Data access for the three profile kinds. Each read selects explicit columns; each save is an
// upsert on the one-profile-per-user unique index.

const studentColumns = {
  id: studentProfiles.id,
  userId: studentProfiles.userId,
  youthStatus: studentProfiles.youthStatus,
  bio: studentProfiles.bio,
  school: studentProfiles.school,
  institutionId: studentProfiles.institutionId,
  grade: studentProfiles.grade,
  country: studentProfiles.country,
  region: studentProfiles.region,
  city: studentProfiles.city,
  phoneNumber: studentProfiles.phoneNumber,
  dateOfBirth: studentProfiles.dateOfBirth,
  educationLevel: studentProfiles.educationLevel,
  expectedGraduation: studentProfiles.expectedGraduation,
  portfolioUrl: studentProfiles.portfolioUrl,
  linkedinUrl: studentProfiles.linkedinUrl,
  availability: studentProfiles.availability,
  languageBenchmark: studentProfiles.languageBenchmark,
  interests: studentProfiles.interests,
  skills: studentProfiles.skills,
  resumeKey: studentProfiles.resumeKey,
  resumeFileName: studentProfiles.resumeFileName,
};

type StudentRow = { [K in keyof typeof studentColumns]: (typeof studentColumns)[K]['_']['data'] | null } & {
  id: string;
  userId: string;
  interests: string[];
  skills: string[];
};

/** The API shape: the storage key never leaves the server, only the app's download address. */
export function toStudentProfile(row: StudentRow): StudentProfile {
  const { resumeKey, ...rest } = row;
  return {
    ...rest,
    youthStatus: rest.youthStatus as YouthStatus | null,
    country: rest.country as Country | null,
    resumeUrl: resumeKey ? resumeDownloadPath(row.userId) : null,
  };
}

export async function findStudentProfile(db: DbOrTx, userId: string): Promise<StudentProfile | null> {
  const [row] = await db.select(studentColumns).from(studentProfiles).where(eq(studentProfiles.userId, userId));
  return row ? toStudentProfile(row) : null;
}

export async function upsertStudentProfile(db: DbOrTx, userId: string, values: StudentProfileValues): Promise<StudentProfile> {
  const [row] = await db
    .insert(studentProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: studentProfiles.userId, set: { ...values, updatedAt: new Date() } })
    .returning(studentColumns);
  return toStudentProfile(row!);
}

const employerColumns = {
  id: employerProfiles.id,
  userId: employerProfiles.userId,
  companyName: employerProfiles.companyName,
  companyDescription: employerProfiles.companyDescription,
  industry: employerProfiles.industry,
  website: employerProfiles.website,
  location: employerProfiles.location,
  country: employerProfiles.country,
  region: employerProfiles.region,
  city: employerProfiles.city,
  companySize: employerProfiles.companySize,
  phoneNumber: employerProfiles.phoneNumber,
  hiringContactName: employerProfiles.hiringContactName,
  hiringContactEmail: employerProfiles.hiringContactEmail,
  linkedinUrl: employerProfiles.linkedinUrl,
  yearsInBusiness: employerProfiles.yearsInBusiness,
};

const toEmployerProfile = (row: Omit<EmployerProfile, 'country'> & { country: string | null }): EmployerProfile => ({
  ...row,
  country: row.country as Country | null,
});

export async function findEmployerProfile(db: DbOrTx, userId: string): Promise<EmployerProfile | null> {
  const [row] = await db.select(employerColumns).from(employerProfiles).where(eq(employerProfiles.userId, userId));
  return row ? toEmployerProfile(row) : null;
}

export async function upsertEmployerProfile(db: DbOrTx, userId: string, values: EmployerProfileValues): Promise<EmployerProfile> {
  const [row] = await db
    .insert(employerProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: employerProfiles.userId, set: { ...values, updatedAt: new Date() } })
    .returning(employerColumns);
  return toEmployerProfile(row!);
}

const institutionColumns = {
  id: institutionProfiles.id,
  userId: institutionProfiles.userId,
  institutionName: institutionProfiles.institutionName,
  institutionType: institutionProfiles.institutionType,
  location: institutionProfiles.location,
  country: institutionProfiles.country,
  region: institutionProfiles.region,
  city: institutionProfiles.city,
  website: institutionProfiles.website,
  contactPerson: institutionProfiles.contactPerson,
  contactEmail: institutionProfiles.contactEmail,
  contactPhone: institutionProfiles.contactPhone,
  numberOfStudents: institutionProfiles.numberOfStudents,
  focusAreas: institutionProfiles.focusAreas,
  establishedYear: institutionProfiles.establishedYear,
};

const toInstitutionProfile = (row: Omit<InstitutionProfile, 'country'> & { country: string | null }): InstitutionProfile => ({
  ...row,
  country: row.country as Country | null,
});

export async function findInstitutionProfile(db: DbOrTx, userId: string): Promise<InstitutionProfile | null> {
  const [row] = await db.select(institutionColumns).from(institutionProfiles).where(eq(institutionProfiles.userId, userId));
  return row ? toInstitutionProfile(row) : null;
}

export async function upsertInstitutionProfile(db: DbOrTx, userId: string, values: InstitutionProfileValues): Promise<InstitutionProfile> {
  const [row] = await db
    .insert(institutionProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: institutionProfiles.userId, set: { ...values, updatedAt: new Date() } })
    .returning(institutionColumns);
  return toInstitutionProfile(row!);
}

export async function institutionExists(db: DbOrTx, institutionId: string): Promise<boolean> {
  const rows = await db.select({ id: institutionProfiles.id }).from(institutionProfiles).where(eq(institutionProfiles.id, institutionId)).limit(1);
  return rows.length > 0;
}

/** The student form's institution picker: by name, optionally narrowed by a search term. */
export async function listInstitutionsForPicker(db: DbOrTx, search?: string): Promise<InstitutionListItem[]> {
  const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return db
    .select({
      id: institutionProfiles.id,
      institutionName: institutionProfiles.institutionName,
      city: institutionProfiles.city,
      region: institutionProfiles.region,
    })
    .from(institutionProfiles)
    .where(pattern ? or(ilike(institutionProfiles.institutionName, pattern), ilike(institutionProfiles.city, pattern)) : undefined)
    .orderBy(asc(institutionProfiles.institutionName), asc(institutionProfiles.id))
    .limit(INSTITUTION_PICKER_LIMIT);
}
