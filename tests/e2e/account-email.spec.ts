import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newAccount } from './helpers';
import { linkIn, mailTo, waitForMail } from './mailbox';

// Account e-mail in the browser (docs/product/accounts.md, docs/decisions/022): the confirmation
// link of a sign-up, the banner of an unconfirmed account, "forgot password", and changing the
// password and the e-mail address from the Account Management card. Each e-mail is read from the
// mailbox the test SMTP server writes (tests/e2e/mailbox.ts).

/** The page content, so the footer's newsletter e-mail field does not count. */
const main = (page: Page) => page.getByRole('main');
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

test('sign up, check your inbox, send the link again, then the mailed link signs in and goes on to role selection', async ({ page, visit }) => {
  // Several pages, and e-mails through the SMTP server and the queue.
  test.setTimeout(120_000);
  const account = newAccount();
  await visit('/sign-up');
  await main(page).getByLabel('First name').fill(account.firstName);
  await main(page).getByLabel('Last name').fill(account.lastName);
  await main(page).getByLabel('E-mail address').fill(account.email);
  await main(page).getByLabel('Password').fill(account.password);
  await main(page).getByRole('checkbox', { name: 'I accept the terms of use and the privacy notice.' }).check();
  await main(page).getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your inbox');
  await expect(main(page)).toContainText(`We sent a link to ${account.email}.`);
  await expect(page).toHaveURL('/sign-up');
  // Not signed in yet: the header still offers Log In.
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();

  await waitForMail(account.email, /Confirm your e-mail address/);
  await main(page).getByRole('button', { name: 'Send the link again' }).click();
  await expect(main(page).getByRole('status').filter({ hasText: 'a new link is on its way' })).toBeVisible();
  await expect.poll(async () => (await mailTo(account.email)).length).toBe(2);

  // The newest link works (any unexpired one does).
  const mail = await waitForMail(account.email, /Confirm your e-mail address/);
  await page.goto(linkIn(mail, '/verify-email'));
  await expect(page).toHaveURL('/role-selection');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How will you use FirstRung?');
  await expect(page.getByRole('button', { name: `My Account (${account.firstName})` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'E-mail address not confirmed' })).toHaveCount(0);

  // Opened again, the link signs nobody in and says the address is confirmed already.
  await page.goto(linkIn(mail, '/verify-email'));
  await expect(main(page).getByRole('status')).toHaveText('Your e-mail address is already confirmed.');
  await expect(main(page).getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/role-selection');
});

test('a link that does not work says so and offers a new one', async ({ page, visit, allowConsoleError }) => {
  allowConsoleError(/status of 400.*\/api\/auth\/verify-email/);
  await visit('/verify-email?token=not-a-real-token');
  await expect(main(page).getByRole('alert')).toHaveText('This link is not valid any more. Please ask for a new one.');
  await expect(main(page).getByRole('heading', { name: 'Get a new link' })).toBeVisible();
  await main(page).getByLabel('E-mail address').fill('nobody-here@example.test');
  await main(page).getByRole('button', { name: 'Send the link again' }).click();
  await expect(main(page).getByRole('status')).toContainText('If nobody-here@example.test is waiting for confirmation, a new link is on its way.');
});

test('an unconfirmed account may sign in; a banner asks to confirm and sends the link again', async ({ page, visit, signIn }) => {
  // Several pages, and e-mails through the SMTP server and the queue.
  test.setTimeout(120_000);
  const account = newAccount();
  const registered = await page.request.post('/api/auth/register', { data: { ...account, acceptTerms: true } });
  expect(registered.status()).toBe(202);
  await waitForMail(account.email, /Confirm your e-mail address/);
  await signIn(account);

  await visit('/role-selection');
  const banner = page.getByRole('region', { name: 'E-mail address not confirmed' });
  await expect(banner).toContainText(`open the link we sent to ${account.email}`);
  await banner.getByRole('button', { name: 'Send the link again' }).click();
  await expect(banner.getByRole('status')).toHaveText(`A new link is on its way to ${account.email}.`);
  await expect.poll(async () => (await mailTo(account.email)).length).toBe(2);

  // The link confirms the address; the banner is gone.
  await page.goto(linkIn(await waitForMail(account.email, /Confirm your e-mail address/), '/verify-email'));
  await expect(page).toHaveURL('/role-selection');
  await expect(banner).toHaveCount(0);
});

test('forgot password: the mailed link sets a new password, which then signs in', async ({ page, visit, newUser }) => {
  // Several pages, and e-mails through the SMTP server and the queue.
  test.setTimeout(120_000);
  const student = await newUser({ signIn: false });
  await visit('/sign-in');
  await main(page).getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');
  await main(page).getByLabel('E-mail address').fill(student.email);
  await main(page).getByRole('button', { name: 'Send the link' }).click();
  await expect(main(page).getByRole('status')).toContainText(`If ${student.email} belongs to a FirstRung account`);

  await page.goto(linkIn(await waitForMail(student.email, /Choose a new FirstRung password/), '/reset-password'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
  const newPassword = 'lantern-orchard-river-7';
  await main(page).getByLabel('New password').fill(newPassword);
  await main(page).getByRole('button', { name: 'Save new password' }).click();

  await expect(page).toHaveURL('/sign-in');
  await expect(main(page).getByRole('status')).toContainText('Your password has been changed');
  await main(page).getByLabel('E-mail address').fill(student.email);
  await main(page).getByLabel('Password').fill(newPassword);
  await main(page).getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${student.firstName}!`);
});

test('a used reset link says so and offers a new one', async ({ page, visit, newUser, allowConsoleError }) => {
  allowConsoleError(/status of 400.*\/api\/auth\/reset-password/);
  const student = await newUser({ signIn: false });
  const asked = await page.request.post('/api/auth/forgot-password', { data: { email: student.email } });
  expect(asked.status()).toBe(202);
  const link = linkIn(await waitForMail(student.email, /Choose a new FirstRung password/), '/reset-password');
  const used = await page.request.post('/api/auth/reset-password', {
    data: { token: new URL(link).searchParams.get('token'), password: 'lantern-orchard-river-7' },
  });
  expect(used.status()).toBe(200);

  await visit(new URL(link).pathname + new URL(link).search);
  await main(page).getByLabel('New password').fill('another-orchard-river-8');
  await main(page).getByRole('button', { name: 'Save new password' }).click();
  await expect(main(page).getByRole('alert')).toHaveText('This link has already been used or is not valid.');
  await expect(main(page).getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
});

test('the Account Management card changes the password, and the e-mail address once the new address confirms', async ({
  page,
  visit,
  newUser,
  allowConsoleError,
}) => {
  // Several pages, and e-mails through the SMTP server and the queue.
  test.setTimeout(120_000);
  allowConsoleError(/status of 400.*\/api\/account\/change-password/);
  const student = await newUser();
  await visit('/');
  const card = main(page).getByRole('heading', { name: 'Account Management' }).locator('xpath=../..');

  await card.getByRole('button', { name: 'Change Password' }).click();
  const passwordDialog = page.getByRole('dialog', { name: 'Change your password' });
  await passwordDialog.getByLabel('Current password').fill(student.password);
  await passwordDialog.getByLabel('New password').fill('password123');
  await passwordDialog.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordDialog.getByLabel('New password')).toHaveAccessibleDescription(/one of the most common passwords/);
  const newPassword = 'lantern-orchard-river-7';
  await passwordDialog.getByLabel('New password').fill(newPassword);
  await passwordDialog.getByRole('button', { name: 'Change password' }).click();
  await expect(toasts(page)).toContainText('Password changed');
  await expect(passwordDialog).toHaveCount(0);
  // This browser stays signed in; the old password no longer works.
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);
  const oldLogin = await student.api.post('/api/auth/login', { data: { email: student.email, password: student.password } });
  expect(oldLogin.status()).toBe(401);

  const newEmail = `moved.${student.email}`;
  await card.getByRole('button', { name: 'Change E-mail' }).click();
  const emailDialog = page.getByRole('dialog', { name: 'Change your e-mail address' });
  await expect(emailDialog).toContainText(student.email);
  await emailDialog.getByLabel('New e-mail address').fill(newEmail);
  await emailDialog.getByLabel('Your password').fill(newPassword);
  await emailDialog.getByRole('button', { name: 'Send the link' }).click();
  await expect(toasts(page)).toContainText(`Open the link we sent to ${newEmail}`);
  await waitForMail(student.email, /Your FirstRung e-mail address is being changed/);

  await page.goto(linkIn(await waitForMail(newEmail, /Confirm your new e-mail address/), '/verify-email'));
  await expect(main(page).getByRole('status')).toHaveText(`Your e-mail address is now ${newEmail}.`);
  const me = (await (await page.request.get('/api/auth/user')).json()) as { email: string };
  expect(me.email).toBe(newEmail);
});
