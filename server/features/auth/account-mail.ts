import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { AuthMail } from '../../auth/better-auth';
import type { AppConfig } from '../../config/config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { hitFixedWindow, type FixedWindowLimit } from '../../http/rate-counters';
import { mailT } from '../../mail/mail-i18n';
import { mailLanguageOf, userMailLanguage } from '../../mail/mail-language';
import type { Mailer, MailRequest } from '../../mail/mailer';

// The account's e-mails (docs/product/accounts.md, docs/decisions/022): the confirmation link of a
// sign-up and of a new address, the note to the owner of an address someone tried to sign up
// with, the password reset link, and the notices of a changed password and of a change of address
// under way. Every text is in server/mail/locales/<language>/mail.json, in the language the
// recipient saved on their account (English when none: server/mail/mail-language.ts).
// They greet nobody by name: the name on the account is whatever was typed at sign-up, maybe by
// someone else with this address, or it goes to an address not yet proved to be the account's
// (docs/security.md, "A typed name cannot speak for FirstRung").

export const ACCOUNT_MAIL_KINDS = [
  'verify_email',
  'sign_up_existing',
  'password_reset',
  'password_changed',
  'email_change',
  'email_change_notice',
] as const;
export type AccountMailKind = (typeof ACCOUNT_MAIL_KINDS)[number];

/**
 * At most this many e-mails of one kind to one address an hour, in the database (rate_counters),
 * so it holds across app servers. A request past it is answered the same; nothing is sent. This
 * keeps FirstRung from being used to flood someone's inbox (docs/product/constants.md).
 */
export const ACCOUNT_MAIL_LIMIT: FixedWindowLimit = { max: 3, windowSeconds: 60 * 60 };

export const accountMailScope = (kind: AccountMailKind) => `mail:${kind}`;

/** The pages the links open (web/app/route-table.ts). */
export const ACCOUNT_PAGES = {
  verifyEmail: '/verify-email',
  resetPassword: '/reset-password',
  forgotPassword: '/forgot-password',
  signIn: '/sign-in',
  contact: '/contact',
} as const;

interface Recipient {
  id: string;
  email: string;
}

export interface AccountMailer extends AuthMail {
  /** To a confirmed old address while a change to `newEmail` waits for its link. */
  emailChangeNotice(user: Recipient, newEmail: string): Promise<void>;
  /** After a password change or reset. */
  passwordChanged(user: Recipient): Promise<void>;
  /** After the owner deleted the account, to its confirmed address; nothing of it is kept (Mailer.sendUnkept). */
  accountDeleted(former: { email: string; language: string | null }): Promise<void>;
}

export function createAccountMail(deps: { db: Db; mailer: Mailer; config: AppConfig; log: FastifyBaseLogger }): AccountMailer {
  const { db, mailer, config, log } = deps;
  const page = (path: string, token?: string) => `${config.publicUrl}${path}${token ? `?token=${encodeURIComponent(token)}` : ''}`;

  /**
   * Queues the message unless the address had its fill of this kind this hour. Never throws: the
   * caller's answer must not depend on it (a failure would tell that the address has an account).
   */
  async function send(
    kind: AccountMailKind,
    user: Recipient,
    to: string,
    content: (t: ReturnType<typeof mailT>) => Omit<MailRequest, 'kind' | 'to' | 'userId' | 'language'>,
  ) {
    const address = to.toLowerCase();
    try {
      const allowed = await hitFixedWindow(db, accountMailScope(kind), address, ACCOUNT_MAIL_LIMIT);
      if (!allowed.allowed) {
        log.info({ kind }, 'account e-mail held back: this address had its limit this hour');
        return;
      }
      const language = await userMailLanguage(db, user.id);
      await mailer.send({ kind, to: address, userId: user.id, name: null, language, ...content(mailT(language)) });
    } catch (error) {
      log.error({ err: error, kind }, 'account e-mail could not be queued');
    }
  }

  async function storedEmailOf(userId: string): Promise<string | null> {
    const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    return row?.email ?? null;
  }

  return {
    async sendVerificationEmail({ user, token }) {
      // Better Auth asks for a change of address with the account's user and the NEW address: the
      // account still has its old one until the link is opened.
      const stored = await storedEmailOf(user.id).catch(() => null);
      const isChange = stored !== null && stored !== user.email.toLowerCase();
      if (isChange) {
        await send('email_change', user, user.email, (t) => ({
          subject: t('emailChange.subject'),
          paragraphs: [t('emailChange.intro', { email: user.email.toLowerCase() }), t('emailChange.expires'), t('emailChange.notYou')],
          action: { label: t('emailChange.action'), url: page(ACCOUNT_PAGES.verifyEmail, token) },
        }));
        return;
      }
      await send('verify_email', user, user.email, (t) => ({
        subject: t('verifyEmail.subject'),
        paragraphs: [t('verifyEmail.intro'), t('verifyEmail.expires'), t('verifyEmail.notYou')],
        action: { label: t('verifyEmail.action'), url: page(ACCOUNT_PAGES.verifyEmail, token) },
      }));
    },

    async onExistingUserSignUp({ user }) {
      // Nothing of what the sign-up form was sent with: not its name, not its password.
      await send('sign_up_existing', user, user.email, (t) => ({
        subject: t('signUpExisting.subject'),
        paragraphs: [t('signUpExisting.intro'), t('signUpExisting.ifYou'), t('signUpExisting.notYou')],
        action: { label: t('signUpExisting.signIn'), url: page(ACCOUNT_PAGES.signIn) },
        links: [{ label: t('signUpExisting.resetPassword'), url: page(ACCOUNT_PAGES.forgotPassword) }],
      }));
    },

    async sendResetPassword({ user, token }) {
      await send('password_reset', user, user.email, (t) => ({
        subject: t('passwordReset.subject'),
        paragraphs: [t('passwordReset.intro'), t('passwordReset.expires'), t('passwordReset.notYou')],
        action: { label: t('passwordReset.action'), url: page(ACCOUNT_PAGES.resetPassword, token) },
      }));
    },

    async emailChangeNotice(user, newEmail) {
      await send('email_change_notice', user, user.email, (t) => ({
        subject: t('emailChangeNotice.subject'),
        paragraphs: [t('emailChangeNotice.intro', { newEmail }), t('emailChangeNotice.nothingYet'), t('emailChangeNotice.notYou')],
        action: { label: t('emailChangeNotice.action'), url: page(ACCOUNT_PAGES.forgotPassword) },
      }));
    },

    async accountDeleted(former) {
      const language = mailLanguageOf(former.language);
      const t = mailT(language);
      try {
        await mailer.sendUnkept({
          kind: 'account_deleted',
          to: former.email,
          name: null,
          language,
          subject: t('accountDeleted.subject'),
          paragraphs: [t('accountDeleted.intro'), t('accountDeleted.notYou')],
          action: { label: t('accountDeleted.action'), url: page(ACCOUNT_PAGES.contact) },
        });
      } catch (error) {
        // The account is gone either way: the answer does not depend on the e-mail.
        log.error({ err: error }, 'the confirmation of a deleted account could not be sent');
      }
    },

    async passwordChanged(user) {
      await send('password_changed', user, user.email, (t) => ({
        subject: t('passwordChanged.subject'),
        paragraphs: [t('passwordChanged.intro'), t('passwordChanged.notYou')],
        action: { label: t('passwordChanged.action'), url: page(ACCOUNT_PAGES.forgotPassword) },
      }));
    },
  };
}
