import type { APIRequestContext, Page } from '@playwright/test';
import { addSessionCookies, createConfirmedAccount, newAccountDetails } from './accounts';
import { expect, test } from './fixtures';

/**
 * Shows another screen the way a link in the app does: a history entry and React Router's popstate,
 * so the document and the app's code (and axe, where a spec put it in) stay loaded; a full page
 * load per screen was about half of each screen's time. A spec's first screen is still a full load
 * (`visit`), which sees the prerendered page taken over. Waits for the new screen's main heading:
 * the headings on screen before are marked, and React mounts a new one for each screen (not for a
 * path that shows the same screen again: visit that one).
 */
export async function showInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    for (const heading of document.querySelectorAll('h1')) heading.dataset.shownBefore = '';
    const entry = { usr: null, key: Math.random().toString(36).slice(2, 10), idx: ((history.state as { idx?: number } | null)?.idx ?? 0) + 1 };
    history.pushState(entry, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: entry }));
  }, path);
  await expect(page.locator('h1:not([data-shown-before])').first()).toBeVisible({ timeout: 25_000 });
}

/**
 * Ends the page's session: leaves the page first, so that nothing it still runs (a list looking
 * again, a query on focus) asks the API without a session and logs a 401 the test did not cause.
 */
export async function signOutPage(page: Page) {
  await page.goto('about:blank');
  await page.context().clearCookies();
}

/** Every page the test opens starts in the dark theme, as a visitor who chose it (not about:blank, which has no storage). */
export async function preferDarkTheme(page: Page) {
  await page.addInitScript(() => {
    if (location.protocol.startsWith('http')) localStorage.setItem('theme', 'dark');
  });
}

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
