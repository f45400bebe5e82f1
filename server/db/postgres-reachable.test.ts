import { describe, expect, it } from 'vitest';
import { describePostgresUrl } from './postgres-reachable';

// The refused connection itself is checked end to end in server/main.test.ts.
describe('describePostgresUrl', () => {
  it('names the server and database without the credentials', () => {
    expect(describePostgresUrl('postgres://app:secret@db.internal:6543/firstrung')).toBe('db.internal:6543/firstrung');
    expect(describePostgresUrl('postgresql://localhost')).toBe('localhost:5432');
    expect(describePostgresUrl('not a url')).toBe('DATABASE_URL');
  });
});
