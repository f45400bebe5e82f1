// The terms accepted again (docs/product/accounts.md#consent-at-sign-up): an account with no record
// of the current terms of use and privacy notice is asked once, in a dialog that blocks the app,
// at its next sign-in; once accepted, it is not asked again.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const main = (page: Page) => page.getByRole('main');
const termsDialog = (page: Page) => page.getByRole('alertdialog', { name: "We've updated our terms" });

async function signInOnPage(page: Page, user: { email: string; password: string }) {
  await main(page).getByLabel('E-mail address').fill(user.email);
  await main(page).getByLabel('Password').fill(user.password);
  await main(page).getByRole('button', { name: 'Log In' }).click();
}

test('an account without the current terms accepts them at sign-in, reaches its dashboard, and is not asked again', async ({
  page,
  visit,
  newUser,
}) => {
  const student = await newUser({ signIn: false, termsAccepted: false });
  await visit('/sign-in');
  await signInOnPage(page, student);

  const dialog = termsDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Terms of use (opens in a new tab)' })).toHaveAttribute('href', '/terms');
  await expect(dialog.getByRole('link', { name: 'Privacy notice (opens in a new tab)' })).toHaveAttribute('href', '/privacy');
  await expect(dialog.getByRole('link', { name: 'Privacy notice (opens in a new tab)' })).toHaveAttribute('target', '_blank');
  // Blocking: Escape does not close it, and the page behind is out of reach.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Jordan!' })).toHaveCount(0);

  await dialog.getByRole('button', { name: 'I accept' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Jordan!');
  expect((await (await page.request.get('/api/auth/user')).json()).termsAccepted).toBe(true);

  // Signing out and in again: straight to the dashboard.
  await page.getByRole('button', { name: `My Account (${student.firstName})` }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await visit('/sign-in');
  await signInOnPage(page, student);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Jordan!');
  await expect(termsDialog(page)).toHaveCount(0);
});

test('the dialog lets the user log out instead, and asks again at the next sign-in', async ({ page, visit, newUser }) => {
  const student = await newUser({ signIn: false, termsAccepted: false });
  await visit('/sign-in');
  await signInOnPage(page, student);
  await termsDialog(page).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);

  await visit('/sign-in');
  await signInOnPage(page, student);
  await expect(termsDialog(page)).toBeVisible();
});

test('the terms page opened from the dialog is readable, not covered by it', async ({ page, visit, newUser }) => {
  await newUser({ termsAccepted: false });
  await visit('/terms');
  await expect(main(page)).toBeVisible();
  await expect(termsDialog(page)).toHaveCount(0);
  // Not visit(): the dialog hides the page's heading from the accessibility tree once it opens.
  await page.goto('/jobs');
  await expect(termsDialog(page)).toBeVisible();
});
