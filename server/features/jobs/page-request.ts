import { decodeCursor, type Cursor } from '../../http/keyset';

/** A page of a list: where it starts (null: the first page, which also counts the total) and its size. */
export interface PageRequest {
  cursor: Cursor | null;
  limit: number;
}

/** The page a list's query asks for; every list of this feature is keyed by uuid ids. */
export function pageRequest(query: { cursor?: string | undefined; limit: number }): PageRequest {
  return { cursor: decodeCursor(query.cursor, true), limit: query.limit };
}
