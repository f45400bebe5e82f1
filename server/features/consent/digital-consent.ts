import { and, desc, eq, ne } from 'drizzle-orm';
import type { GuardianConsentStatus } from '@common/contracts/consent';
import { ageOn, needsParentalDigitalConsent, rulePackFor } from '@common/placement-rules';
import type { DbOrTx } from '../../db/client';
import { guardianConsents, studentProfiles } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { msg } from '../../errors/message';

// The age of digital consent (docs/product/accounts.md#consent-at-sign-up): a student under it, in
// the rule pack of their profile's region today, may look around but applies only once a parent or
// guardian has consented. Without a date of birth the age is unknown: the student gives it before
// their first application, then the same rule applies.

/** "YYYY-MM-DD" of `now` in UTC: the day the rule pack and the age are taken on. */
const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** The latest request for this student that was not replaced (pending, consented or refused). */
export async function latestGuardianConsent(db: DbOrTx, studentId: string) {
  const [row] = await db
    .select()
    .from(guardianConsents)
    .where(and(eq(guardianConsents.studentId, studentId), ne(guardianConsents.status, 'replaced')))
    .orderBy(desc(guardianConsents.requestedAt), desc(guardianConsents.createdAt))
    .limit(1);
  return row ?? null;
}

/** Where the student stands: whether a guardian's consent is needed, and the last guardian named. */
export async function guardianConsentStatus(db: DbOrTx, studentId: string, now: Date = new Date()): Promise<GuardianConsentStatus> {
  const [profile] = await db
    .select({ region: studentProfiles.region, dateOfBirth: studentProfiles.dateOfBirth })
    .from(studentProfiles)
    .where(eq(studentProfiles.userId, studentId))
    .limit(1);
  const today = dayOf(now);
  const pack = rulePackFor(profile?.region ?? null, today);
  const age = profile?.dateOfBirth ? ageOn(profile.dateOfBirth, today) : null;
  const latest = await latestGuardianConsent(db, studentId);
  const guardian = latest && {
    name: latest.guardianName,
    email: latest.guardianEmail,
    phone: latest.guardianPhone,
    status: latest.status as 'pending' | 'consented' | 'refused',
    requestedAt: latest.requestedAt.toISOString(),
    answeredAt: latest.answeredAt?.toISOString() ?? null,
  };
  const state =
    age === null
      ? 'birth_date_needed'
      : !needsParentalDigitalConsent(pack, age)
        ? 'not_needed'
        : latest?.status === 'consented'
          ? 'consented'
          : latest?.status === 'pending'
            ? 'pending'
            : 'needed';
  return { state, age, consentAge: pack.digitalConsentAge.age, jurisdiction: pack.jurisdiction, guardian };
}

/**
 * Throws 409 BIRTH_DATE_REQUIRED while the profile has no date of birth, and 403
 * GUARDIAN_CONSENT_REQUIRED while the student needs a guardian's consent they do not have yet.
 */
export async function assertMayApply(db: DbOrTx, studentId: string, now: Date = new Date()): Promise<void> {
  const { state, consentAge } = await guardianConsentStatus(db, studentId, now);
  if (state === 'birth_date_needed') throw new AppError('BIRTH_DATE_REQUIRED', msg('consent.birthDateRequired', { age: consentAge }));
  if (state === 'needed' || state === 'pending')
    throw new AppError('GUARDIAN_CONSENT_REQUIRED', msg('consent.guardianRequired', { age: consentAge }));
}
