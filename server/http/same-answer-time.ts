import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The routes that must not tell whether an e-mail address has an account (register, "send the
 * link again", "forgot password", change of address) answer no sooner than this after they start
 * (docs/decisions/022). Creating an account, or writing an e-mail, is a few database writes more
 * than not doing so; under this floor the difference does not show in the answer's timing. The
 * wait is a timer, not work: it costs the server nothing.
 */
export const SAME_ANSWER_FLOOR_MS = 300;

/** Runs `work`, then waits until `SAME_ANSWER_FLOOR_MS` have passed since it started, whatever its outcome. */
export async function withSameAnswerTime<T>(work: () => Promise<T>, floorMs = SAME_ANSWER_FLOOR_MS): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = floorMs - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
}
