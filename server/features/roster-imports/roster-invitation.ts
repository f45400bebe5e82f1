import crypto from 'node:crypto';
import type { AppConfig } from '../../config/config';
import type { DbOrTx } from '../../db/client';
import { verifications } from '../../db/schema';
import { mailT } from '../../mail/mail-i18n';
import type { MailRequest } from '../../mail/mailer';
import { ACCOUNT_PAGES } from '../auth/account-mail';

// The e-mail that invites a student the school's roster made an account for
// (docs/product/school-sign-in.md#roster-import-csv). Its link is a password reset link of Better
// Auth's own kind (the verification `reset-password:<token>` whose value is the user's id,
// server/features/auth/email-links.ts): the student opens it on the reset page, chooses a password,
// and from then on signs in as anyone does. No second token mechanism to keep safe.

/** How long the claim link works: long enough for a school's holidays to pass, not forever. */
export const CLAIM_LINK_DAYS = 14;

export interface NewClaimLink {
  userId: string;
  token: string;
}

/** The claim links of new accounts, in one statement; each is a fresh random token. */
export async function insertClaimLinks(db: DbOrTx, userIds: readonly string[], now = new Date()): Promise<NewClaimLink[]> {
  if (userIds.length === 0) return [];
  const expiresAt = new Date(now.getTime() + CLAIM_LINK_DAYS * 24 * 60 * 60 * 1000);
  const links = userIds.map((userId) => ({ userId, token: crypto.randomBytes(24).toString('base64url') }));
  await db.insert(verifications).values(
    links.map((link) => ({
      id: crypto.randomUUID(),
      identifier: `reset-password:${link.token}`,
      value: link.userId,
      expiresAt,
      createdAt: now,
      updatedAt: now,
    })),
  );
  return links;
}

/** The invitation to one new student, in the language the school's account reads. */
export function invitationMail(
  config: AppConfig,
  input: { to: string; userId: string; token: string; school: string; language: string },
): MailRequest {
  const t = mailT(input.language);
  const values = { school: input.school };
  return {
    kind: 'roster_invitation',
    to: input.to,
    userId: input.userId,
    language: input.language,
    name: null,
    subject: t('rosterInvitation.subject', values),
    paragraphs: [t('rosterInvitation.intro', values), t('rosterInvitation.expires'), t('rosterInvitation.notYou', values)],
    action: {
      label: t('rosterInvitation.action'),
      url: `${config.publicUrl}${ACCOUNT_PAGES.resetPassword}?token=${encodeURIComponent(input.token)}`,
    },
  };
}
