import { eq } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@common/languages';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';

// The language of an e-mail to a user is the one they saved on their account (users.language),
// English when they saved none (docs/decisions/027): an e-mail is read later, away from the
// browser whose language the web pages follow.

/** A saved language as the e-mail's language. */
export const mailLanguageOf = (saved: string | null | undefined): Language => (isLanguage(saved) ? saved : DEFAULT_LANGUAGE);

/** The language of the e-mails to one user. */
export async function userMailLanguage(db: DbOrTx, userId: string): Promise<Language> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return mailLanguageOf(row?.language);
}
