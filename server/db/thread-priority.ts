import fs from 'node:fs';
import os from 'node:os';

/**
 * Lowers the priority of the calling thread (Linux; elsewhere nothing changes). The embedded
 * database's thread calls it (pglite-worker.ts): when the machine's cores are all busy, a thread
 * running a long search then gives way to the app's thread, so a health check or a page that
 * needs no query is not held behind it (docs/decisions/013). /proc/thread-self names this thread,
 * and setpriority on a thread's id changes that thread alone.
 */
export function lowerThisThreadsPriority(niceness = 10): void {
  try {
    const threadId = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId) && threadId > 0) os.setPriority(threadId, niceness);
  } catch {
    // Not Linux, or not allowed: the thread keeps the process's priority.
  }
}
