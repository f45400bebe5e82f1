// The admin tools against the real server (docs/product/admin.md): taking a posting down, who
// registered for an event, deleting an account, the Users tab at desktop and phone widths, the
// one rule for "Login as User", and the account card while viewing as someone. The demo admin acts
// only on accounts and data this test made.
import type { Locator, Page } from '@playwright/test';
import { postJob, uniqueTag } from './accounts';
import { DEMO_USERS } from './demo-users';
import { expect, test } from './fixtures';

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
const usersRegion = (page: Page) => page.getByRole('region', { name: 'Users' });

async function searchUsers(page: Page, text: string) {
  await page.getByLabel('Search by name or e-mail').fill(text);
  await page.getByRole('button', { name: 'Search' }).click();
}

/** Nothing on the page is wider than the window, and no box inside it scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => {
    const scroller = [...document.querySelectorAll('main *')].find(
      (element) => element.scrollWidth > element.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(element).overflowX),
    );
    return { page: document.documentElement.scrollWidth - document.documentElement.clientWidth, scroller: scroller?.outerHTML.slice(0, 80) ?? null };
  });
  expect(overflow).toEqual({ page: 0, scroller: null });
}

/** The element lies wholly inside the window's width (scrolled to vertically first). */
async function expectWithinWidth(page: Page, locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test('an admin takes a posting down with a reason; the employer sees why and cannot switch it on', async ({ page, visit, signIn, newUser }) => {
  const employer = await newUser({ role: 'employer', signIn: false });
  const title = `Bike Helper ${uniqueTag()}`;
  await postJob(employer.api, { title, companyName: 'ignored' });
  const reason = 'The posting asks applicants to pay a fee.';

  await signIn('admin');
  await visit('/admin');
  await page.getByRole('tab', { name: 'Job Postings' }).click();
  await page.getByRole('button', { name: `Take down ${title}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Take down' }).click();
  await expect(dialog.getByText('Give the reason the employer will read.')).toBeVisible();
  await dialog.getByLabel('Reason the employer will read').fill(reason);
  await dialog.getByRole('button', { name: 'Take down' }).click();
  await expect(toasts(page)).toContainText(`“${title}” was taken down`);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Taken down');
  await expect(row).toContainText(reason);

  await signIn(employer);
  await visit('/employer-dashboard');
  const card = page.getByRole('main').getByRole('note').filter({ hasText: 'Taken down by FirstRung' });
  await expect(card).toContainText(reason);
  // Its switch cannot be used, and says why rather than "Active".
  await expect(page.getByRole('switch', { name: `Taken down: ${title}` })).toBeDisabled();
  // The bell tells them too.
  await visit('/notifications');
  await expect(page.getByRole('main')).toContainText(`FirstRung took your posting “${title}” down: ${reason}`);
});

test('the Events tab shows who registered: name, e-mail and date', async ({ page, visit, signIn, newUser, adminApi }) => {
  const title = `Registrants Night ${uniqueTag()}`;
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const created = await adminApi.post('/api/events', {
    data: { title, description: 'Who comes?', eventDate: `${day}T00:00:00.000Z`, location: 'Hall', eventType: 'workshop' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { event } = (await created.json()) as { event: { id: string } };
  const student = await newUser({ signIn: false });
  const registered = await student.api.post(`/api/events/${event.id}/register`, { data: { registrationType: 'student' } });
  expect(registered.status(), await registered.text()).toBe(201);

  await signIn('admin');
  await visit('/admin');
  await page.getByRole('tab', { name: 'Events' }).click();
  await page.getByRole('button', { name: `Who registered for ${title}` }).click();
  const list = page.getByRole('list', { name: `Registered for ${title}` });
  await expect(list).toContainText(student.fullName);
  await expect(list).toContainText(student.email);
  await expect(list).toContainText(/Student · registered \w+ \d+, \d{4}/);
});

test('an admin deletes an account after confirming, but never their own', async ({ page, visit, signIn, newUser }) => {
  const user = await newUser({ signIn: false });
  await signIn('admin');
  await visit('/admin');
  await searchUsers(page, DEMO_USERS.admin.email);
  await expect(usersRegion(page).getByRole('button', { name: /^Delete the account of/ })).toHaveCount(0);

  await searchUsers(page, user.email);
  await usersRegion(page)
    .getByRole('button', { name: `Delete the account of ${user.fullName}` })
    .click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`${user.email} and everything of theirs`);
  await confirm.getByRole('button', { name: 'Delete account' }).click();
  await expect(toasts(page)).toContainText(`${user.email} was deleted.`);
  await expect(page.getByText('No users match.')).toBeVisible();

  // The deletion is in the audit log, which no longer names the person (docs/product/accounts.md).
  await page.getByRole('tab', { name: 'Audit Log' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Deleted account' }).first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: user.email })).toHaveCount(0);
});

test('"Login as User" is not offered for a student an admin made an employer', async ({ page, visit, signIn, newUser, adminApi }) => {
  const student = await newUser({ signIn: false });
  const changed = await adminApi.patch(`/api/admin/users/${student.id}/role`, { data: { role: 'employer' } });
  expect(changed.status(), await changed.text()).toBe(200);
  await signIn('admin');
  await visit('/admin');
  await searchUsers(page, student.email);
  const row = usersRegion(page).getByRole('row').filter({ hasText: student.email });
  await expect(row).toContainText('Incomplete');
  await expect(row.getByRole('button', { name: `Login as User: ${student.fullName}` })).toHaveCount(0);
});

for (const width of [1024, 1280, 1440]) {
  test(`at ${width} px every column and action of the Users tab fits without sideways scrolling`, async ({ page, visit, signIn, newUser }) => {
    const student = await newUser({ signIn: false });
    await page.setViewportSize({ width, height: 900 });
    await signIn('admin');
    await visit('/admin');
    await searchUsers(page, student.email);
    await expectWithinWidth(page, usersRegion(page).getByRole('button', { name: `Login as User: ${student.fullName}` }));
    await expectWithinWidth(page, usersRegion(page).getByRole('columnheader', { name: 'Actions' }));
    await expectNoSidewaysScroll(page);
  });
}

test('at 375 px the Users tab shows each user as a card, without sideways scrolling', async ({ page, visit, signIn, newUser }) => {
  const student = await newUser({ signIn: false });
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn('admin');
  await visit('/admin');
  await searchUsers(page, student.email);
  await expectWithinWidth(page, usersRegion(page).getByRole('button', { name: `Login as User: ${student.fullName}` }));
  // A card: the column names sit beside the values, and the header row is not shown.
  await expect(usersRegion(page).getByRole('row').getByText('Joined', { exact: true })).toBeVisible();
  await expect(usersRegion(page).locator('thead')).toBeHidden();
  await expectNoSidewaysScroll(page);
});

test('while viewing as a user, the account card offers no suspend or delete and says why', async ({ page, visit, signIn, newUser }) => {
  const student = await newUser({ signIn: false });
  await signIn('admin');
  const started = await page.request.post('/api/admin/impersonate', { data: { targetUserId: student.id } });
  expect(started.ok(), await started.text()).toBe(true);
  await visit('/');
  const card = page.getByRole('main').getByRole('note').filter({ hasText: 'You are viewing as someone else' });
  await expect(card).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suspend Account' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete Account' })).toHaveCount(0);
});
