import type { DbOrTx } from '../db/client';
import { classCodes, schoolLinks } from '../db/schema';
import { createStudentProfile } from './factories';

/** Riverside's demo class code, as shown and shared (README, "Demo accounts"). */
export const DEMO_CLASS_CODE = 'RVER-GRAD';
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Riverside's class code (docs/product/school-sign-in.md#class-codes), good for a year, and Noah's
 * request to join through it: signed in as Riverside, "Approve 1 request" on the Class codes card
 * can be tried at once.
 */
export async function loadDemoClassCode(
  db: DbOrTx,
  input: { institutionId: string; schoolUserId: string; studentId: string; bornOn: string },
): Promise<void> {
  const [code] = await db
    .insert(classCodes)
    .values({
      institutionId: input.institutionId,
      code: DEMO_CLASS_CODE.replace('-', ''),
      label: 'Grade 10 – Ms Roy',
      expiresAt: new Date(Date.now() + YEAR_MS),
      createdBy: input.schoolUserId,
    })
    .returning({ id: classCodes.id });
  await createStudentProfile(db, input.studentId, {
    youthStatus: 'current_student',
    dateOfBirth: input.bornOn,
    bio: 'Grade 10 student, curious about healthcare and retail.',
    institutionId: input.institutionId,
    grade: '10',
    country: 'Canada',
    region: 'Ontario',
    city: 'Toronto',
    educationLevel: 'Grade 10',
    expectedGraduation: '2028-06',
  });
  await db
    .insert(schoolLinks)
    .values({ studentId: input.studentId, institutionId: input.institutionId, status: 'pending', source: 'class_code', classCodeId: code!.id });
}
