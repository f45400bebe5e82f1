// A student's side of applications (issue 35): the message to the employer is never cut, its
// length is shown as it is typed. Every test makes its own employer, posting and student.
import type { APIRequestContext } from '@playwright/test';
import { UNDO_WINDOW_MS } from '../../common/constants';
import { clockMovesFor, giveResume, postJob, uniqueTag } from './accounts';
import { expect, test } from './fixtures';

/** A posting of a new employer of the test's own; answers its title and id. */
async function newPosting(
  newUser: (options: { role: 'employer'; signIn: false }) => Promise<{ api: APIRequestContext; profile: Record<string, unknown> | null }>,
) {
  const employer = await newUser({ role: 'employer', signIn: false });
  const title = `Shop Helper ${uniqueTag()}`;
  const id = await postJob(employer.api, { title, companyName: String(employer.profile?.companyName) });
  return { title, id };
}

test('the message to the employer shows its length and is refused over 1000 characters, never cut', async ({ page, visit, newUser }) => {
  const job = await newPosting(newUser);
  const student = await newUser();
  await giveResume(student.api);
  await visit(`/jobs/${job.id}`);

  const message = page.getByLabel('Message to the employer (optional)');
  await expect(page.getByText('0 / 1000')).toBeVisible();
  await message.fill('a'.repeat(1001));
  // Nothing is cut: all 1001 characters stay, the counter says so and the form refuses them.
  await expect(message).toHaveValue('a'.repeat(1001));
  await expect(page.getByText('1001 / 1000')).toBeVisible();
  await expect(page.getByText('Your message must be at most 1000 characters.')).toBeVisible();
  await page.getByRole('button', { name: 'Apply now' }).click();
  await expect(message).toBeFocused();
  await expect(page.getByText('You have already applied to this job.')).toHaveCount(0);

  await message.press('Backspace');
  await expect(page.getByText('1000 / 1000')).toBeVisible();
  await expect(page.getByText('Your message must be at most 1000 characters.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Apply now' }).click();
  await expect(page.getByText('You have already applied to this job.')).toBeVisible();
});

test("the student's dashboard lists the events they registered for, and an accepted placement offers no Withdraw", async ({
  page,
  visit,
  newUser,
  adminApi,
}) => {
  const eventTitle = `Dashboard Fair ${uniqueTag()}`;
  const day = new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10);
  const created = await adminApi.post('/api/events', {
    data: { title: eventTitle, description: 'Meet employers.', eventDate: `${day}T00:00:00.000Z`, location: 'Market Hall' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { event } = (await created.json()) as { event: { id: string } };

  const employer = await newUser({ role: 'employer', signIn: false });
  const title = `Placement ${uniqueTag()}`;
  const jobId = await postJob(employer.api, { title, companyName: String(employer.profile?.companyName) });
  const student = await newUser();
  await giveResume(student.api);
  const registered = await student.api.post(`/api/events/${event.id}/register`, { data: { registrationType: 'student' } });
  expect(registered.status(), await registered.text()).toBe(201);
  const applied = await student.api.post(`/api/jobs/${jobId}/apply`, { data: {} });
  expect(applied.status(), await applied.text()).toBe(201);
  const { application } = (await applied.json()) as { application: { id: string } };

  await visit('/');
  const events = page.getByRole('list', { name: 'Events you registered for' });
  await expect(events.getByRole('listitem')).toHaveCount(1);
  await expect(events).toContainText(eventTitle);
  await expect(events).toContainText('Market Hall · as Student');
  await expect(page.getByRole('button', { name: `Withdraw my application: ${title}` })).toBeVisible();

  const offered = await employer.api.patch(`/api/employer/applications/${application.id}`, { data: { status: 'offered' } });
  expect(offered.status(), await offered.text()).toBe(200);
  // The student hears of the offer once the employer's undo window has passed, and accepts it (docs/product/applications.md#offers).
  await clockMovesFor(student.api, application.id, UNDO_WINDOW_MS);
  const accepted = await student.api.post(`/api/student/applications/${application.id}/offer`, { data: { answer: 'accept' } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await visit('/');
  await expect(page.getByRole('listitem').filter({ hasText: title }).first()).toContainText('Accepted');
  await expect(page.getByRole('button', { name: `Withdraw my application: ${title}` })).toHaveCount(0);
});

test('a withdrawn application stays in the list marked "Withdrawn", and the student may apply again', async ({ page, visit, newUser }) => {
  const job = await newPosting(newUser);
  const student = await newUser();
  await giveResume(student.api);
  const applied = await student.api.post(`/api/jobs/${job.id}/apply`, { data: {} });
  expect(applied.status(), await applied.text()).toBe(201);

  await visit('/');
  await page.getByRole('button', { name: `Withdraw my application: ${job.title}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Withdraw your application to “${job.title}”?` });
  await confirm.getByRole('button', { name: 'Withdraw application' }).click();
  await expect(confirm).toBeHidden();

  await test.step('after withdrawing, the application is still in the list marked "Withdrawn"', async () => {
    const item = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: job.title }) });
    await expect(item).toContainText('Withdrawn');
    await expect(item.getByRole('button', { name: `Withdraw my application: ${job.title}` })).toHaveCount(0);
    await expect(page.getByText('You have not applied to anything yet.')).toHaveCount(0);
  });

  await test.step('the posting offers "Apply now" again, which reopens it as pending', async () => {
    await visit(`/jobs/${job.id}`);
    await page.getByRole('button', { name: 'Apply now' }).click();
    await expect(page.getByText('You have already applied to this job.')).toBeVisible();
    await visit('/');
    const item = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: job.title }) });
    await expect(item).toContainText('Pending');
    await expect(item).not.toContainText('Withdrawn');
  });
});
