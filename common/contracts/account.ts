import { z } from 'zod';
import { ACCOUNT_STATUSES } from '../enums';
import { LANGUAGES } from '../languages';
import { keyed } from '../messages';

export const accountChangeResponse = z.object({ ok: z.literal(true) });

export const userStatusBody = z.object({
  status: z.enum(ACCOUNT_STATUSES, keyed('account.statusOneOf')),
});
export type UserStatusBody = z.infer<typeof userStatusBody>;
export const userStatusResponse = z.object({
  user: z.object({ id: z.string(), status: z.enum(ACCOUNT_STATUSES) }),
});
export type UserStatusResponse = z.infer<typeof userStatusResponse>;

/** The language chosen on the account (docs/decisions/026): the app's, the e-mails' and the server's answers. */
export const accountLanguageBody = z.object({
  language: z.enum(LANGUAGES, keyed('account.languageOneOf', { values: LANGUAGES.join(', ') })),
});
export type AccountLanguageBody = z.infer<typeof accountLanguageBody>;
export const accountLanguageResponse = z.object({ language: z.enum(LANGUAGES) });
export type AccountLanguageResponse = z.infer<typeof accountLanguageResponse>;
