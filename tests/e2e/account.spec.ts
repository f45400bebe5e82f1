import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseRole, registerAccount } from './helpers';
import { waitForMail } from './mailbox';

const main = (page: Page) => page.getByRole('main');
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

/** A new student with a profile; the Account Management card is on their pages. */
async function newStudent(page: Page) {
  const account = await registerAccount(page);
  await chooseRole(page.request, 'student');
  const saved = await page.request.post('/api/student/profile', { data: { bio: 'Hello' } });
  expect(saved.status()).toBe(200);
  return account;
}

test('suspending your account asks for your password, signs you out, and signing in is refused', async ({ page, visit, allowConsoleError }) => {
  allowConsoleError(/status of 403.*\/api\/auth\/login/);
  allowConsoleError(/status of 400.*\/api\/account\/suspend/);
  const account = await newStudent(page);
  await visit('/setup-profile/student');
  const card = main(page).getByRole('heading', { name: 'Account Management' }).locator('xpath=../..');
  await card.getByRole('button', { name: 'Suspend Account' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Suspend your account?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  await card.getByRole('button', { name: 'Suspend Account' }).click();
  // An open session alone is not enough: the current password is asked again.
  await dialog.getByLabel('Your password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Yes, suspend my account' }).click();
  await expect(dialog.getByLabel('Your password')).toHaveAccessibleDescription('That is not your current password.');
  await dialog.getByLabel('Your password').fill(account.password);
  await dialog.getByRole('button', { name: 'Yes, suspend my account' }).click();
  // Title and description in one look: the toast may close between two looks on a busy machine.
  await expect(toasts(page)).toContainText(/Account Suspended[\s\S]*Your account has been suspended\./);
  await expect(page).toHaveURL('/');
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);

  await visit('/sign-in');
  await main(page).getByLabel('E-mail address').fill(account.email);
  await main(page).getByLabel('Password').fill(account.password);
  await main(page).getByRole('button', { name: 'Log In' }).click();
  await expect(main(page).getByRole('alert')).toContainText('suspended');
  await expect(page).toHaveURL('/sign-in');
});

test('deleting your account asks for your password, then removes it for good', async ({ page, visit, allowConsoleError }) => {
  allowConsoleError(/status of 400.*\/api\/account\/delete/);
  const account = await newStudent(page);
  await visit('/setup-profile/student');
  await main(page).getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('This cannot be undone.');
  const password = dialog.getByLabel('Your password');
  await password.fill('not-my-password');
  await dialog.getByRole('button', { name: 'Yes, delete everything' }).click();
  await expect(password).toHaveAccessibleDescription('That is not your current password.');
  await expect(dialog).toBeVisible();

  await password.fill(account.password);
  await dialog.getByRole('button', { name: 'Yes, delete everything' }).click();
  await expect(toasts(page)).toContainText('Account Deleted');
  await expect(page).toHaveURL('/');
  const login = await page.request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(login.status()).toBe(401);
});

test('every password field can be shown as text and hidden again: sign-in, sign-up, reset, change password', async ({ page, visit }) => {
  /** Types into the field, shows it, hides it: the one shared field (web/components/form/password-field.tsx). */
  async function showsAndHides(scope: Locator, label: string) {
    const field = scope.getByLabel(label, { exact: true });
    await field.fill('river-lantern-orchard');
    await expect(field).toHaveAttribute('type', 'password');
    await scope.getByRole('button', { name: `Show ${label}` }).click();
    await expect(field).toHaveAttribute('type', 'text');
    await expect(field).toHaveValue('river-lantern-orchard');
    await scope.getByRole('button', { name: `Hide ${label}` }).click();
    await expect(field).toHaveAttribute('type', 'password');
  }
  await visit('/sign-in');
  await showsAndHides(main(page), 'Password');
  await visit('/sign-up');
  await showsAndHides(main(page), 'Password');
  await visit('/reset-password?token=any');
  await showsAndHides(main(page), 'New password');

  await newStudent(page);
  await visit('/setup-profile/student');
  await main(page).getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog');
  await showsAndHides(dialog, 'Current password');
  await showsAndHides(dialog, 'New password');
});

test('the suspend dialog says plainly that only support can reactivate the account', async ({ page, visit }) => {
  await newStudent(page);
  await visit('/setup-profile/student');
  await main(page).getByRole('button', { name: 'Suspend Account' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('You cannot reactivate your account yourself: only our support team can');
});

test('deleting your account says a confirmation is on its way, and it arrives', async ({ page, visit }) => {
  const account = await newStudent(page);
  await visit('/setup-profile/student');
  await main(page).getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByLabel('Your password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Yes, delete everything' }).click();
  await expect(toasts(page)).toContainText(`A confirmation is on its way to ${account.email}.`);
  const mail = await waitForMail(account.email, /^Your FirstRung account was deleted$/);
  expect(mail.text).toContain('have been deleted, as you asked');
});
