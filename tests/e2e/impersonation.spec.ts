// Spec 4 and 8: the impersonation banner. The admin impersonation endpoints belong to the admin
// feature; until it lands these tests answer the two calls in the browser (page.route) so the
// banner's own behaviour is covered. Replace the stubs with a real impersonation when it exists.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const impersonatedMaya = {
  id: 'u-maya',
  email: 'maya.chen@firstrung.test',
  firstName: 'Maya',
  lastName: 'Chen',
  role: 'student',
  profileImageUrl: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  hasProfile: true,
  impersonating: true,
  adminName: null,
  adminEmail: 'admin@firstrung.test',
};

/** The toast list (F8 jumps to it). */
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

async function stubImpersonation(page: Page, stop: { status: number; body: unknown }) {
  await page.route('**/api/auth/user', (route) => route.fulfill({ json: impersonatedMaya }));
  await page.route('**/api/admin/impersonate/stop', (route) => {
    expect(route.request().postDataJSON()).toEqual({});
    return route.fulfill({ status: stop.status, json: stop.body });
  });
}

test('the banner names the user and the admin, and returns to /admin', async ({ page, visit }) => {
  await stubImpersonation(page, { status: 200, body: { ok: true } });
  await visit('/');
  const banner = page.getByRole('region', { name: 'Impersonation' });
  await expect(banner).toHaveText(
    /Viewing as: Maya Chen \(maya\.chen@firstrung\.test\) • Admin: admin@firstrung\.test/,
  );
  await banner.getByRole('button', { name: 'Return to Admin Account' }).click();
  await expect(page).toHaveURL('/admin');
});

test('an expired session shows "Session expired" and goes home', async ({ page, visit, allowConsoleError }) => {
  allowConsoleError(/status of 401.*impersonate\/stop/);
  await stubImpersonation(page, { status: 401, body: { message: 'Not signed in', code: 'UNAUTHENTICATED' } });
  await visit('/events');
  await page.getByRole('button', { name: 'Return to Admin Account' }).click();
  await expect(toasts(page)).toContainText('Session expired');
  await expect(toasts(page)).toContainText('Please log in again');
  await expect(page).toHaveURL('/');
});

test('another failure shows the server message', async ({ page, visit, allowConsoleError }) => {
  allowConsoleError(/status of 500.*impersonate\/stop/);
  await stubImpersonation(page, { status: 500, body: { message: 'Something went wrong', code: 'INTERNAL' } });
  await visit('/events');
  await page.getByRole('button', { name: 'Return to Admin Account' }).click();
  await expect(toasts(page)).toContainText('Error');
  await expect(toasts(page)).toContainText('Something went wrong');
  await expect(page).toHaveURL('/events');
});
