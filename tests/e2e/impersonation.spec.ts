// The impersonation banner on a real impersonation (the demo admin viewing as a
// student this test made). admin.spec.ts covers the way back; here the stop call is answered in
// the browser only for the two failures a live server cannot be made to give on demand (an
// expired admin session, a 500).
import type { Page } from '@playwright/test';
import type { TestUser } from './accounts';
import { expect, test } from './fixtures';

/** The toast list (F8 jumps to it). */
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

/** Signs the page in as the demo admin and starts viewing as `target` through the real API. */
async function impersonate(page: Page, signIn: (user: 'admin') => Promise<void>, target: TestUser) {
  await signIn('admin');
  const started = await page.request.post('/api/admin/impersonate', { data: { targetUserId: target.id } });
  expect(started.ok(), await started.text()).toBe(true);
}

async function answerStop(page: Page, status: number, body: unknown) {
  await page.route('**/api/admin/impersonate/stop', (route) => {
    expect(route.request().postDataJSON()).toEqual({});
    return route.fulfill({ status, json: body });
  });
}

test('the banner names the user and the admin on every page with the header', async ({ page, visit, signIn, newUser }) => {
  const student = await newUser({ signIn: false });
  await impersonate(page, signIn, student);
  for (const path of ['/', '/events', '/jobs']) {
    await visit(path);
    await expect(page.getByRole('region', { name: 'Impersonation' })).toContainText(
      `Viewing as: ${student.fullName} (${student.email}) • Admin: Ada Admin`,
    );
  }
});

test('an expired session shows "Session expired" and goes home', async ({ page, visit, signIn, newUser, allowConsoleError }) => {
  allowConsoleError(/status of 401.*impersonate\/stop/);
  await impersonate(page, signIn, await newUser({ signIn: false }));
  await answerStop(page, 401, { message: 'Not signed in', code: 'UNAUTHENTICATED' });
  await visit('/events');
  await page.getByRole('button', { name: 'Return to Admin Account' }).click();
  // Title and description in one look: the toast may close between two looks on a busy machine.
  await expect(toasts(page)).toContainText(/Session expired[\s\S]*Please log in again/);
  await expect(page).toHaveURL('/');
});

test('another failure shows the server message', async ({ page, visit, signIn, newUser, allowConsoleError }) => {
  allowConsoleError(/status of 500.*impersonate\/stop/);
  await impersonate(page, signIn, await newUser({ signIn: false }));
  await answerStop(page, 500, { message: 'Something went wrong', code: 'INTERNAL' });
  await visit('/events');
  await page.getByRole('button', { name: 'Return to Admin Account' }).click();
  // Title and description in one look: the toast may close between two looks on a busy machine.
  await expect(toasts(page)).toContainText(/Error[\s\S]*Something went wrong/);
  await expect(page).toHaveURL('/events');
});
