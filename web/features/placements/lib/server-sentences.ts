import { ApiError } from '@web/lib/api-client';

// A refusal the server words (a 409 listing the rule violations when sending for signature, a
// cancel that is not this party's to make): shown as the server wrote it, as text, one item per
// sentence when it has several.

/**
 * The sentences of a message: split after ".", "!" or "?" and a space where a capital letter starts
 * the next one. A number after the stop is not a new sentence: citations read "s. 84.4, para. 2".
 */
export function sentencesOf(message: string): string[] {
  return message
    .split(/(?<=[.!?])\s+(?=\p{Lu})/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** A conflict (409) whose message says the text read is out of date: the page reloads the placement. */
export const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;
