import { cursorParts, decodeSortCursor, encodeSortCursor } from '../../http/keyset';
import type { EventListRow, EventSortKey } from './events-repository';

// The page cursor of the events list (docs/decisions/007): the list is sorted in two parts
// (upcoming, then past), so the cursor carries the part, the date, the creation time and the id
// of the last event shown.

const PARTS = [cursorParts.oneOf('upcoming', 'past'), cursorParts.timestamp, cursorParts.timestamp, cursorParts.uuid];

export function encodeEventCursor(row: Pick<EventListRow, 'isUpcoming' | 'eventDateText' | 'createdAtText' | 'id'>): string {
  return encodeSortCursor([row.isUpcoming ? 'upcoming' : 'past', row.eventDateText, row.createdAtText, row.id]);
}

/** The sort key after which the next page starts; null for the first page, a 400 naming `cursor` for a bad one. */
export function decodeEventCursor(value: string | undefined): EventSortKey | null {
  const values = decodeSortCursor(value, PARTS);
  if (!values) return null;
  const [part, eventDate, createdAt, id] = values as [EventSortKey['part'], string, string, string];
  return { part, eventDate, createdAt, id };
}
