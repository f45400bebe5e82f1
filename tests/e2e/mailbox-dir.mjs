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

/**
 * The port of the school's identity provider the sign-in test starts (tests/e2e/school-sign-in.spec.ts),
 * per app port: start-server.mjs allows it as a private issuer. 1000 above, clear of other checkouts' app ports.
 */
export function schoolSignInProviderPort(port) {
  return Number(port) + 1000;
}
