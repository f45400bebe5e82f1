// Notifications in the browser (docs/product/notifications.md): a student applies, the employer
// sees the bell's count in both headers, opens /notifications, follows a notification and marks
// all read; the e-mail's "Stop these e-mails" link works without signing in; a setting is still
// there after a reload.
import type { APIRequestContext } from '@playwright/test';
import { giveResume, postJob, uniqueTag } from './accounts';
import { expect, test } from './fixtures';
import { linkIn, mailTo, waitForMail } from './mailbox';

async function apply(api: APIRequestContext, jobId: string): Promise<void> {
  const response = await api.post(`/api/jobs/${jobId}/apply`, { data: { message: 'I would like to help.' } });
  expect(response.status(), await response.text()).toBe(201);
}

test('an employer hears of applications in the bell, on /notifications and by e-mail', async ({ page, newUser, signIn, visit }) => {
  // Three accounts of its own, an admin's verification and eight pages.
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const employer = await newUser({ role: 'employer', signIn: false });
  // A posting's title is text wherever it shows, never markup.
  const title = `Bike <b>Mechanic</b> ${tag}`;
  const jobId = await postJob(employer.api, { title, companyName: `Spokes ${tag}` });
  const students = [await newUser({ signIn: false }), await newUser({ signIn: false })];
  for (const student of students) {
    await giveResume(student.api);
    await apply(student.api, jobId);
  }
  // One e-mail per application, in whatever order the queue sent them.
  const subject = new RegExp(`^New application for Bike <b>Mechanic</b> ${tag}$`);
  const applicationMails = async () =>
    (await mailTo(employer.email))
      .filter((mail) => subject.test(mail.subject))
      .map((mail) => mail.text)
      .join('\n');
  for (const student of students) {
    await expect.poll(applicationMails, { timeout: 20_000 }).toContain(`${student.fullName} applied to your posting “${title}”.`);
  }

  await signIn(employer);
  // The header on an inner page …
  await visit('/employer-dashboard');
  const bell = page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
  // The two applications, and FirstRung's verification of the company before them.
  await expect(bell).toHaveAccessibleName('Notifications, 3 unread');
  // … and on a listing page has the bell.
  await visit('/jobs');
  await expect(bell).toHaveAccessibleName('Notifications, 3 unread');

  await bell.click();
  await expect(page).toHaveURL('/notifications');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notifications');
  const list = page.getByRole('list', { name: 'Your notifications' });
  const items = list.getByRole('link');
  await expect(items).toHaveCount(3);
  await expect(items.first()).toContainText(`${students[1]!.fullName} applied to “${title}”.`);
  await expect(items.nth(1)).toContainText(`${students[0]!.fullName} applied to “${title}”.`);
  await expect(items.nth(2)).toContainText(/FirstRung verified Tester Works/);
  await expect(list.locator('b')).toHaveCount(0);

  // Following one opens what it is about and marks it read.
  await items.first().click();
  await expect(page).toHaveURL('/employer-dashboard');
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');

  await bell.click();
  await expect(page).toHaveURL('/notifications');
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  await expect(items).toHaveCount(3);
  await expect(list.getByText('Unread:')).toHaveCount(0);
});

test("an e-mail's “Stop these e-mails” link works without signing in, and can be undone", async ({ page, newUser, adminApi, visit }) => {
  const tag = uniqueTag();
  const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const created = await adminApi.post('/api/events', {
    data: { title: `Pref Fair ${tag}`, description: 'Meet local employers.', eventDate: `${day}T00:00:00.000Z`, location: 'Community Hall' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const eventId = ((await created.json()) as { event: { id: string } }).event.id;
  const student = await newUser({ signIn: false });
  const registered = await student.api.post(`/api/events/${eventId}/register`, { data: { registrationType: 'student' } });
  expect(registered.status(), await registered.text()).toBe(201);

  const mail = await waitForMail(student.email, new RegExp(`^You are registered: Pref Fair ${tag}$`));
  await visit(linkIn(mail, '/email-preferences?token='));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You will not get these e-mails any more');
  await expect(page.getByRole('status')).toContainText('“Event registrations” are off');
  const settings = async () =>
    ((await (await student.api.get('/api/notifications/settings')).json()) as { settings: Array<{ kind: string; email: boolean }> }).settings;
  expect((await settings()).find((row) => row.kind === 'event_registration')?.email).toBe(false);

  await page.getByRole('button', { name: 'Turn these e-mails back on' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('These e-mails are on again');
  expect((await settings()).find((row) => row.kind === 'event_registration')?.email).toBe(true);
});

test('notification settings are saved and stay after a reload', async ({ page, newUser, visit }) => {
  await newUser({ role: 'employer' });
  await visit('/notifications');
  // A new employer's one notification: FirstRung verified it (as the test's factory has an admin do).
  await expect(page.getByRole('list', { name: 'Your notifications' }).getByRole('link')).toContainText(/FirstRung verified Tester Works/);

  const daily = page.getByRole('radio', { name: /One e-mail a day/ });
  await expect(page.getByRole('radio', { name: 'One e-mail for each application' })).toBeChecked();
  await daily.click();
  await expect(daily).toBeChecked();
  const byEmail = page.getByRole('switch', { name: 'Event reminders: by e-mail' });
  await expect(byEmail).toBeChecked();
  await byEmail.click();
  await expect(byEmail).not.toBeChecked();
  await expect(byEmail).toBeEnabled();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notifications');
  await expect(page.getByRole('switch', { name: 'Event reminders: by e-mail' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Event reminders: in the app' })).toBeChecked();
  await expect(page.getByRole('radio', { name: /One e-mail a day/ })).toBeChecked();
});
