import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { studentProfiles } from '../../db/schema';

/** Someone's age in whole years on `today` ("YYYY-MM-DD"), from a date of birth ("YYYY-MM-DD"): a birthday counts from its day. */
export function ageOn(dateOfBirth: string, today: string): number {
  const [birthYear, birthMonthDay] = [Number(dateOfBirth.slice(0, 4)), dateOfBirth.slice(5, 10)];
  const [year, monthDay] = [Number(today.slice(0, 4)), today.slice(5, 10)];
  return year - birthYear - (monthDay < birthMonthDay ? 1 : 0);
}

/**
 * The student's age today, from the date of birth on their profile; null without one (then the
 * browse list is not limited by age: docs/product/jobs.md#what-the-work-is). Today is the UTC day,
 * so on a birthday the new age may start a few hours early or late.
 */
export async function studentAge(db: DbOrTx, studentId: string, now: Date = new Date()): Promise<number | null> {
  const [profile] = await db
    .select({ dateOfBirth: studentProfiles.dateOfBirth })
    .from(studentProfiles)
    .where(eq(studentProfiles.userId, studentId))
    .limit(1);
  return profile?.dateOfBirth ? ageOn(profile.dateOfBirth, now.toISOString().slice(0, 10)) : null;
}
