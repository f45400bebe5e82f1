import type { APIRequestContext, Page } from '@playwright/test';
import { addSessionCookies, createConfirmedAccount, newAccountDetails } from './accounts';
import { expect, test } from './fixtures';

/** A unique new account (no other test, worker or run uses its e-mail). */
export function newAccount() {
  return newAccountDetails();
}

/** A confirmed account from the server's factory, no role yet; the page (and `page.request`) is then signed in as it. */
export async function registerAccount(page: Page, account = newAccount()) {
  const { cookies } = await createConfirmedAccount(page.request, account);
  await addSessionCookies(page.context(), cookies, test.info().project.use.baseURL!);
  return account;
}

export async function chooseRole(request: APIRequestContext, role: 'student' | 'employer' | 'institution') {
  const response = await request.post('/api/auth/setup-profile', { data: { role } });
  expect(response.status(), await response.text()).toBe(200);
}

/** On the student setup page: opens the resume dialog, chooses the file and uploads it (what happens next is the test's). */
export async function uploadResumeThroughDialog(page: Page, file: { name: string; content: string }) {
  await page.getByRole('main').getByRole('button', { name: 'Upload Resume' }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: file.name, mimeType: 'application/pdf', buffer: Buffer.from(file.content) });
  await dialog.getByRole('button', { name: /Upload 1 file/ }).click();
}

export const NOT_FOUND = '404 Page Not Found';
export const SETUP_TITLES = {
  '/setup-profile/student': 'Set Up Your Student Profile',
  '/setup-profile/employer': 'Set Up Your Employer Profile',
  '/setup-profile/institution': 'Set Up Your Institution Profile',
} as const;
