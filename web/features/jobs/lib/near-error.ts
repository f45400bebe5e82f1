// A search by distance the server refuses (docs/product/near-me.md): a place it does not know, or
// "nearest first" with nothing to measure from. Its message goes under the Near field, never an empty list.
import { ApiError } from '@web/lib/api-client';

const NEAR_FIELDS = ['near', 'within', 'sort'];

/** The server's message when it refused the search's place or distance; null for any other failure. */
export function nearErrorOf(error: unknown, byDistance: boolean): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const issue = error.issues?.find((candidate) => NEAR_FIELDS.includes(candidate.path.split('.')[0] ?? ''));
  if (issue) return issue.message;
  // A refusal naming other fields is theirs; one naming none, of a search by distance, is the place's.
  return byDistance && !error.issues?.length ? (error.serverMessage ?? null) : null;
}
