// Spec 4 and 8: the impersonation banner on a real impersonation (an admin viewing as Maya).
// admin.spec.ts covers the way back; here the stop call is answered in the browser only for the
// two failures a live server cannot be made to give on demand (an expired admin session, a 500).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The toast list (F8 jumps to it). */
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

/** Signs in as the demo admin and starts viewing as Maya through the real API. */
async function impersonateMaya(page: Page, signIn: (user: 'admin') => Promise<void>) {
  await signIn('admin');
  const found = await page.request.get('/api/admin/users?q=maya.chen');
  expect(found.ok(), await found.text()).toBe(true);
  const { users } = (await found.json()) as { users: Array<{ id: string; email: string }> };
  const maya = users.find((user) => user.email === 'maya.chen@firstrung.test');
  expect(maya, 'the demo student Maya exists').toBeDefined();
  const started = await page.request.post('/api/admin/impersonate', { data: { targetUserId: maya!.id } });
  expect(started.ok(), await started.text()).toBe(true);
}

async function answerStop(page: Page, status: number, body: unknown) {
  await page.route('**/api/admin/impersonate/stop', (route) => {
    expect(route.request().postDataJSON()).toEqual({});
    return route.fulfill({ status, json: body });
  });
}

test('the banner names the user and the admin on every page with the header', async ({ page, visit, signIn }) => {
  await impersonateMaya(page, signIn);
  for (const path of ['/', '/events', '/jobs']) {
    await visit(path);
    await expect(page.getByRole('region', { name: 'Impersonation' })).toHaveText(
      /Viewing as: Maya Chen \(maya\.chen@firstrung\.test\) • Admin: Ada Admin/,
    );
  }
});

test('an expired session shows "Session expired" and goes home', async ({ page, visit, signIn, allowConsoleError }) => {
  allowConsoleError(/status of 401.*impersonate\/stop/);
  await impersonateMaya(page, signIn);
  await answerStop(page, 401, { message: 'Not signed in', code: 'UNAUTHENTICATED' });
  await visit('/events');
  await page.getByRole('button', { name: 'Return to Admin Account' }).click();
  await expect(toasts(page)).toContainText('Session expired');
  await expect(toasts(page)).toContainText('Please log in again');
  await expect(page).toHaveURL('/');
});

test('another failure shows the server message', async ({ page, visit, signIn, allowConsoleError }) => {
  allowConsoleError(/status of 500.*impersonate\/stop/);
  await impersonateMaya(page, signIn);
  await answerStop(page, 500, { message: 'Something went wrong', code: 'INTERNAL' });
  await visit('/events');
  await page.getByRole('button', { name: 'Return to Admin Account' }).click();
  await expect(toasts(page)).toContainText('Error');
  await expect(toasts(page)).toContainText('Something went wrong');
  await expect(page).toHaveURL('/events');
});
