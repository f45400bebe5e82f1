// A posting's life after it is created (docs/product/jobs.md#posting-lifecycle): the employer
// edits it (the form refuses a deadline that has passed), closes it as filled, reopens it and
// deletes it; a student sees what changed since applying, then withdraws the application. Each
// test makes its own employer, student and posting.
import type { APIRequestContext, Page } from '@playwright/test';
import { giveResume, postJob, uniqueTag } from './accounts';
import { expect, test } from './fixtures';

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

async function apply(student: APIRequestContext, jobId: string): Promise<void> {
  const applied = await student.post(`/api/jobs/${jobId}/apply`, { data: {} });
  expect(applied.status(), await applied.text()).toBe(201);
}

test('an employer edits, closes, reopens and deletes a posting', async ({ page, visit, newUser }) => {
  const employer = await newUser({ role: 'employer' });
  const student = await newUser({ signIn: false });
  await giveResume(student.api);
  const title = `Garden Helper ${uniqueTag()}`;
  const newTitle = `${title} (weekends)`;
  const jobId = await postJob(employer.api, { title, companyName: String(employer.profile!.companyName) });
  await apply(student.api, jobId);

  await visit('/employer-dashboard');
  await page.getByRole('button', { name: `Edit: ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit “${title}”` });
  await dialog.getByLabel('Application deadline (optional)').fill('2020-01-31');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByText('The deadline must be today or later.')).toBeVisible();
  await dialog.getByLabel('Application deadline (optional)').fill('');
  await dialog.getByLabel('Title').fill(newTitle);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(toasts(page)).toContainText('Job posting saved.');
  await expect(dialog).toBeHidden();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: newTitle }) });
  await expect(card.getByText('Edits')).toBeVisible();
  await expect(card.getByText(/: title$/)).toBeVisible();

  await card.getByRole('button', { name: `Close as filled: ${newTitle}` }).click();
  await expect(toasts(page)).toContainText('Job posting closed as filled.');
  await expect(card.getByText('Filled', { exact: true })).toBeVisible();
  // The switch's label follows its state.
  await expect(card.getByRole('switch', { name: `Inactive: ${newTitle}` })).not.toBeChecked();
  await expect(card.getByText('Inactive', { exact: true })).toHaveCount(1);

  await card.getByRole('button', { name: `Reopen: ${newTitle}` }).click();
  const reopen = page.getByRole('dialog', { name: `Reopen “${newTitle}”` });
  await reopen.getByRole('button', { name: 'Reopen' }).click();
  await expect(toasts(page)).toContainText('Job posting reopened.');
  await expect(card.getByRole('switch', { name: `Active: ${newTitle}` })).toBeChecked();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: `Delete: ${newTitle}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete “${newTitle}”?` });
  await expect(confirm).toContainText('Its 1 application goes with it, and the applicant is told.');
  await confirm.getByRole('button', { name: 'Delete posting' }).click();
  await expect(toasts(page)).toContainText('Job posting deleted.');
  await expect(page.getByRole('link', { name: newTitle })).toHaveCount(0);
  const told = (await (await student.api.get('/api/notifications')).json()) as { items: Array<{ kind: string }> };
  expect(told.items.map((item) => item.kind)).toContain('posting_deleted');
});

test('a student sees what changed since applying, then withdraws the application', async ({ page, visit, newUser }) => {
  const employer = await newUser({ role: 'employer', signIn: false });
  const title = `Library Assistant ${uniqueTag()}`;
  const newTitle = `${title} II`;
  const jobId = await postJob(employer.api, { title, companyName: String(employer.profile!.companyName) });
  const student = await newUser();
  await giveResume(student.api);
  await apply(student.api, jobId);
  const edited = await employer.api.put(`/api/employer/jobs/${jobId}`, {
    data: { title: newTitle, companyName: 'ignored', location: '88 King Street', city: 'Toronto', description: 'Shelve books.' },
  });
  expect(edited.status(), await edited.text()).toBe(200);

  await visit('/');
  const item = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: newTitle }) });
  await expect(item.getByText('Changed by the employer since you applied')).toBeVisible();
  await item.getByText('What you applied to').click();
  await expect(item.getByText(title, { exact: true })).toBeVisible();

  await item.getByRole('button', { name: `Withdraw my application: ${newTitle}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Withdraw your application to “${newTitle}”?` });
  await confirm.getByRole('button', { name: 'Withdraw application' }).click();
  await expect(toasts(page)).toContainText(`Your application to “${newTitle}” was withdrawn.`);
  // It stays in the student's history, marked "Withdrawn" (docs/product/jobs.md#withdrawing).
  await expect(item).toContainText('Withdrawn');
  const applicants = (await (await employer.api.get(`/api/employer/applications?jobId=${jobId}`)).json()) as { items: unknown[] };
  expect(applicants.items).toEqual([]);
});
