// Starts the built server for the browser tests on a fresh, throw-away data folder.
// With TEST_DATABASE_URL the server uses that PostgreSQL database and seeds the demo accounts;
// without it the server uses PGlite in the data folder and seeds the empty database itself.
// E-mail goes to a real SMTP server started here (the smtp-server package), which writes each
// message it receives into the mailbox folder the tests read (tests/e2e/mailbox.ts).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { e2eMailboxDir, e2eSmsOutboxDir, schoolSignInProviderPort } from './mailbox-dir.mjs';

const port = process.env.E2E_PORT ?? '5055';
const dataDir = mkdtempSync(path.join(tmpdir(), 'firstrung-e2e-'));
const mailboxDir = e2eMailboxDir(port);
rmSync(mailboxDir, { recursive: true, force: true });
mkdirSync(mailboxDir, { recursive: true });
// SMS (the guardian's codes) stay in the server's outbox, DATA_DIR/sms-outbox, without SMS_URL: that
// folder is a link to one the tests can find by the port (tests/e2e/sms-outbox.ts reads it).
const smsOutboxDir = e2eSmsOutboxDir(port);
rmSync(smsOutboxDir, { recursive: true, force: true });
mkdirSync(smsOutboxDir, { recursive: true });
symlinkSync(smsOutboxDir, path.join(dataDir, 'sms-outbox'), 'dir');

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      received += 1;
      writeFileSync(path.join(mailboxDir, `${String(received).padStart(6, '0')}.eml`), Buffer.concat(chunks));
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));

const env = {
  ...process.env,
  PORT: port,
  DATA_DIR: dataDir,
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  SMTP_URL: `smtp://127.0.0.1:${smtp.server.address().port}`,
  MAIL_FROM: 'FirstRung <no-reply@firstrung.test>',
  QUEUE_POLL_MS: '500',
  // One trusted proxy hop: the accounts the tests make through the API say which network they come
  // from (tests/e2e/accounts.ts), so the per-network limits count them apart. Browsers send no
  // X-Forwarded-For, so what they do counts as before.
  TRUST_PROXY: '1',
  // The school's identity provider the sign-in test starts on this machine (tests/e2e/school-sign-in.spec.ts).
  SCHOOL_SIGN_IN_PRIVATE_ISSUERS: `http://127.0.0.1:${schoolSignInProviderPort(port)}`,
};
delete env.DATABASE_URL;
if (process.env.TEST_DATABASE_URL) {
  env.DATABASE_URL = process.env.TEST_DATABASE_URL;
  env.SEED_DEMO = 'true';
}

const server = spawn(process.execPath, ['dist/server/main.js'], { env, stdio: 'inherit' });

function cleanUp() {
  rmSync(dataDir, { recursive: true, force: true });
  smtp.close();
}

function stop(signal) {
  server.kill(signal);
}

process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
server.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 0 : 1));
});
