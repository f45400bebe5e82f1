// The SMS the app sent during the browser tests: without SMS_URL the server keeps each one as a text
// file in its outbox ("To: +1…", a blank line, the text: server/sms/sms-transport.ts), which
// start-server.mjs links to a folder found by the port; a test waits for the message it caused.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { e2eSmsOutboxDir } from './mailbox-dir.mjs';

const outboxDir = e2eSmsOutboxDir(process.env.E2E_PORT ?? '5055');

/** Every SMS text sent to a number (E.164, "+14165550199") so far, oldest first (the files' names start with the time). */
function textsTo(e164: string): string[] {
  return readdirSync(outboxDir)
    .sort()
    .map((file) => readFileSync(path.join(outboxDir, file), 'utf8'))
    .filter((content) => content.startsWith(`To: ${e164}\n`))
    .map((content) => content.slice(content.indexOf('\n\n') + 2).trim());
}

/** Waits for an SMS to `e164` whose text matches, and returns the newest such text. */
export async function waitForSms(e164: string, text: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        found = textsTo(e164)
          .filter((body) => text.test(body))
          .at(-1);
        return Boolean(found);
      },
      { message: `an SMS to ${e164} like ${text}`, timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}
