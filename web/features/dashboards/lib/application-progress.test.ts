import { describe, expect, it } from 'vitest';
import { STUDENT_APPLICATION_STATUSES } from '@common/enums';
import { awaitsAnswer, canWithdraw, isHttpsLink } from './application-progress';

describe("what a student's application allows", () => {
  it('can be withdrawn while it is in play, never once closed or withdrawn', () => {
    expect(STUDENT_APPLICATION_STATUSES.filter(canWithdraw)).toEqual(['pending', 'reviewing', 'interview', 'offered']);
  });

  it('shows the answer deadline only while the first answer is owed', () => {
    expect(STUDENT_APPLICATION_STATUSES.filter(awaitsAnswer)).toEqual(['pending', 'reviewing']);
  });

  it('links a call only by https', () => {
    expect(isHttpsLink('https://meet.example.org/abc?x=1')).toBe(true);
    expect(isHttpsLink('http://meet.example.org/abc')).toBe(false);
    expect(isHttpsLink('javascript:alert(1)')).toBe(false);
    expect(isHttpsLink('https://x.org/" onclick="')).toBe(false);
  });
});
