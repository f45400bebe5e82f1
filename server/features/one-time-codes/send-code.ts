import { CODE_TTL_MINUTES } from '@common/constants';
import type { OneTimeCodeChannel } from '@common/enums';
import type { AppDeps } from '../../app-deps';
import type { UnitOfWork } from '../../db/unit-of-work';
import { mailT } from '../../mail/mail-i18n';
import { mailLanguageOf } from '../../mail/mail-language';

/** What a one-time code's message is, in the outbox and the tests. */
export const ONE_TIME_CODE_KIND = 'one_time_code';

export interface SendCodeOptions {
  /** Written in this unit of work: the message exists exactly when its link does. */
  work?: UnitOfWork;
  /** One message per key, ever (a retried request sends one code). */
  dedupeKey?: string;
}

/**
 * Sends a code alone, by SMS or by e-mail, in the recipient's language (English when we do not
 * have theirs): "Your FirstRung code is 123456. It expires in 10 minutes." The link goes in a
 * message of its own, written by the feature that issued it. By SMS only where SMS is available
 * (`deps.sms.available`): the caller chooses e-mail otherwise. Returns the queued message's id
 * (null when the dedupe key was used before).
 */
export function sendCode(
  deps: Pick<AppDeps, 'sms' | 'mailer'>,
  channel: OneTimeCodeChannel,
  to: string,
  code: string,
  language: string,
  options: SendCodeOptions = {},
): Promise<string | null> {
  const t = mailT(mailLanguageOf(language));
  const values = { code, count: CODE_TTL_MINUTES };
  if (channel === 'sms') return deps.sms.send({ kind: ONE_TIME_CODE_KIND, to, text: t('oneTimeCode.sms', values) }, options);
  return deps.mailer.send(
    {
      kind: ONE_TIME_CODE_KIND,
      to,
      language: mailLanguageOf(language),
      subject: t('oneTimeCode.email.subject'),
      paragraphs: [t('oneTimeCode.email.code', values), t('oneTimeCode.email.where'), t('oneTimeCode.email.notYou')],
    },
    options,
  );
}
