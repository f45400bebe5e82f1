import path from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts';

// The server's first log lines, in plain words for whoever just typed `npm start`: where to open
// it, what data it holds, where its e-mail goes and which address the e-mails' links use.

export interface StartupFacts {
  publicUrl: string;
  host: string;
  port: number;
  databaseKind: 'pglite' | 'postgres';
  dataDir: string;
  /** The demo data was loaded by this start. */
  demoLoaded: boolean;
  /** No SMTP_URL: every message is kept in the outbox. */
  outbox: boolean;
  /** Where SMS go (server/sms/sms-transport.ts); absent: not said. */
  sms?: 'gateway' | 'outbox' | 'off';
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);

export function startupSummary(facts: StartupFacts): string[] {
  const lines = [`FirstRung is ready: open ${facts.publicUrl} in your browser.`];
  lines.push(
    LOOPBACK_HOSTS.has(facts.host)
      ? `Listening on ${facts.host}:${facts.port}, this machine only (set HOST=0.0.0.0 to open it to others: docs/decisions/040).`
      : `Listening on ${facts.host}:${facts.port}: other machines can reach it.`,
  );
  if (facts.demoLoaded) {
    lines.push(
      `Demo data loaded: an account of every role, all with the password ${DEMO_PASSWORD}; sign in as ${DEMO_ACCOUNTS.admin.email} for the admin's side (README, "Demo accounts").`,
    );
  } else if (facts.databaseKind === 'pglite') {
    lines.push(`Data: kept from earlier starts in ${path.join(facts.dataDir, 'pg')}.`);
  }
  if (facts.outbox) {
    lines.push(
      `E-mail is not sent: each message is kept in the outbox, as an .eml file in ${path.join(facts.dataDir, 'outbox')}, and shown to admins on the Admin Dashboard's E-mail tab.`,
    );
  }
  if (facts.sms === 'outbox') {
    lines.push(`SMS are not sent: each one is kept in the outbox, as a text file in ${path.join(facts.dataDir, 'sms-outbox')}.`);
  } else if (facts.sms === 'off') {
    lines.push('SMS are off (no SMS_URL): codes for parents and guardians go by e-mail.');
  }
  lines.push(`Links in e-mails start with ${facts.publicUrl} (PUBLIC_URL): set PUBLIC_URL if people open FirstRung at another address.`);
  return lines;
}
