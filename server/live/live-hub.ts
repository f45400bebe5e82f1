import { EventEmitter } from 'node:events';

// What is live across app servers (docs/product/messages.md#live-on-several-servers): an event is
// published on a topic ("thread:<id>") after the transaction that made it commits, and every open
// stream subscribed to that topic, on any server, receives it. On PostgreSQL the events travel by
// LISTEN/NOTIFY (postgres-live-hub.ts); on the embedded database, which one server owns, in process.

/** A published event: small JSON (PostgreSQL's NOTIFY takes at most 8,000 bytes of payload). */
export type LiveEvent = { type: string; data: unknown };
export type LiveListener = (event: LiveEvent) => void;

export interface LiveHub {
  /** Call after the commit: readers must find in the database what the event announces. */
  publish(topic: string, event: LiveEvent): Promise<void>;
  /** Answers the function that stops listening. */
  subscribe(topic: string, listener: LiveListener): () => void;
  /** Open subscriptions on this server (the bench and the health of streams). */
  subscriptions(): number;
  close(): Promise<void>;
}

/** The topic of one thread's events. */
export const threadTopic = (threadId: string) => `thread:${threadId}`;

/** One server's hub: events go to this process's listeners only. */
export function createInProcessLiveHub(): LiveHub {
  const emitter = new EventEmitter();
  // Each open stream listens on its topic: thousands of listeners are expected, not a leak.
  emitter.setMaxListeners(0);
  let count = 0;
  return {
    async publish(topic, event) {
      emitter.emit(topic, event);
    },
    subscribe(topic, listener) {
      emitter.on(topic, listener);
      count += 1;
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        count -= 1;
        emitter.off(topic, listener);
      };
    },
    subscriptions: () => count,
    async close() {
      emitter.removeAllListeners();
    },
  };
}
