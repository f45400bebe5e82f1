import { randomUUID } from 'node:crypto';
import { UNDO_WINDOW_MS } from '@common/constants';
import type { UnitOfWork } from '../db/unit-of-work';

// A change that tells someone (an e-mail, a notification) held back for UNDO_WINDOW_MS, so that a
// misclick can be taken back before anyone hears of it (docs/product/jobs.md#application-status).
// The change is recorded as held on its own row (its id and due time); the task that makes it
// final runs at the due time. Undoing or replacing it takes the task back (`releaseHeldChange`),
// and the task itself does nothing unless its change id is still the row's: a task already
// claimed when the change was undone cannot announce what was undone.

/** A change waiting for the end of its undo window. */
export interface HeldChange {
  /** Names the change: the row keeps it, the task carries it. */
  id: string;
  /** When the task runs and the change becomes final. */
  dueAt: Date;
}

const heldTaskKey = (kind: string, changeId: string) => `${kind}:${changeId}`;

/** Queues `kind` (with `changeId` added to its payload) to run when a new change's undo window ends. */
export async function holdForUndo(work: UnitOfWork, kind: string, payload: Record<string, unknown>, now = new Date()): Promise<HeldChange> {
  const change = { id: randomUUID(), dueAt: new Date(now.getTime() + UNDO_WINDOW_MS) };
  await work.enqueue(kind, { ...payload, changeId: change.id }, { runAt: change.dueAt, dedupeKey: heldTaskKey(kind, change.id) });
  return change;
}

/** Takes back the task of a held change (undone or replaced); false when it already started. */
export function releaseHeldChange(work: UnitOfWork, kind: string, changeId: string): Promise<boolean> {
  return work.cancel(heldTaskKey(kind, changeId));
}
