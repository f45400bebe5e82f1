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
    ]) {
      expect(() => decodeCursor(bad), bad).toThrow(expect.objectContaining({ code: 'VALIDATION_FAILED' }));
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
