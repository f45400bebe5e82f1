import { describe, expect, it } from 'vitest';
import { answerDueState } from './answer-due';

const due = '2026-12-15T12:00:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('answerDueState', () => {
  it('is plain more than 2 days before the date, amber within 2 days, red once past', () => {
    expect(answerDueState({ status: 'pending', answerDueAt: due }, at('2026-12-13T11:59:00Z'))).toBe('due');
    expect(answerDueState({ status: 'pending', answerDueAt: due }, at('2026-12-13T12:00:00Z'))).toBe('soon');
    expect(answerDueState({ status: 'reviewing', answerDueAt: due }, at('2026-12-15T12:00:00Z'))).toBe('soon');
    expect(answerDueState({ status: 'reviewing', answerDueAt: due }, at('2026-12-15T12:00:01Z'))).toBe('overdue');
  });

  it('shows nothing once answered or closed', () => {
    for (const status of ['interview', 'offered', 'accepted', 'declined', 'rejected', 'no_response'] as const) {
      expect(answerDueState({ status, answerDueAt: due }, at('2026-12-16T00:00:00Z'))).toBeNull();
    }
  });
});
