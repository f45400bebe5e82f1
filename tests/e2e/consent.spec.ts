// Consent at sign-up (docs/product/accounts.md#consent-at-sign-up): the sign-up form requires the
// terms and the privacy notice; a 13-year-old in Quebec is told on their dashboard that a parent
// or guardian must agree first, names one, and the guardian consents on their own page with the
// code sent by SMS (the server's SMS outbox, read back from its data folder).
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newAccount } from './helpers';
import { linkIn, waitForMail } from './mailbox';

const main = (page: Page) => page.getByRole('main');

/** A date of birth that makes someone `age` today (and for the next few months). */
function bornYearsAgo(age: number): string {
  const day = new Date(Date.now() - 60 * 86_400_000);
  return `${day.getUTCFullYear() - age}${day.toISOString().slice(4, 10)}`;
}

/**
 * The 6-digit code in the newest SMS to `number`, from the outbox of the browser tests' server (its
 * data folder is a fresh firstrung-e2e-* folder; the number is this test's own, so no other run's
 * message matches).
 */
async function codeTextedTo(number: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const folders = (await readdir(tmpdir())).filter((name) => name.startsWith('firstrung-e2e-') && !name.includes('mailbox'));
        for (const folder of folders) {
          const outbox = path.join(tmpdir(), folder, 'sms-outbox');
          const files = await readdir(outbox).catch(() => [] as string[]);
          for (const file of files.sort().reverse()) {
            const text = await readFile(path.join(outbox, file), 'utf8').catch(() => '');
            if (text.startsWith(`To: ${number}\n`)) return (code = /\b(\d{6})\b/.exec(text)?.[1]);
          }
        }
        return undefined;
      },
      { message: `an SMS to ${number}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return code!;
}

test('sign-up asks to accept the terms and the privacy notice, and sends nothing without it', async ({ page, visit }) => {
  const account = newAccount();
  await visit('/sign-up');
  const form = main(page);
  await expect(form.getByRole('link', { name: 'terms of use' })).toHaveAttribute('href', '/terms');
  await expect(form.getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', '/privacy');
  await form.getByLabel('First name').fill(account.firstName);
  await form.getByLabel('Last name').fill(account.lastName);
  await form.getByLabel('E-mail address').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  const box = form.getByRole('checkbox', { name: 'I accept the terms of use and the privacy notice.' });
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(box).toHaveAccessibleDescription('Please accept the terms of use and the privacy notice to create your account.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');

  await box.check();
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your inbox');
});

test("a 13-year-old in Quebec names a parent, who consents with the texted code; the student's card then goes", async ({
  page,
  visit,
  newUser,
  browser,
}) => {
  test.setTimeout(90_000);
  await newUser({ profile: { country: 'Canada', region: 'Quebec', dateOfBirth: bornYearsAgo(13) } });
  const digits = String(Date.now() % 10_000).padStart(4, '0');
  const parent = { name: 'Dana Parent', email: `dana.parent.${digits}.${Date.now()}@example.test`, phone: `514 555 ${digits}` };

  await visit('/');
  const card = page.getByRole('region', { name: 'A parent or guardian must agree before you apply' });
  await expect(card).toContainText('Under 14 in your province');
  await card.getByLabel('Their full name').fill(parent.name);
  await card.getByLabel('Their e-mail address').fill(parent.email);
  await card.getByLabel('Their mobile phone').fill(parent.phone);
  await card.getByRole('button', { name: 'Send them the link' }).click();
  await expect(card.getByTestId('guardian-consent-status')).toHaveText(
    `We sent the link to ${parent.name} (${parent.email}). You can apply as soon as they consent.`,
  );

  // The parent opens the e-mailed link in a browser of their own, signed in to nothing.
  const link = linkIn(await waitForMail(parent.email, /asks for your consent on FirstRung/), '/guardian/consent/');
  const guardianContext = await browser.newContext();
  const guardianPage = await guardianContext.newPage();
  await guardianPage.goto(link);
  await expect(guardianPage.getByRole('heading', { level: 1 })).toHaveText("A parent's or guardian's consent");
  await expect(guardianPage.getByRole('main')).toContainText(`Hello ${parent.name}.`);
  await expect(guardianPage.getByRole('main')).toContainText(`by text message to ••• ${digits}`);
  await guardianPage.getByRole('button', { name: 'Send me the code' }).click();
  const code = await codeTextedTo(`+1514555${digits}`);
  await guardianPage.getByLabel('The 6-digit code').fill(code);
  await guardianPage.getByRole('button', { name: 'I consent' }).click();
  await expect(guardianPage.getByRole('main')).toContainText('Thank you: your consent is recorded.');
  await guardianContext.close();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('a student without a date of birth is asked for it before applying, and the profile takes it', async ({ page, visit, newUser }) => {
  const student = await newUser({ profile: { country: 'Canada', region: 'Quebec', dateOfBirth: null } });
  await visit('/');
  const card = page.getByRole('region', { name: 'Add your date of birth before you apply' });
  await expect(card).toContainText('Under 14 in your province, the law asks');
  await card.getByRole('link', { name: 'Add my date of birth' }).click();
  await expect(page).toHaveURL('/setup-profile/student');
  await main(page).getByLabel('Date of birth', { exact: true }).fill(bornYearsAgo(16));
  await main(page).getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toContainText('Profile saved');
  // Saved: the rule of the age applies (16: nothing more to ask), and the card is gone.
  expect(await (await student.api.get('/api/consent/guardian')).json()).toMatchObject({ state: 'not_needed', age: 16 });
  await visit('/');
  await expect(page.getByRole('region', { name: 'Add your date of birth before you apply' })).toHaveCount(0);
});
