import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { ApiIssue } from '@common/errors';

// The placement forms check what is typed with the shared contracts (common/contracts/placements.ts),
// whose messages are keys of common/messages.ts: the issue carries its key (messageKey), and the
// form shows that key's text in the reader's language (placements namespace, fieldErrors.*). The
// server's own field errors (400 issues) come already in the reader's language.

interface KeyedZodIssue {
  path: PropertyKey[];
  message: string;
  messageKey?: string;
  messageParams?: Record<string, unknown>;
}

/** "placements.tooLong" → "tooLong"; the shared "fields." and "profiles." keys keep their last part too. */
export const fieldErrorKey = (messageKey: string | undefined) => (messageKey ? (messageKey.split('.').at(-1) ?? '') : '');

/** Moves a contract's field path to the form's (the form's shape may differ: a schedule's days are `days`). */
export type PathMapper = (path: string) => string;

/** A form's field errors, flat by path, from zod issues written in the reader's language. */
export function issuesToFieldErrors(
  issues: readonly KeyedZodIssue[],
  translate: (key: string, params: Record<string, unknown> | undefined, english: string) => string,
  mapPath: PathMapper = (path) => path,
): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const issue of issues) {
    const path = mapPath(issue.path.map(String).join('.'));
    // The first issue of a field is its message, as zod's resolver does.
    errors[path] ??= { type: 'contract', message: translate(fieldErrorKey(issue.messageKey), issue.messageParams, issue.message) };
  }
  return errors;
}

/**
 * A react-hook-form resolver: the form's values turned into the request's body (`toBody`), checked
 * by the contract, each issue on its field in the reader's language.
 */
export function contractResolver<Values extends FieldValues, Schema extends z.ZodType>(
  schema: Schema,
  toBody: (values: Values) => z.input<Schema>,
  translate: (key: string, params: Record<string, unknown> | undefined, english: string) => string,
  mapPath?: PathMapper,
): Resolver<Values> {
  return (values, _context, options) => {
    const result = schema.safeParse(toBody(values));
    if (result.success) return { values, errors: {} };
    const flat = issuesToFieldErrors(result.error.issues as unknown as KeyedZodIssue[], translate, mapPath);
    return { values: {}, errors: toNestErrors(flat as FieldErrors, options) as FieldErrors<Values> };
  };
}

/** The server's field errors (a 400's issues), on the form's fields. */
export function serverIssuesOnFields(issues: readonly ApiIssue[], mapPath: PathMapper = (path) => path): Array<{ path: string; message: string }> {
  return issues.filter((issue) => issue.path !== '').map((issue) => ({ path: mapPath(issue.path), message: issue.message }));
}
