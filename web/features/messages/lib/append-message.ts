import { messageSchema, type ThreadMessage, type ThreadResponse } from '@common/contracts/messages';

/**
 * A live `message` event's data as a message of the thread the reader holds, or null when it is not
 * one. Whether it is the reader's own is decided here from the reader's side, as the same event
 * goes to both sides (and to a school or an admin reading).
 */
export function liveMessageFrom(data: string, thread: Pick<ThreadResponse, 'id' | 'viewer'>): ThreadMessage | null {
  let raw: unknown;
  try {
    raw = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const senderRole = (raw as { senderRole?: unknown }).senderRole;
  const parsed = messageSchema.safeParse({ ...raw, mine: senderRole === thread.viewer });
  return parsed.success && parsed.data.threadId === thread.id ? parsed.data : null;
}

/** The thread with `message` added in time order, unchanged when it already holds it (the writer's own answer and its event). */
export function withMessage(thread: ThreadResponse, message: ThreadMessage): ThreadResponse {
  if (thread.messages.some((held) => held.id === message.id)) return thread;
  const messages = [...thread.messages, message].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return { ...thread, messages };
}
