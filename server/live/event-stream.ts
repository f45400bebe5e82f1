import type { FastifyReply } from 'fastify';
import { LIVE_KEEPALIVE_MS } from '@common/constants';
import type { LiveEvent, LiveHub } from './live-hub';

// One Server-Sent Events stream of a topic (docs/product/messages.md#live-on-several-servers). The
// reply is taken from Fastify (hijack): the answer never ends by itself, the reader or the server's
// close ends it.

/** How long the browser waits before it reconnects by itself. */
const RETRY_MS = 5_000;
/** A reader this far behind is cut off: it reconnects and its page reloads the thread. */
const MOST_UNSENT_BYTES = 1024 * 1024;
/** Event names are the hub's types; anything else could break the stream's lines. */
const EVENT_NAME = /^[a-z][a-z_]*$/;

export const eventText = (event: LiveEvent) => `event: ${event.type}\ndata: ${JSON.stringify(event.data ?? null)}\n\n`;

export interface OpenStreams {
  /** Ends every open stream, so the server can close (its connections are never idle). */
  endAll(): void;
  count(): number;
}

/** The streams opened through one `streamTopic`: ended together when the app closes. */
export function createOpenStreams(): OpenStreams & { add(end: () => void): () => void } {
  const ends = new Set<() => void>();
  return {
    add(end) {
      ends.add(end);
      return () => {
        ends.delete(end);
      };
    },
    endAll() {
      for (const end of [...ends]) end();
    },
    count: () => ends.size,
  };
}

export interface StreamOptions {
  /**
   * Asked before each event is written: whether the reader may still read the topic (access checked
   * when the stream opened may since have ended). False, or a failure, ends the stream unsent; the
   * browser reconnects, and the opening check answers it.
   */
  mayRead?: () => Promise<boolean>;
  /** How often a comment line keeps idle proxies from closing the connection; tests shorten it. */
  keepaliveMs?: number;
}

/** Sends `topic`'s events on `reply` until the reader goes, loses access, or the server ends it. */
export function streamTopic(
  reply: FastifyReply,
  live: LiveHub,
  topic: string,
  open: ReturnType<typeof createOpenStreams>,
  { mayRead, keepaliveMs = LIVE_KEEPALIVE_MS }: StreamOptions = {},
): void {
  reply.hijack();
  const raw = reply.raw;
  // Headers the app's hooks set (security headers) are kept; the stream's own come last.
  const headers: Record<string, string | number | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value;
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
  });
  raw.write(`retry: ${RETRY_MS}\n: live\n\n`);

  const send = (text: string) => {
    if (raw.writableLength > MOST_UNSENT_BYTES) {
      raw.destroy();
      return;
    }
    raw.write(text);
  };
  const keepalive = setInterval(() => send(': keepalive\n\n'), keepaliveMs);
  let stopped = false;
  // Events wait for their access check in turn, so they leave in the order they came.
  let turn = Promise.resolve();
  const unsubscribe = live.subscribe(topic, (event) => {
    if (!EVENT_NAME.test(event.type)) return;
    if (!mayRead) return send(eventText(event));
    turn = turn.then(async () => {
      const allowed = await mayRead().catch(() => false);
      if (stopped) return;
      if (allowed) send(eventText(event));
      else end();
    });
  });
  let forget: () => void = () => undefined;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearInterval(keepalive);
    unsubscribe();
    forget();
  };
  const end = () => {
    stop();
    raw.end();
  };
  forget = open.add(end);
  raw.on('close', stop);
}
