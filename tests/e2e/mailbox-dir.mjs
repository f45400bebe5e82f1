import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where the browser tests' SMTP server (start-server.mjs) writes what it receives, per app port. */
export function e2eMailboxDir(port) {
  return path.join(tmpdir(), `firstrung-e2e-mailbox-${port}`);
}

/**
 * Where the browser tests read the SMS the server keeps in its outbox (DATA_DIR/sms-outbox without
 * SMS_URL): start-server.mjs links the data folder's sms-outbox here, per app port.
 */
export function e2eSmsOutboxDir(port) {
  return path.join(tmpdir(), `firstrung-e2e-sms-outbox-${port}`);
}
