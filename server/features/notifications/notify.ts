import crypto from 'node:crypto';
import type { NotificationKind } from '@common/enums';
import { APP_ONLY_KINDS, EMAIL_PREFERENCES_PAGE_PATH, KIND_WITH_EMAIL_MODE, NOTIFICATIONS_PAGE_PATH } from '@common/notifications';
import { notificationsEndpoints } from '@common/endpoints/notifications';
import type { AppDeps } from '../../app-deps';
import type { MailAttachment } from '../../db/schema';
import { runUnitOfWork, type UnitOfWork } from '../../db/unit-of-work';
import type { Language } from '@common/languages';
import { mailLanguageOf } from '../../mail/mail-language';
import { notificationMailText, type NotificationMailText } from './notification-mail';
import { findRecipient, insertNotification, type NotificationParams } from './notifications-repository';
import { signUnsubscribeToken } from './unsubscribe-token';

// The one way FirstRung tells a user something (docs/product/notifications.md, docs/decisions/023):
// per the user's settings for the kind, a notification in the app (the bell) and/or an e-mail.

/** What notify needs of the app. */
export type NotifyDeps = Pick<AppDeps, 'db' | 'mailer' | 'queue' | 'config' | 'linkSigningKey'>;

export interface NotifyInput {
  userId: string;
  kind: NotificationKind;
  /** What the texts need; the bell's text is written by the browser from these, the e-mail's here. */
  params: NotificationParams;
  /**
   * The accounts the texts name besides the recipient (the student who applied): deleting one of
   * them deletes the notification and clears the e-mail's text (docs/product/accounts.md).
   */
  mentions?: string[];
  /** The app path it leads to (the e-mail's button too). */
  link: string | null;
  /**
   * One notification and one e-mail per key, ever (a daily task retried, or run by two servers):
   * the notification's id is derived from it, and the e-mail's own dedupe key is it.
   */
  dedupeKey?: string;
  attachments?: MailAttachment[];
  /**
   * The e-mail's texts, in the recipient's language, when they say more than the bell (a digest's
   * list); default: from kind and params.
   */
  mail?: (language: Language) => NotificationMailText;
  /** Send the e-mail even when the user chose a daily digest for this kind (the digest itself). */
  isDigest?: boolean;
  /** No notification in the app, whatever the settings (a digest of what the bell already showed). */
  emailOnly?: boolean;
  /** No e-mail, whatever the settings: the bell only (a minor's new message in quiet hours waits for the morning digest). */
  appOnly?: boolean;
}

export interface NotifyResult {
  inApp: boolean;
  email: boolean;
}

/** A uuid fixed by the dedupe key, so the same notification inserted twice is one row. */
export function notificationIdFor(dedupeKey: string): string {
  const hex = crypto.createHash('sha256').update(`notification:${dedupeKey}`).digest('hex');
  // Shaped as a version-5-like uuid (name-based), as PostgreSQL's uuid type wants 32 hex digits.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

/** The page and the one-click address that stop this kind of e-mail for this user. */
export function unsubscribeLinks(deps: Pick<NotifyDeps, 'config' | 'linkSigningKey'>, userId: string, kind: NotificationKind) {
  const token = encodeURIComponent(signUnsubscribeToken(deps.linkSigningKey, { userId, kind }));
  const base = deps.config.publicUrl;
  return {
    pageUrl: `${base}${EMAIL_PREFERENCES_PAGE_PATH}?token=${token}`,
    oneClickUrl: `${base}${notificationsEndpoints.oneClickUnsubscribe.path}?token=${token}`,
  };
}

async function deliver(deps: NotifyDeps, input: NotifyInput, work: UnitOfWork): Promise<NotifyResult> {
  const recipient = await findRecipient(work.tx, input.userId, input.kind);
  // A deleted or suspended account hears nothing.
  if (!recipient || recipient.banned) return { inApp: false, email: false };
  const { setting } = recipient;

  let inApp = false;
  if (setting.inApp && !input.emailOnly) {
    inApp = await insertNotification(work.tx, {
      ...(input.dedupeKey ? { id: notificationIdFor(input.dedupeKey) } : {}),
      userId: input.userId,
      kind: input.kind,
      params: input.params,
      link: input.link,
      mentionedUserIds: input.mentions ?? [],
    });
  }

  // An employer who chose the daily digest gets this kind's e-mails only in the digest.
  const waitsForDigest = input.kind === KIND_WITH_EMAIL_MODE && setting.emailMode === 'daily' && !input.isDigest;
  let email = false;
  // An address nobody has confirmed may be someone else's: it gets the bell only (docs/decisions/022).
  // A kind told in the bell only has its e-mail elsewhere (a school's link requests: the daily summary).
  if (setting.email && !input.appOnly && !waitsForDigest && recipient.emailVerified && !APP_ONLY_KINDS.includes(input.kind)) {
    // In the language the recipient saved, English when none (server/mail/mail-language.ts).
    const language = mailLanguageOf(recipient.language);
    const texts = input.mail?.(language) ?? notificationMailText(input.kind, input.params, language);
    const messageId = await deps.mailer.send(
      {
        kind: `notification.${input.kind}`,
        to: recipient.email,
        userId: input.userId,
        mentions: input.mentions ?? [],
        language,
        name: recipient.firstName,
        subject: texts.subject,
        paragraphs: texts.paragraphs,
        action: { label: texts.actionLabel, url: `${deps.config.publicUrl}${input.link ?? NOTIFICATIONS_PAGE_PATH}` },
        ...(texts.links ? { links: texts.links } : {}),
        unsubscribe: unsubscribeLinks(deps, input.userId, input.kind),
        ...(input.attachments ? { attachments: input.attachments } : {}),
      },
      { work, ...(input.dedupeKey ? { dedupeKey: `notification:${input.dedupeKey}` } : {}) },
    );
    email = messageId !== null;
  }
  return { inApp, email };
}

/**
 * Tells a user something, as their settings for the kind say: stores the bell's notification and
 * queues the e-mail (with its unsubscribe link and List-Unsubscribe header). Inside the caller's
 * `work` when given (runUnitOfWork), so both exist exactly when what they tell of was committed;
 * else in a unit of work of its own. Either way the e-mail's task is started after the commit.
 */
export async function notify(deps: NotifyDeps, input: NotifyInput, work?: UnitOfWork): Promise<NotifyResult> {
  if (work) return deliver(deps, input, work);
  return runUnitOfWork(deps, (own) => deliver(deps, input, own));
}
