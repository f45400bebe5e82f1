import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './keyset';

describe('keyset cursor', () => {
  it('reads back what it wrote, with PostgreSQL text timestamps and their short offset', () => {
    const cursor = { createdAt: '2026-11-23 06:00:00.123456+00', id: '3f1c2a4e-8b7d-4c1a-9e2f-0a1b2c3d4e5f' };
    expect(decodeCursor(encodeCursor(cursor), true)).toEqual(cursor);
  });

  it('refuses anything it did not write with a 400 naming the cursor', () => {
    for (const bad of [
      '%%',
      'bm90IGpzb24',
      encodeCursor({ createdAt: "2026-01-01'; drop table x", id: 'a' }),
      encodeCursor({ createdAt: '2026-13-45 99:00:00+00', id: 'a' }),
      // Dates JavaScript accepts and PostgreSQL refuses (each was a 500 of GET /api/jobs).
      encodeCursor({ createdAt: '2024-02-30 00:00:00+00', id: 'a' }),
      encodeCursor({ createdAt: '2023-02-29 00:00:00+00', id: 'a' }),
      encodeCursor({ createdAt: '0000-01-01 00:00:00+00', id: 'a' }),
      encodeCursor({ createdAt: '2024-01-01 00:00:00+23:59', id: 'a' }),
      encodeCursor({ createdAt: '2024-01-01 24:00:00+00', id: 'a' }),
    ]) {
      expect(() => decodeCursor(bad), bad).toThrow(expect.objectContaining({ code: 'VALIDATION_FAILED' }));
    }
  });

  it('reads every real date, leap days included', () => {
    for (const createdAt of ['2024-02-29 23:59:59.999999+00', '2026-12-31 00:00:00-08', '2026-06-30T12:00:00Z', '2026-01-31 10:00:00+05:30']) {
      expect(decodeCursor(encodeCursor({ createdAt, id: 'a' }))).toEqual({ createdAt, id: 'a' });
    }
  });

  it('checks the id form: uuid where the table uses uuids', () => {
    expect(() => decodeCursor(encodeCursor({ createdAt: '2026-11-23 06:00:00+00', id: 'not-a-uuid' }), true)).toThrow();
    expect(decodeCursor(encodeCursor({ createdAt: '2026-11-23 06:00:00+00', id: 'user_123' }))).toEqual({
      createdAt: '2026-11-23 06:00:00+00',
      id: 'user_123',
    });
  });
});
