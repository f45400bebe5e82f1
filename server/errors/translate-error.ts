import type { ApiErrorBody } from '@common/errors';
import type { Language } from '@common/languages';
import frenchErrors from '../locales/fr/errors.json';
import frenchValidation from '../locales/fr/validation.json';
import { compileCatalog, fill, translateMessage, type MessageCatalog } from './message-catalog';
import { zodIssueText, type ValidationTexts, type ZodIssueLike } from './zod-issue-text';

// The API's error messages in the request's language (docs/decisions/027). The code writes every
// message in English, which stays the answer in English byte for byte; another language is a
// translation at the edge, in the one error handler, from server/locales/<language>/:
// errors.json (the product's messages, keyed by the English text) and validation.json (zod's own
// messages, written from the issue).

interface Translations {
  catalog: MessageCatalog;
  validation: ValidationTexts;
}

const TRANSLATIONS: Partial<Record<Language, Translations>> = {
  fr: { catalog: compileCatalog(frenchErrors), validation: frenchValidation },
};

export interface ErrorTranslator {
  /** One message; a zod issue gives zod's own messages their translation. */
  message(english: string, zodIssue?: ZodIssueLike): string;
  /** A whole answer: its issues one by one, and its message (split when made of the issues). */
  body(body: ApiErrorBody, zodIssues?: ReadonlyArray<ZodIssueLike | undefined>): ApiErrorBody;
  /** The English messages that had no translation so far (the catalog test should have caught them). */
  readonly missing: readonly string[];
}

/** How the English answer joins issues into its message (server/errors/error-handler.ts). */
export const englishIssueList = (issues: ReadonlyArray<{ path: string; message: string }>) =>
  `Invalid input: ${issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')}`;

/** The translator of a language, or null for English (the messages as written). */
export function errorTranslator(language: Language): ErrorTranslator | null {
  const translations = TRANSLATIONS[language];
  if (!translations) return null;
  const { catalog, validation } = translations;
  const missing: string[] = [];

  const message = (english: string, zodIssue?: ZodIssueLike): string => {
    const translated = translateMessage(catalog, english) ?? (zodIssue ? zodIssueText(validation, zodIssue) : undefined);
    if (translated !== undefined) return translated;
    missing.push(english);
    return english;
  };

  const pathAndMessage = (path: string, text: string) => fill(catalog.composites.pathAndMessage, { path, message: text });

  return {
    message,
    missing,
    body(body, zodIssues) {
      if (!body.issues) return { ...body, message: message(body.message) };
      const issues = body.issues.map((issue, i) => ({ path: issue.path, message: message(issue.message, zodIssues?.[i]) }));
      const [only] = body.issues;
      let text: string;
      if (body.message === englishIssueList(body.issues)) {
        const list = issues.map((issue) => pathAndMessage(issue.path, issue.message)).join(validation.issue_separator);
        text = fill(catalog.composites.invalidInput, { issues: list });
      } else if (body.issues.length === 1 && only && body.message === `${only.path}: ${only.message}`) {
        text = pathAndMessage(issues[0]!.path, issues[0]!.message);
      } else {
        text = message(body.message);
      }
      return { ...body, message: text, issues };
    },
  };
}
