import { describe, expect, it } from 'vitest';
import type { ThreadMessage, ThreadResponse } from '@common/contracts/messages';
import { liveMessageFrom, withMessage } from './append-message';

const THREAD_ID = '0b8f5a2e-4a4c-4d2a-9f57-0d3c1b2a3e4f';

function message(id: string, createdAt: string, senderRole: 'student' | 'employer' = 'employer'): ThreadMessage {
  return { id, threadId: THREAD_ID, senderRole, senderName: 'Sam', body: 'Hello', masked: false, createdAt, mine: false };
}

function thread(messages: ThreadMessage[]): ThreadResponse {
  return {
    id: THREAD_ID,
    applicationId: '1b8f5a2e-4a4c-4d2a-9f57-0d3c1b2a3e4f',
    jobTitle: 'Helper',
    companyName: 'Works',
    student: { id: 's', name: 'Alex' },
    employer: { id: 'e', name: 'Sam' },
    viewer: 'student',
    schoolName: null,
    open: true,
    closedReason: null,
    masking: true,
    blocked: false,
    messages,
  };
}

describe('withMessage', () => {
  it('adds a new message in time order', () => {
    const first = message('2b8f5a2e-4a4c-4d2a-9f57-0d3c1b2a3e4f', '2026-01-01T10:00:00.000Z');
    const late = message('3b8f5a2e-4a4c-4d2a-9f57-0d3c1b2a3e4f', '2026-01-01T12:00:00.000Z');
    const between = message('4b8f5a2e-4a4c-4d2a-9f57-0d3c1b2a3e4f', '2026-01-01T11:00:00.000Z');
    expect(withMessage(thread([first, late]), between).messages.map((held) => held.id)).toEqual([first.id, between.id, late.id]);
  });

  it('keeps the thread as it is when the message is already there', () => {
    const held = thread([message('2b8f5a2e-4a4c-4d2a-9f57-0d3c1b2a3e4f', '2026-01-01T10:00:00.000Z')]);
    expect(withMessage(held, message('2b8f5a2e-4a4c-4d2a-9f57-0d3c1b2a3e4f', '2026-01-01T10:00:00.000Z'))).toBe(held);
  });
});

describe('liveMessageFrom', () => {
  const sent = message('2b8f5a2e-4a4c-4d2a-9f57-0d3c1b2a3e4f', '2026-01-01T10:00:00.000Z', 'student');

  it("marks the reader's own message as theirs, and the other side's not", () => {
    const { mine: _mine, ...data } = sent;
    expect(liveMessageFrom(JSON.stringify(data), { id: THREAD_ID, viewer: 'student' })?.mine).toBe(true);
    expect(liveMessageFrom(JSON.stringify(data), { id: THREAD_ID, viewer: 'employer' })?.mine).toBe(false);
    expect(liveMessageFrom(JSON.stringify(data), { id: THREAD_ID, viewer: 'school' })?.mine).toBe(false);
  });

  it('refuses what is not a message of this thread', () => {
    expect(liveMessageFrom('not json', { id: THREAD_ID, viewer: 'student' })).toBeNull();
    expect(liveMessageFrom(JSON.stringify({ id: 'x' }), { id: THREAD_ID, viewer: 'student' })).toBeNull();
    expect(
      liveMessageFrom(JSON.stringify({ ...sent, threadId: '5b8f5a2e-4a4c-4d2a-9f57-0d3c1b2a3e4f' }), { id: THREAD_ID, viewer: 'student' }),
    ).toBeNull();
  });
});
