import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor, encodeSortCursor } from '@server/http/keyset';
import { encodeRosterCursor } from '@server/features/institutions/roster-cursor';
import { createAllPersonas, type Persona, type PersonaKind } from './helpers/personas';
import { send } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';

// Bad input is a 4xx that says what is wrong, never a 500 (docs/security.md); and the log keeps
// tokens, e-mails and a failed query's values out.

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});
const logText = () => logLines.join('');

let t: TestApp;
let personas: Record<PersonaKind, Persona>;

beforeAll(async () => {
  t = await createTestApp({ logStream });
  personas = await createAllPersonas(t.app);
});
afterAll(async () => t.close());

const UUID = '3f1c2a4e-8b7d-4c1a-9e2f-0a1b2c3d4e5f';
// Dates JavaScript reads and PostgreSQL refuses: each one was a 500 with the SQL in the log.
const IMPOSSIBLE_DATES = ['2024-02-30 00:00:00+00', '0000-01-01 00:00:00+00', '2024-01-01 00:00:00+23:59'];

describe('crafted page cursors are a 400 naming the cursor', () => {
  const lists: Array<{ url: string; who: PersonaKind; cursor: (date: string) => string }> = [
    { url: '/api/jobs', who: 'student', cursor: (date) => encodeCursor({ createdAt: date, id: UUID }) },
    { url: '/api/admin/users', who: 'admin', cursor: (date) => encodeCursor({ createdAt: date, id: 'user_1' }) },
    { url: '/api/admin/jobs', who: 'admin', cursor: (date) => encodeCursor({ createdAt: date, id: UUID }) },
    { url: '/api/admin/audit-log', who: 'admin', cursor: (date) => encodeCursor({ createdAt: date, id: UUID }) },
    { url: '/api/events', who: 'student', cursor: (date) => encodeSortCursor(['upcoming', date, date, UUID]) },
    { url: '/api/institution/placements', who: 'institution', cursor: (date) => encodeCursor({ createdAt: date, id: UUID }) },
  ];
  for (const list of lists) {
    it(list.url, async () => {
      for (const date of IMPOSSIBLE_DATES) {
        const response = await send(t.app, personas[list.who], 'GET', `${list.url}?cursor=${list.cursor(date)}`);
        expect(response.statusCode, date).toBe(400);
        expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: 'cursor' }] });
      }
    });
  }

  it('/api/institution/students (names in the cursor; PostgreSQL text holds no NUL)', async () => {
    const cursor = encodeRosterCursor({ lastName: 'Smith\u0000', firstName: null, id: 'user_1' });
    const response = await send(t.app, personas.institution, 'GET', `/api/institution/students?cursor=${cursor}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ issues: [{ path: 'cursor' }] });
  });
});

describe('text with the NUL character', () => {
  it('is a 400 naming the field, in a query or in a body', async () => {
    const search = await send(t.app, personas.student, 'GET', '/api/jobs?q=a%00b&cursor=&limit=49');
    expect(search.statusCode).toBe(400);
    expect(search.json()).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: 'q' }] });
    const body = await send(t.app, null, 'POST', '/api/contact', { name: 'A\u0000', email: 'a@example.com', subject: 'Hi', message: 'Hello there' });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toMatchObject({ issues: [{ path: 'name' }] });
  });
});

describe('the log', () => {
  it('keeps the unsubscribe token, searched e-mails and names out of request lines', async () => {
    await send(t.app, null, 'GET', '/newsletter/unsubscribe?token=secret-unsubscribe-token-123');
    await send(t.app, personas.admin, 'GET', '/api/admin/users?search=someone.searched%40example.com&limit=5');
    await send(t.app, personas.student, 'GET', '/api/jobs?q=my-private-search&limit=5');
    const log = logText();
    expect(log).toContain('/api/admin/users?search=[redacted]&limit=5');
    expect(log).not.toContain('secret-unsubscribe-token-123');
    expect(log).not.toContain('someone.searched');
    expect(log).not.toContain('my-private-search');
  });

  it("keeps the address of the admin's e-mail search out of request lines, and any address in any query", async () => {
    await send(t.app, personas.admin, 'GET', '/api/admin/mail/messages?to=minor.reader%40school.example&status=kept');
    await send(t.app, personas.student, 'GET', '/api/jobs?city=someone.else@school.example');
    const log = logText();
    expect(log).toContain('/api/admin/mail/messages?to=[redacted]&status=kept');
    expect(log).not.toContain('minor.reader');
    expect(log).not.toContain('someone.else');
  });

  it('logs a failed query with its SQL and stack, without the values it was sent', async () => {
    // A table gone missing makes any query fail inside the database (last test of the file).
    await t.database.db.execute(sql`drop table newsletter_subscriptions cascade`);
    const email = `private-reader-${crypto.randomUUID()}@example.com`;
    const response = await send(t.app, null, 'POST', '/api/newsletter/subscribe', { email });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'INTERNAL', requestId: expect.any(String) });
    const errorLine = logLines.find((line) => line.includes('unhandled error'));
    expect(errorLine).toBeDefined();
    expect(errorLine).toContain('Failed query:');
    expect(errorLine).toContain('newsletter_subscriptions');
    expect(errorLine).toContain('"stack"');
    expect(logText()).not.toContain(email);
    expect(logText()).not.toContain('private-reader');
  });
});
