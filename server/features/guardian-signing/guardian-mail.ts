import { GUARDIAN_SIGN_PAGE_PATH } from '@common/placement-paths';
import type { AppDeps } from '../../app-deps';
import type { UnitOfWork } from '../../db/unit-of-work';
import { mailT } from '../../mail/mail-i18n';
import type { CodeDestination, GuardianLink } from './guardian-link';

// The guardian's e-mails (docs/product/placements.md#the-guardians-signature), in the student's
// account language: the invitation with the link (sent again, with a new link, as a reminder) and
// the confirmation once they signed. The code never travels in these: it goes alone (send-code.ts).

export const GUARDIAN_INVITATION_KIND = 'guardian_invitation';
export const GUARDIAN_SIGNED_KIND = 'guardian_signed';

/** The page the link opens (web/app/route-table.ts): the token is ours, never a user's text. */
export const guardianPageUrl = (publicUrl: string, token: string) => `${publicUrl}${GUARDIAN_SIGN_PAGE_PATH}/${encodeURIComponent(token)}`;

type Names = Pick<GuardianLink, 'studentId' | 'studentName' | 'employerName' | 'jobTitle' | 'schoolName' | 'language'>;

const namesOf = (link: Names) => ({
  studentName: link.studentName,
  employerName: link.employerName,
  jobTitle: link.jobTitle,
  schoolName: link.schoolName ?? '',
});

/** Queues the invitation (or a reminder) to sign, with the link, in the unit of work that wrote its token. */
export async function sendGuardianInvitation(
  deps: Pick<AppDeps, 'mailer' | 'config'>,
  work: UnitOfWork,
  invitation: Names & { to: string; guardianName: string; token: string; code: CodeDestination | null; reminder: boolean },
): Promise<void> {
  const t = mailT(invitation.language);
  const names = namesOf(invitation);
  const codeLine = invitation.code
    ? t(invitation.code.channel === 'sms' ? 'guardianSigning.invitation.codeBySms' : 'guardianSigning.invitation.codeByEmail', {
        destination: invitation.code.masked,
      })
    : t('guardianSigning.invitation.codeByEmail', { destination: invitation.to });
  await deps.mailer.send(
    {
      kind: GUARDIAN_INVITATION_KIND,
      to: invitation.to,
      language: invitation.language,
      mentions: [invitation.studentId],
      name: invitation.guardianName,
      subject: t(invitation.reminder ? 'guardianSigning.invitation.reminderSubject' : 'guardianSigning.invitation.subject', names),
      paragraphs: [
        t(invitation.schoolName ? 'guardianSigning.invitation.introSchool' : 'guardianSigning.invitation.introNoSchool', names),
        codeLine,
        t('guardianSigning.invitation.neverAsk'),
        ...(invitation.reminder ? [t('guardianSigning.invitation.latestLinkOnly')] : []),
        t(invitation.schoolName ? 'guardianSigning.responsibleSchool' : 'guardianSigning.responsibleNoSchool', names),
      ],
      action: { label: t('guardianSigning.invitation.action'), url: guardianPageUrl(deps.config.publicUrl, invitation.token) },
    },
    { work },
  );
}

/**
 * Queues the confirmation that their signature is recorded, in the unit of work that recorded it.
 * `reference`: the agreement's, when theirs was the last signature (it is complete); else null.
 */
export async function sendGuardianSigned(
  deps: Pick<AppDeps, 'mailer'>,
  work: UnitOfWork,
  link: GuardianLink,
  signerName: string,
  reference: string | null,
): Promise<void> {
  const t = mailT(link.language);
  const names = namesOf(link);
  if (!link.guardian.email) return;
  await deps.mailer.send(
    {
      kind: GUARDIAN_SIGNED_KIND,
      to: link.guardian.email,
      language: link.language,
      mentions: [link.studentId],
      name: signerName,
      subject: t('guardianSigning.signed.subject', names),
      paragraphs: [
        t('guardianSigning.signed.recorded', { ...names, version: link.version }),
        reference ? t('guardianSigning.signed.complete', { reference }) : t('guardianSigning.signed.next'),
        t(link.schoolName ? 'guardianSigning.responsibleSchool' : 'guardianSigning.responsibleNoSchool', names),
      ],
    },
    // One confirmation per signature row, however the request is retried.
    { work, dedupeKey: `guardian_signed:${link.signatureId}` },
  );
}
