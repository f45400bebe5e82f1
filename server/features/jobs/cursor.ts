import { invalidField } from '../../errors/app-error';

// Keyset cursor of the browse list: the (created_at, id) of the last job shown. created_at travels
// as PostgreSQL's own text form so its microseconds survive (a JS Date keeps milliseconds only).

export interface JobCursor {
  createdAt: string;
  id: string;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCursor(cursor: JobCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');
}

export function decodeCursor(value: string): JobCursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && typeof parsed[0] === 'string' && typeof parsed[1] === 'string' && TIMESTAMP.test(parsed[0]) && UUID.test(parsed[1])) {
      return { createdAt: parsed[0], id: parsed[1] };
    }
  } catch {
    // fall through to the friendly error
  }
  throw invalidField('cursor', 'This page link is out of date. Please start the search again.');
}
