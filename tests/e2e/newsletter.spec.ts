// The newsletter end to end, with the real SMTP server the test server sends to (mailbox.ts):
// a visitor subscribes in the footer, confirms with the mailed link, and receives the issue the
// demo admin writes and sends in /admin; the admin finds both e-mails in the E-mail tab. Other
// tests run beside this one on the same server, so it uses an address of its own and never
// counts what everyone shares.
import type { Page } from '@playwright/test';
import { uniqueTag } from './accounts';
import { expect, test } from './fixtures';
import { signOutPage } from './helpers';
import { linkIn, waitForMail } from './mailbox';

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

test('a visitor subscribes, confirms by the mailed link, and receives the issue an admin sends', async ({
  page,
  visit,
  signIn,
  allowConsoleError,
}) => {
  // A long flow (two mailed messages, an admin's issue sent in batches, seven pages): 43-58 s
  // alone on the CI machine while axe ran on every page, over a minute when it was busy.
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const address = `reader.${tag}@example.test`;
  const subject = `FirstRung news ${tag}`;

  await visit('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: 'E-mail address' }).fill(address);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('status')).toContainText('we have sent it a link');

  const confirmMail = await waitForMail(address, /^Confirm your FirstRung newsletter subscription$/);
  const confirmLink = linkIn(confirmMail, '/newsletter/confirm');
  await visit(pathOf(confirmLink));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're subscribed!");

  // The link works once: opened again, it says so (the server's 404, which the browser logs).
  allowConsoleError(/404/);
  await page.goto(pathOf(confirmLink));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link does not work');
  await expect(page.getByRole('main')).toContainText('used already');

  await signIn('admin');
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Newsletter' }).click();
  const tab = page.getByRole('tabpanel', { name: 'Newsletter' });
  await expect(tab.getByRole('heading', { name: 'Write an issue' })).toBeVisible();
  await tab.getByLabel('Subject').fill(subject);
  await tab.getByLabel('Newsletter text').fill('Summer placements are open.\n\nApply <b>before</b> June.');
  await tab.getByRole('button', { name: 'Save draft' }).click();
  await expect(toasts(page)).toContainText('Draft saved');

  const issue = tab.getByRole('article', { name: subject });
  await expect(issue).toContainText('Draft');
  await issue.getByRole('button', { name: `Send ${subject}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Send this issue now?' });
  await expect(dialog).toContainText('sent only once');
  await dialog.getByRole('button', { name: 'Send to subscribers' }).click();
  await expect(toasts(page)).toContainText('Sending started');
  // The list looks again while the batches run, until every message is queued.
  await expect(issue.getByText('Sent', { exact: true })).toBeVisible();
  await expect(issue).toContainText(/Sent to \d+ subscribers?/);
  await expect(issue.getByRole('button', { name: `Send ${subject}` })).toHaveCount(0);

  const received = await waitForMail(address, new RegExp(`^${subject}$`));
  expect(received.text).toContain('Summer placements are open.');
  // What the admin typed is text, never markup.
  expect(received.text).toContain('Apply <b>before</b> June.');
  expect(received.html).toContain('Apply &lt;b&gt;before&lt;/b&gt; June.');
  const unsubscribeLink = linkIn(received, '/newsletter/unsubscribed');

  // The E-mail tab: sending through SMTP, and both messages to this address, sent.
  await page.getByRole('tab', { name: 'E-mail' }).click();
  const mailTab = page.getByRole('tabpanel', { name: 'E-mail' });
  await expect(mailTab.getByRole('heading', { name: 'Sending through SMTP' })).toBeVisible();
  await mailTab.getByLabel("Recipient's e-mail").fill(address);
  await mailTab.getByRole('button', { name: 'Search' }).click();
  const rows = mailTab.getByRole('region', { name: 'E-mail messages' }).getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: subject })).toContainText('Sent');
  await expect(rows.filter({ hasText: 'Confirm your FirstRung newsletter subscription' })).toContainText('Newsletter confirmation');

  // Unsubscribing needs no sign-in: the link's page posts the token.
  await signOutPage(page);
  await visit(pathOf(unsubscribeLink));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You have been unsubscribed');
});
