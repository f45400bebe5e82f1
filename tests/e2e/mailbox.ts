// The e-mails the app sent during the browser tests: start-server.mjs runs a real SMTP server
// that writes each message into a folder; a test waits for the message it caused.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { e2eMailboxDir } from './mailbox-dir.mjs';

export interface E2eMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The attached files: their names, types and contents as text (a calendar file is text). */
  attachments: Array<{ filename: string; contentType: string; content: string }>;
}

const mailboxDir = e2eMailboxDir(process.env.E2E_PORT ?? '5055');

async function readAll(): Promise<E2eMail[]> {
  const files = readdirSync(mailboxDir).sort();
  return Promise.all(
    files.map(async (file) => {
      const parsed = await simpleParser(readFileSync(path.join(mailboxDir, file)));
      const to = [parsed.to ?? []].flat().flatMap((entry) => entry.value.map((address) => (address.address ?? '').toLowerCase()));
      return {
        to: to.join(', '),
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: typeof parsed.html === 'string' ? parsed.html : '',
        attachments: parsed.attachments.map((attachment) => ({
          filename: attachment.filename ?? '',
          contentType: attachment.contentType,
          content: attachment.content.toString('utf8'),
        })),
      };
    }),
  );
}

/** Every message to an address so far. */
export async function mailTo(address: string): Promise<E2eMail[]> {
  return (await readAll()).filter((mail) => mail.to === address.toLowerCase());
}

/** Waits for a message to `address` whose subject matches, and returns the newest such. */
export async function waitForMail(address: string, subject: RegExp): Promise<E2eMail> {
  let found: E2eMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailTo(address)).filter((mail) => subject.test(mail.subject)).at(-1);
        return Boolean(found);
      },
      { message: `an e-mail to ${address} with a subject like ${subject}`, timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/** The first address in an e-mail's text that starts with the app's own `pathPrefix` (e.g. /verify-email). */
export function linkIn(mail: E2eMail, pathPrefix: string): string {
  const match = new RegExp(`https?://[^\\s"'<>]*${pathPrefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s"'<>]*`).exec(mail.text);
  if (!match) throw new Error(`No link to ${pathPrefix} in the e-mail "${mail.subject}":\n${mail.text}`);
  return match[0];
}
