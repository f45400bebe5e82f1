import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@common/api/endpoint';
import { messagesEndpoints } from '@common/endpoints/messages';
import { employerProfiles } from '@server/db/schema';
import { createOpenStreams, streamTopic } from '@server/live/event-stream';
import { createInProcessLiveHub, threadTopic, type LiveEvent } from '@server/live/live-hub';
import { openEventStream } from './helpers/event-stream-client';
import { createThreadFixture } from './helpers/live-thread-fixtures';
import { createPersona, type Persona } from './helpers/personas';
import { createTestApp, type TestApp } from './helpers/test-app';

// Live delivery (docs/product/messages.md#live-on-several-servers): the in-process hub, and a thread's
// Server-Sent Events stream over real HTTP on the suite's database (the PostgreSQL hub when
// TEST_DATABASE_URL is set: then the event goes through NOTIFY and back). Two hubs and two servers
// on one PostgreSQL database: tests/api-postgres/live-two-servers.test.ts.

describe('the in-process live hub', () => {
  it("gives a topic's events to that topic's listeners only, until they stop listening", async () => {
    const hub = createInProcessLiveHub();
    const first: LiveEvent[] = [];
    const other: LiveEvent[] = [];
    const stopFirst = hub.subscribe('thread:a', (event) => first.push(event));
    hub.subscribe('thread:b', (event) => other.push(event));
    expect(hub.subscriptions()).toBe(2);

    await hub.publish('thread:a', { type: 'message', data: { n: 1 } });
    expect(first).toEqual([{ type: 'message', data: { n: 1 } }]);
    expect(other).toEqual([]);

    stopFirst();
    stopFirst();
    expect(hub.subscriptions()).toBe(1);
    await hub.publish('thread:a', { type: 'message', data: { n: 2 } });
    expect(first).toHaveLength(1);
    await hub.close();
  });
});

describe('an event stream', () => {
  it('writes a keep-alive comment line while no event comes', async () => {
    const hub = createInProcessLiveHub();
    const server = Fastify({ logger: false });
    const open = createOpenStreams();
    server.get('/stream', async (_request, reply) => {
      streamTopic(reply, hub, 'thread:quiet', open, { keepaliveMs: 20 });
      return reply;
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(`http://127.0.0.1:${(server.server.address() as AddressInfo).port}/stream`);
    await expect.poll(() => stream.text()).toContain(': keepalive\n\n');
    expect(stream.text()).toMatch(/^retry: 5000\n: live\n\n(: keepalive\n\n)+$/);
    open.endAll();
    await stream.ended;
    await server.close();
    await hub.close();
  });
});

describe("a thread's live stream", () => {
  let t: TestApp;
  let base: string;
  let student: Persona;
  let employer: Persona;
  let threadId: string;
  let closed = false;

  const eventsUrl = (id: string) => base + endpointUrl(messagesEndpoints.events, { params: { id } });

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    student = await createPersona(t.app, 'student');
    employer = await createPersona(t.app, 'employer');
    threadId = await createThreadFixture(t.app, student.userId!, employer.userId!);
  });
  afterAll(async () => {
    if (!closed) await t.close();
  });

  it("sends the thread's events, and only its own, to a side reading it", async () => {
    const before = t.app.deps.live.subscriptions();
    const stream = await openEventStream(eventsUrl(threadId), student.cookie);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['cache-control']).toBe('no-store');
    expect(stream.headers['x-accel-buffering']).toBe('no');
    await expect.poll(() => stream.text()).toMatch(/^retry: 5000\n: /);
    expect(t.app.deps.live.subscriptions()).toBe(before + 1);

    // Another thread's event first: had it been sent, it would be the first event read.
    await t.app.deps.live.publish(threadTopic(crypto.randomUUID()), { type: 'message', data: { body: 'not yours' } });
    const message = { id: crypto.randomUUID(), threadId, body: 'Can you start on Monday?', senderRole: 'employer' };
    await t.app.deps.live.publish(threadTopic(threadId), { type: 'message', data: message });

    const received = await stream.nextEvent();
    expect(received.event).toBe('message');
    expect(JSON.parse(received.data)).toEqual(message);
    expect(stream.text()).toContain(`event: message\ndata: ${JSON.stringify(message)}\n\n`);

    // The reader goes: the server stops listening for it.
    stream.close();
    await expect.poll(() => t.app.deps.live.subscriptions()).toBe(before);
  });

  it('answers 404 in JSON, and no stream, to someone who may not read the thread', async () => {
    const stranger = await createPersona(t.app, 'student');
    const before = t.app.deps.live.subscriptions();
    const stream = await openEventStream(eventsUrl(threadId), stranger.cookie);
    expect(stream.status).toBe(404);
    expect(stream.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(await stream.body())).toMatchObject({ code: 'NOT_FOUND' });
    expect(t.app.deps.live.subscriptions()).toBe(before);
  });

  it('ends the stream, the event unsent, once the reader may no longer read the thread', async () => {
    const laterEmployer = await createPersona(t.app, 'employer');
    const laterThread = await createThreadFixture(t.app, student.userId!, laterEmployer.userId!);
    const stream = await openEventStream(eventsUrl(laterThread), laterEmployer.cookie);
    expect(stream.status).toBe(200);
    await expect.poll(() => stream.text()).toMatch(/^retry: /);
    // FirstRung no longer vouches for the employer: it sees no student's conversation any more.
    await t.app.deps.db.update(employerProfiles).set({ verificationStatus: 'rejected' }).where(eq(employerProfiles.userId, laterEmployer.userId!));
    await t.app.deps.live.publish(threadTopic(laterThread), { type: 'message', data: { body: 'After the verification ended' } });
    // Whichever comes first: without the check the event would, and the stream would stay open.
    const first = await Promise.race([stream.ended.then(() => 'ended'), stream.nextEvent().then(() => 'event')]);
    expect(first).toBe('ended');
    expect(stream.text()).not.toContain('After the verification ended');
  });

  it('ends its open streams when the server closes', async () => {
    const stream = await openEventStream(eventsUrl(threadId), employer.cookie);
    expect(stream.status).toBe(200);
    closed = true;
    await t.close();
    await stream.ended;
    expect(t.app.deps.live.subscriptions()).toBe(0);
  });
});
