import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where the browser tests' SMTP server (start-server.mjs) writes what it receives, per app port. */
export function e2eMailboxDir(port) {
  return path.join(tmpdir(), `firstrung-e2e-mailbox-${port}`);
}
