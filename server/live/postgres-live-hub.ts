import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from '../db/client';
import { createInProcessLiveHub, type LiveEvent, type LiveHub } from './live-hub';

// The live hub of servers that share one PostgreSQL database (docs/product/messages.md#live-on-several-servers):
// each server holds one connection of its own that LISTENs on one channel; a publish is a NOTIFY on
// that channel through the ordinary pool, which PostgreSQL hands to every listening server, this one
// included. Each server then gives the event to its own subscribers of the topic, so the writer's
// server needs no shortcut and every reader gets the event the same way.

export const LIVE_CHANNEL = 'firstrung_live';
/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more; a little room is kept. */
export const LIVE_PAYLOAD_MAX_BYTES = 7_900;

const FIRST_RETRY_MS = 250;
const LONGEST_RETRY_MS = 10_000;

type LiveLog = Pick<FastifyBaseLogger, 'info' | 'warn'>;

export interface PostgresLiveHubOptions {
  /** The database's connection string: the listening connection is opened apart from the pool. */
  url: string;
  /** Where NOTIFY is sent from (the app's pool). */
  db: Db;
  log: LiveLog;
}

/** What one NOTIFY carries: the topic and the event, as JSON. */
function parsePayload(payload: string | undefined): { topic: string; event: LiveEvent } | null {
  if (!payload) return null;
  try {
    const parsed = JSON.parse(payload) as { topic?: unknown; event?: { type?: unknown; data?: unknown } };
    if (typeof parsed.topic !== 'string' || typeof parsed.event?.type !== 'string') return null;
    return { topic: parsed.topic, event: { type: parsed.event.type, data: parsed.event.data } };
  } catch {
    return null;
  }
}

/**
 * Opens the listening connection (and fails, as the app's start does, when it cannot), then keeps
 * it: a lost connection is opened again after a growing wait. Events published while it is down
 * are not received here; the pages reload their thread when their own stream reconnects.
 */
export async function startPostgresLiveHub(options: PostgresLiveHubOptions): Promise<LiveHub> {
  const local = createInProcessLiveHub();
  let client: pg.Client | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | null = null;
  let retryMs = FIRST_RETRY_MS;

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== LIVE_CHANNEL) return;
    const parsed = parsePayload(message.payload);
    if (!parsed) {
      options.log.warn({ channel: message.channel }, 'live: a notification that is not an event was ignored');
      return;
    }
    void local.publish(parsed.topic, parsed.event);
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    const wait = retryMs;
    retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().catch((error: unknown) => {
        options.log.warn({ err: error }, `live: listening again failed; next try in ${retryMs} ms`);
        scheduleReconnect();
      });
    }, wait);
  };

  const onLost = (listening: pg.Client) => (error?: Error) => {
    if (client !== listening) return;
    client = null;
    listening.removeAllListeners('notification');
    // The client is finished either way; ending it again only releases its socket.
    listening.end().catch(() => undefined);
    if (closed) return;
    options.log.warn({ err: error }, `live: the listening connection to PostgreSQL was lost; listening again in ${retryMs} ms`);
    scheduleReconnect();
  };

  async function connect(): Promise<void> {
    const listening = new pg.Client({ connectionString: options.url, keepAlive: true });
    // An error before the LISTEN answers is the caller's to report; afterwards it means a lost connection.
    listening.on('error', () => undefined);
    try {
      await listening.connect();
      await listening.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      await listening.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await listening.end();
      return;
    }
    const lost = onLost(listening);
    listening.removeAllListeners('error');
    listening.on('error', lost);
    listening.on('end', () => lost());
    listening.on('notification', onNotification);
    const reconnected = retryMs !== FIRST_RETRY_MS;
    client = listening;
    retryMs = FIRST_RETRY_MS;
    if (reconnected) options.log.info('live: listening to PostgreSQL again');
  }

  await connect();

  return {
    async publish(topic, event) {
      const payload = JSON.stringify({ topic, event });
      const bytes = Buffer.byteLength(payload, 'utf8');
      if (bytes > LIVE_PAYLOAD_MAX_BYTES) {
        throw new Error(`live: an event of ${bytes} bytes on ${topic} is over the ${LIVE_PAYLOAD_MAX_BYTES} bytes NOTIFY carries`);
      }
      await options.db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`);
    },
    subscribe: (topic, listener) => local.subscribe(topic, listener),
    subscriptions: () => local.subscriptions(),
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      const listening = client;
      client = null;
      if (listening) {
        listening.removeAllListeners('notification');
        await listening.end().catch(() => undefined);
      }
      await local.close();
    },
  };
}
