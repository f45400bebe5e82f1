import type { Language } from '@common/languages';
import { fill, type ParamsOf } from '@common/messages';
import frenchValidation from '../locales/fr/validation.json';
import { en, type MessageKey, type PlainMessageKey } from './messages/en';
import { fr } from './messages/fr';
import { zodIssueText, type ValidationTexts, type ZodIssueLike } from './zod-issue-text';

// What an error says, by key, and its words in a language (docs/decisions/038). The code names a
// message by its key and the values of its placeholders; the error handler writes it in the
// request's language from the catalogue of that language (messages/en.ts, messages/fr.ts). zod's
// own messages ("Too big: expected string to have <=80 characters") have no key: they are zod's
// English, and another language's words are written from the issue (zod-issue-text.ts).

/** A message of the catalogues: its key, and the values of its placeholders (a value may be a message itself). */
export interface Message {
  readonly key: MessageKey;
  readonly params?: Readonly<Record<string, Renderable>>;
}

/** zod's own message for an issue (one no contract worded). */
export interface ZodMessage {
  readonly zodIssue: ZodIssueLike;
}

/** One field's complaint: its path and what it says. */
export interface Issue {
  readonly path: string;
  readonly message: Message | ZodMessage;
}

/** A list of issues, each as "path: message", joined by the language's separator. */
export interface IssueList {
  readonly issues: readonly Issue[];
}

/** Anything that has words in each language. */
export type Renderable = string | number | Message | ZodMessage | IssueList;

/** A message by key; the placeholders of its English name its values, which the type check requires. */
export function msg<K extends MessageKey>(key: K, ...[params]: ParamsOf<(typeof en)[K], Renderable>): Message {
  return params ? { key, params } : { key };
}

/** A key without placeholders stands for its message. */
export const toMessage = (message: PlainMessageKey | Message): Message => (typeof message === 'string' ? { key: message } : message);

const CATALOGUES: Record<Language, Readonly<Record<MessageKey, string>>> = { en, fr };
/** The words of zod's own messages; none for English (zod's English is the answer). */
const ZOD_TEXTS: Partial<Record<Language, ValidationTexts>> = { fr: frenchValidation };

const isKey = (key: unknown): key is MessageKey => typeof key === 'string' && Object.hasOwn(en, key);

/** What a zod issue says: the key a contract's message stamped on it (common/messages.ts `keyed`), else zod's own message. */
export function zodIssueMessage(issue: ZodIssueLike): Message | ZodMessage {
  if (!isKey(issue.messageKey)) return { zodIssue: issue };
  return issue.messageParams ? { key: issue.messageKey, params: issue.messageParams } : { key: issue.messageKey };
}

/** The words of a message (or of anything that has words) in a language. */
export function textIn(language: Language, text: Renderable): string {
  if (typeof text === 'string' || typeof text === 'number') return String(text);
  if ('zodIssue' in text) {
    const texts = ZOD_TEXTS[language];
    return texts ? zodIssueText(texts, text.zodIssue) : (text.zodIssue.message ?? textIn(language, msg('errors.invalidValue')));
  }
  if ('issues' in text) {
    return text.issues
      .map((issue) => textIn(language, msg('errors.pathAndMessage', { path: issue.path, message: issue.message })))
      .join(textIn(language, msg('errors.issueSeparator')));
  }
  // A key no catalogue has can only come from a cast: it is shown as it is.
  const template = CATALOGUES[language][text.key] ?? (text.key as string);
  const values = Object.fromEntries(Object.entries(text.params ?? {}).map(([name, value]) => [name, textIn(language, value)]));
  return fill(template, values);
}
