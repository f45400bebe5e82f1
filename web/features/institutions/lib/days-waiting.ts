// How long a school's student has waited for an employer's answer (the "Waiting for an answer" card).

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days since the application was sent, never less than 0 (a clock a little behind the server's). */
export function daysWaiting(sentAt: string, now: Date): number {
  const sent = Date.parse(sentAt);
  return Number.isNaN(sent) ? 0 : Math.max(0, Math.floor((now.getTime() - sent) / DAY_MS));
}
