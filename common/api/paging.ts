import { z } from 'zod';
import { keyed } from '../messages';

// One paging convention for every list that grows (docs/decisions/007): the query carries an
// opaque `cursor` (the previous page's `nextCursor`) and a `limit`; the answer is
// `{ items, nextCursor, total }`. `total` is the number of matches where the list counts it (on
// the first page), else null. A cursor is only ever produced by the server.

export const PAGE_LIMIT_DEFAULT = 20;
export const PAGE_LIMIT_MAX = 100;

/** The paging fields of a list's query; spread into the list's own query object. */
export function pageQueryFields(defaultLimit: number = PAGE_LIMIT_DEFAULT, maxLimit: number = PAGE_LIMIT_MAX) {
  return {
    cursor: z
      .string()
      .trim()
      .max(500, keyed('paging.cursorInvalid'))
      .optional()
      .describe('nextCursor of the previous page; leave out for the first page'),
    limit: z.coerce
      .number()
      .int(keyed('paging.limitWhole'))
      .min(1, keyed('paging.limitAtLeast', { min: 1 }))
      .max(maxLimit, keyed('paging.limitAtMost', { max: maxLimit }))
      .default(defaultLimit),
  };
}

export const pageQuery = z.object(pageQueryFields());
export type PageQuery = z.infer<typeof pageQuery>;

/** The one list envelope. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    nextCursor: z.string().nullable().describe('Pass as `cursor` for the next page; null on the last page'),
    total: z.number().int().nullable().describe('Number of matches where counted (first page), else null'),
  });
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
  total: number | null;
}
