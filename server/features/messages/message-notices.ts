import type { AppDeps } from '../../app-deps';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { ThreadRow } from './thread-access';

// How the other side hears of a new message (docs/product/messages.md#quiet-hours-the-bell-and-e-mail):
// the bell at once, an e-mail for the first unread message of a thread except in a minor's quiet
// hours. Called by the message service in the transaction that writes the message.

export interface NewMessageNotice {
  thread: ThreadRow;
  messageId: string;
  /** The side that wrote it; the other side is told. */
  senderRole: 'student' | 'employer';
  /** The recipient had read every earlier message of the other side (this one starts an unread streak). */
  firstUnread: boolean;
  now: Date;
}

export async function noticeNewMessage(deps: AppDeps, work: UnitOfWork, notice: NewMessageNotice): Promise<void> {
  // Written by the notices' part of issue 39 (bell, e-mail, quiet hours).
  void deps;
  void work;
  void notice;
}
