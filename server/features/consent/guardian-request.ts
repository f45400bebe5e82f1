import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { GuardianConsentRequestBody, GuardianConsentStatus } from '@common/contracts/consent';
import { GUARDIAN_CONSENT_PAGE_PATH } from '@common/guardian-consent-page';
import type { Language } from '@common/languages';
import { samePhoneNumber, toE164 } from '@common/phone-number';
import type { AppDeps } from '../../app-deps';
import { guardianConsents, studentProfiles, users } from '../../db/schema';
import { runUnitOfWork } from '../../db/unit-of-work';
import { AppError, invalidField } from '../../errors/app-error';
import { msg } from '../../errors/message';
import { mailT } from '../../mail/mail-i18n';
import { plainName } from '../../mail/plain-name';
import { revokeLinks } from '../one-time-codes/one-time-codes';
import { guardianConsentStatus } from './digital-consent';

// The student names the parent or guardian who will consent (docs/product/accounts.md#consent-at-sign-up):
// a fresh link token, only its SHA-256 kept, e-mailed to them in the same unit of work. Naming
// someone again replaces the pending request: only the latest link works.

export const GUARDIAN_CONSENT_MAIL_KIND = 'guardian_consent.invite';

export const hashConsentToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** The guardian's page: /guardian/consent/{token}. */
export const guardianConsentPageUrl = (publicUrl: string, token: string) => `${publicUrl}${GUARDIAN_CONSENT_PAGE_PATH}/${encodeURIComponent(token)}`;

export interface NamedGuardian {
  status: GuardianConsentStatus;
  /** The link's token, once (tests read it; the e-mail carries it). */
  token: string;
}

export async function requestGuardianConsent(
  deps: AppDeps,
  studentId: string,
  body: GuardianConsentRequestBody,
  language: Language,
  now: Date = new Date(),
): Promise<NamedGuardian> {
  const { db } = deps;
  const current = await guardianConsentStatus(db, studentId, now);
  // Whether anyone must consent depends on the age: the date of birth comes first.
  if (current.state === 'birth_date_needed') throw new AppError('BIRTH_DATE_REQUIRED', msg('consent.birthDateRequired', { age: current.consentAge }));
  if (current.state === 'not_needed') throw new AppError('CONFLICT', 'consent.notNeeded');
  if (current.state === 'consented') throw new AppError('CONFLICT', 'consent.alreadyGiven');

  const [student] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName, name: users.name, phone: studentProfiles.phoneNumber })
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(eq(users.id, studentId));
  if (!student) throw new AppError('CONFLICT', 'consent.notNeeded');
  // The guardian proves who they are by their own inbox and phone: the student's would prove nothing.
  if (body.email === student.email.toLowerCase()) throw invalidField('email', 'consent.guardianSameEmail');
  if (student.phone && samePhoneNumber(body.phone, student.phone)) throw invalidField('phone', 'consent.guardianSamePhone');
  const phone = toE164(body.phone);
  if (!phone) throw invalidField('phone', 'sms.invalidNumber');

  const token = randomBytes(32).toString('base64url');
  const studentName = plainName([student.firstName, student.lastName].filter(Boolean).join(' ') || student.name);
  const t = mailT(language);
  await runUnitOfWork(deps, async (work) => {
    await work.tx
      .update(guardianConsents)
      .set({ status: 'replaced' })
      .where(and(eq(guardianConsents.studentId, studentId), eq(guardianConsents.status, 'pending')));
    await revokeLinks(work, { purpose: 'guardian_consent', subjectId: studentId }, now);
    await work.tx.insert(guardianConsents).values({
      studentId,
      guardianName: body.name,
      guardianEmail: body.email,
      guardianPhone: phone,
      inviteTokenHash: hashConsentToken(token),
      requestedAt: now,
    });
    await deps.mailer.send(
      {
        kind: GUARDIAN_CONSENT_MAIL_KIND,
        to: body.email,
        language,
        subject: t('guardianConsent.invite.subject', { studentName }),
        paragraphs: [
          t('guardianConsent.invite.intro', { studentName }),
          t('guardianConsent.invite.what'),
          t('guardianConsent.invite.how'),
          t('guardianConsent.invite.notYou'),
        ],
        action: { label: t('guardianConsent.invite.action'), url: guardianConsentPageUrl(deps.config.publicUrl, token) },
        mentions: [studentId],
      },
      { work },
    );
  });
  return { status: await guardianConsentStatus(db, studentId, now), token };
}
