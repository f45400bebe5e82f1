import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactEndpoints } from '@common/endpoints/contact';
import { contactMessages } from '@server/db/schema';
import { CONTACT_ROUTE_LIMIT, MESSAGES_PER_ADDRESS_PER_HOUR } from '@server/features/contact/routes';
import { createPersona, type Persona } from './helpers/personas';
import { sendTo } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: Persona;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createPersona(t.app, 'admin');
});
afterAll(async () => t.close());

const valid = { name: 'Ana Parent', email: 'ana@example.com', subject: 'Safety question', message: 'How do you check the employers on FirstRung?' };
const send = (body: unknown, cookie?: string | null) => sendTo(t.app, cookie, contactEndpoints.send, { body });
const list = (query: Record<string, unknown> = {}, cookie = admin.cookie) => sendTo(t.app, cookie, contactEndpoints.messages, { query });

describe('the contact form', () => {
  it("stores a visitor's message, trimmed, without a user", async () => {
    const response = await send({ ...valid, name: '  Ana Parent  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const rows = await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, 'ana@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Ana Parent', subject: 'Safety question', userId: null });
  });

  it('keeps the account of a signed-in sender', async () => {
    const student = await createPersona(t.app, 'student');
    expect((await send({ ...valid, email: student.email }, student.cookie)).statusCode).toBe(200);
    const rows = await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, student.email!));
    expect(rows[0]!.userId).toBe(student.userId);
  });

  it('names every invalid field with its message', async () => {
    const response = await send({ name: '', email: 'nope', subject: ' ', message: 'short' });
    expect(response.statusCode).toBe(400);
    const issues = response.json().issues as Array<{ path: string; message: string }>;
    expect(Object.fromEntries(issues.map((issue) => [issue.path, issue.message]))).toEqual({
      name: 'Please tell us your name',
      email: 'Enter a valid e-mail address',
      subject: 'Please add a subject',
      message: 'Message must be at least 10 characters',
    });
  });

  it('refuses fields over their limits', async () => {
    const response = await send({ ...valid, name: 'n'.repeat(101), subject: 's'.repeat(151), message: 'm'.repeat(5001) });
    expect(response.statusCode).toBe(400);
    expect((response.json().issues as Array<{ path: string }>).map((issue) => issue.path).sort()).toEqual(['message', 'name', 'subject']);
  });

  it(`accepts ${MESSAGES_PER_ADDRESS_PER_HOUR} messages an hour from one address, then answers 429`, async () => {
    const email = 'chatty@example.com';
    for (let i = 0; i < MESSAGES_PER_ADDRESS_PER_HOUR; i += 1) {
      expect((await send({ ...valid, email, subject: `Message ${i}` })).statusCode).toBe(200);
    }
    const refused = await send({ ...valid, email, subject: 'One more' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // Another address is not affected.
    expect((await send({ ...valid, email: 'quiet@example.com' })).statusCode).toBe(200);
  });
});

describe('reading messages (admins only)', () => {
  it('lists messages newest first, paged with a cursor, with the total on the first page', async () => {
    const firstPage = await list({ limit: 2 });
    expect(firstPage.statusCode).toBe(200);
    const body = firstPage.json();
    expect(body).toMatchObject({ total: 6, nextCursor: expect.any(String) });
    expect(body.items).toHaveLength(2);
    expect(body.items[0].email).toBe('quiet@example.com');
    expect(body.items[1]).toMatchObject({ email: 'chatty@example.com', subject: 'Message 2' });
    const all = (await list({ limit: 100 })).json().items as Array<{ id: string; createdAt: string }>;
    const times = all.map((item) => Date.parse(item.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: Array<{ id: string }>; nextCursor: string | null; total: number | null } = (await list({ limit: 2, cursor })).json();
      expect(page.total).toBe(cursor === null ? 6 : null);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.map((item) => item.id));
  });

  it('refuses a bad limit or cursor with 400', async () => {
    expect((await list({ limit: 0 })).statusCode).toBe(400);
    expect((await list({ limit: 500 })).statusCode).toBe(400);
    expect((await list({ cursor: 'nonsense' })).json().issues[0].path).toBe('cursor');
  });

  it('refuses visitors (401) and every other role (403)', async () => {
    expect((await list({}, '')).statusCode).toBe(401);
    for (const kind of ['noRole', 'student', 'employer', 'institution'] as const) {
      const persona = await createPersona(t.app, kind);
      expect((await list({}, persona.cookie)).statusCode, kind).toBe(403);
    }
  });
});

describe('the limit per client address', () => {
  // Last in the file: it spends this address's allowance of the route.
  it(`answers 429 once ${CONTACT_ROUTE_LIMIT.max} messages came from one client address in the window`, async () => {
    let refused = null;
    for (let i = 0; i <= CONTACT_ROUTE_LIMIT.max && !refused; i += 1) {
      const response = await send({ ...valid, email: `burst-${i}@example.com` });
      if (response.statusCode === 429) refused = response;
      else expect(response.statusCode).toBe(200);
    }
    expect(refused?.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // The admins' list has no such limit.
    expect((await list({ limit: 1 })).statusCode).toBe(200);
  });
});
