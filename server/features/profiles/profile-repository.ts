import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
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
import type { VerificationState } from '@common/contracts/verification';
import type { Country, VerificationStatus, YouthStatus } from '@common/enums';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { employerProfiles, institutionProfiles, studentProfiles } from '../../db/schema';
import { locateAddress } from '../../geodata/gazetteer';

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
  homePostalCode: studentProfiles.homePostalCode,
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

type VerificationRow = { verificationStatus: string; verificationNote: string | null; verificationDecidedAt: Date | null };
type VerifiedTable = typeof employerProfiles | typeof institutionProfiles;

const verificationColumnsOf = (table: VerifiedTable) => ({
  verificationStatus: table.verificationStatus,
  verificationNote: table.verificationNote,
  verificationDecidedAt: table.verificationDecidedAt,
});

const toVerificationState = (row: VerificationRow): VerificationState => ({
  status: row.verificationStatus as VerificationStatus,
  note: row.verificationNote,
  decidedAt: row.verificationDecidedAt ? new Date(row.verificationDecidedAt).toISOString() : null,
});

/**
 * A saved profile goes back to the admin's queue when its name changes (the name is what FirstRung
 * verified) or when it was rejected (saving again is asking again); otherwise its state is kept.
 * A new profile starts pending (the column default). docs/product/admin.md#verification.
 */
function backToPendingWhenChanged(table: VerifiedTable, name: AnyPgColumn, newName: SQL) {
  const reopens = sql`(${table.verificationStatus} = 'rejected' or ${name} is distinct from ${newName})`;
  return {
    verificationStatus: sql`case when ${reopens} then 'pending' else ${table.verificationStatus} end`,
    verificationNote: sql`case when ${reopens} then null else ${table.verificationNote} end`,
    verificationDecidedBy: sql`case when ${reopens} then null else ${table.verificationDecidedBy} end`,
    verificationDecidedAt: sql`case when ${reopens} then null else ${table.verificationDecidedAt} end`,
  };
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
  ...verificationColumnsOf(employerProfiles),
};

const toEmployerProfile = ({
  verificationStatus,
  verificationNote,
  verificationDecidedAt,
  ...row
}: Omit<EmployerProfile, 'country' | 'verification'> & { country: string | null } & VerificationRow): EmployerProfile => ({
  ...row,
  country: row.country as Country | null,
  verification: toVerificationState({ verificationStatus, verificationNote, verificationDecidedAt }),
});

export async function findEmployerProfile(db: DbOrTx, userId: string): Promise<EmployerProfile | null> {
  const [row] = await db.select(employerColumns).from(employerProfiles).where(eq(employerProfiles.userId, userId));
  return row ? toEmployerProfile(row) : null;
}

export async function upsertEmployerProfile(db: DbOrTx, userId: string, values: EmployerProfileValues): Promise<EmployerProfile> {
  const [row] = await db
    .insert(employerProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: employerProfiles.userId,
      set: {
        ...values,
        ...backToPendingWhenChanged(employerProfiles, employerProfiles.companyName, sql`excluded.company_name`),
        updatedAt: new Date(),
      },
    })
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
  postalCode: institutionProfiles.postalCode,
  alertRadiusKm: institutionProfiles.alertRadiusKm,
  placeFound: sql<boolean>`${institutionProfiles.latitude} is not null`,
  website: institutionProfiles.website,
  contactPerson: institutionProfiles.contactPerson,
  contactEmail: institutionProfiles.contactEmail,
  contactPhone: institutionProfiles.contactPhone,
  numberOfStudents: institutionProfiles.numberOfStudents,
  focusAreas: institutionProfiles.focusAreas,
  establishedYear: institutionProfiles.establishedYear,
  ...verificationColumnsOf(institutionProfiles),
};

const toInstitutionProfile = ({
  verificationStatus,
  verificationNote,
  verificationDecidedAt,
  ...row
}: Omit<InstitutionProfile, 'country' | 'verification'> & { country: string | null } & VerificationRow): InstitutionProfile => ({
  ...row,
  country: row.country as Country | null,
  verification: toVerificationState({ verificationStatus, verificationNote, verificationDecidedAt }),
});

export async function findInstitutionProfile(db: DbOrTx, userId: string): Promise<InstitutionProfile | null> {
  const [row] = await db.select(institutionColumns).from(institutionProfiles).where(eq(institutionProfiles.userId, userId));
  return row ? toInstitutionProfile(row) : null;
}

export async function upsertInstitutionProfile(db: DbOrTx, userId: string, body: InstitutionProfileValues): Promise<InstitutionProfile> {
  // Where the school is, for its alerts by distance (docs/product/near-me.md): null when unknown.
  const place = locateAddress({ postalCode: body.postalCode, city: body.city ?? '', region: body.region });
  const values = { ...body, latitude: place?.point.latitude ?? null, longitude: place?.point.longitude ?? null };
  const [row] = await db
    .insert(institutionProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: institutionProfiles.userId,
      set: {
        ...values,
        ...backToPendingWhenChanged(institutionProfiles, institutionProfiles.institutionName, sql`excluded.institution_name`),
        updatedAt: new Date(),
      },
    })
    .returning(institutionColumns);
  return toInstitutionProfile(row!);
}

/** An institution's verification status, or null when there is no such institution. */
export async function institutionStatus(db: DbOrTx, institutionId: string): Promise<VerificationStatus | null> {
  const [row] = await db
    .select({ status: institutionProfiles.verificationStatus })
    .from(institutionProfiles)
    .where(eq(institutionProfiles.id, institutionId))
    .limit(1);
  return row ? (row.status as VerificationStatus) : null;
}

/** The institution a student's profile names now, or null (no profile or no institution). */
export async function currentInstitutionOf(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db.select({ id: studentProfiles.institutionId }).from(studentProfiles).where(eq(studentProfiles.userId, userId)).limit(1);
  return row?.id ?? null;
}

/** The student form's institution picker: verified institutions by name, optionally narrowed by a search term. */
export async function listInstitutionsForPicker(db: DbOrTx, search?: string): Promise<InstitutionListItem[]> {
  const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return (
    db
      .select({
        id: institutionProfiles.id,
        institutionName: institutionProfiles.institutionName,
        city: institutionProfiles.city,
        region: institutionProfiles.region,
      })
      .from(institutionProfiles)
      // Only schools FirstRung has verified are offered to students (docs/product/admin.md#verification).
      .where(
        and(
          eq(institutionProfiles.verificationStatus, 'verified'),
          pattern ? or(ilike(institutionProfiles.institutionName, pattern), ilike(institutionProfiles.city, pattern)) : undefined,
        ),
      )
      .orderBy(asc(institutionProfiles.institutionName), asc(institutionProfiles.id))
      .limit(INSTITUTION_PICKER_LIMIT)
  );
}

/** A student's home postal code, where their searches by distance start (docs/product/near-me.md); null when none. */
export async function homePostalCodeOf(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db.select({ code: studentProfiles.homePostalCode }).from(studentProfiles).where(eq(studentProfiles.userId, userId)).limit(1);
  return row?.code ?? null;
}
