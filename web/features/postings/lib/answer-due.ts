import { AWAITING_ANSWER_STATUSES, type ApplicationStatus } from '@common/enums';

// "Answer by {date}" (docs/product/applications.md#the-deadline): shown to the employer while an
// application waits for its first answer, amber within the last 2 days, red once the date has passed.

/** Within this long of the deadline, the date turns amber. */
export const DUE_SOON_MS = 2 * 24 * 60 * 60 * 1000;

export type AnswerDueState = 'due' | 'soon' | 'overdue';

export const isAwaitingAnswer = (status: ApplicationStatus) => (AWAITING_ANSWER_STATUSES as readonly string[]).includes(status);

/** How the deadline reads at `now`, or null when nothing is awaited (answered, or closed). */
export function answerDueState(application: { status: ApplicationStatus; answerDueAt: string }, now: number): AnswerDueState | null {
  if (!isAwaitingAnswer(application.status)) return null;
  const left = Date.parse(application.answerDueAt) - now;
  if (Number.isNaN(left)) return null;
  if (left < 0) return 'overdue';
  return left <= DUE_SOON_MS ? 'soon' : 'due';
}
