// What a posting says about the work (docs/product/jobs.md#what-the-work-is): the employer states
// pay, hours, start date, places and a minimum age in the posting form; a student sees by default
// only postings open to their age (and can ask for every age), filters by the work, reads the
// facts on the job page (without its view count) and, once applied, the application's status.
// Each test makes its own employer, student and postings, in a city of its own.
import type { Page } from '@playwright/test';
import { UNDO_WINDOW_MS } from '../../common/constants';
import { clockMovesFor, giveResume, postJob, uniqueTag } from './accounts';
import { expect, test } from './fixtures';
import { signOutPage } from './helpers';

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

/** A date of birth that makes someone `age` today (and for the next few months). */
function bornYearsAgo(age: number): string {
  const day = new Date(Date.now() - 60 * 86_400_000);
  return `${day.getUTCFullYear() - age}${day.toISOString().slice(4, 10)}`;
}

test('an employer states the work; a 15-year-old sees it only when asking for every age, with its pay and hours', async ({
  page,
  visit,
  newUser,
}) => {
  await newUser({ role: 'employer' });
  const city = `Factsville${uniqueTag()}`;
  const title = `Bakery Helper ${uniqueTag()}`;

  await visit('/employer-dashboard');
  await page.getByRole('button', { name: 'Create Posting' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a posting' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Location').fill('120 River Road');
  await dialog.getByLabel('City').fill(city);
  await dialog.getByLabel('Description').fill('Shape loaves and serve customers on Saturdays.');
  await dialog.getByRole('combobox', { name: 'Pay' }).click();
  await page.getByRole('option', { name: 'Paid', exact: true }).click();
  await dialog.getByLabel('Amount (CAD)').fill('17.5x');
  await dialog.getByLabel('Hours per week').fill('12');
  await dialog.getByLabel('Start date').fill('2027-07-02');
  await dialog.getByLabel('Places').fill('3');
  await dialog.getByRole('combobox', { name: 'Minimum age' }).click();
  await page.getByRole('option', { name: '16 and over' }).click();
  await dialog.getByLabel('Workplace postal code').fill('K1P 1J1');
  await dialog.getByRole('button', { name: 'Create posting' }).click();
  await expect(dialog.getByText('Enter the amount, like 17.50.')).toBeVisible();
  await dialog.getByLabel('Amount (CAD)').fill('17.50');
  await dialog.getByRole('button', { name: 'Create posting' }).click();
  await expect(toasts(page)).toContainText('Success');
  await expect(dialog).toBeHidden();
  await signOutPage(page);

  await newUser({ profile: { dateOfBirth: bornYearsAgo(15) } });
  await visit(`/jobs?city=${city}`);
  await expect(page.getByText('Showing opportunities open to your age (15).')).toBeVisible();
  await expect(page.getByRole('heading', { name: '0 opportunities' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Every age (not only mine)' }).click();
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page).toHaveURL(/allAges=true/);
  await expect(page.getByRole('heading', { name: '1 opportunity' })).toBeVisible();
  await expect(page.getByText('Showing opportunities open to your age')).toHaveCount(0);

  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const facts = page.getByRole('definition');
  await expect(facts.filter({ hasText: '$17.50 CAD an hour' })).toBeVisible();
  await expect(facts.filter({ hasText: '12 hours a week' })).toBeVisible();
  await expect(facts.filter({ hasText: 'July 2, 2027' })).toBeVisible();
  await expect(facts.filter({ hasText: '16 and over' })).toBeVisible();
  await expect(facts.filter({ hasText: '120 River Road, ' + city + ' K1P 1J1' })).toBeVisible();
  // The view count is the employer's figure, not the students'.
  await expect(page.getByRole('term').filter({ hasText: 'Views' })).toHaveCount(0);
});

test('a student filters by the work and, once applied, reads the status on the job page', async ({ page, visit, newUser }) => {
  const employer = await newUser({ role: 'employer', signIn: false });
  const city = `Workton${uniqueTag()}`;
  const companyName = String(employer.profile!.companyName);
  const paid = await postJob(employer.api, { title: `Paid Short ${uniqueTag()}`, companyName, city });
  const paidTitle = ((await (await employer.api.get(`/api/jobs/${paid}`)).json()) as { job: { title: string } }).job.title;
  const edit = (id: string, title: string, facts: Record<string, unknown>) =>
    employer.api.put(`/api/employer/jobs/${id}`, {
      data: { title, companyName, location: '88 King Street', city, description: 'Help our team.', ...facts },
    });
  expect((await edit(paid, paidTitle, { pay: { kind: 'paid', amount: 16, unit: 'hour' }, hoursPerWeek: 10 })).status()).toBe(200);
  const unpaidTitle = `Unpaid Long ${uniqueTag()}`;
  const unpaid = await postJob(employer.api, { title: unpaidTitle, companyName, city });
  expect((await edit(unpaid, unpaidTitle, { pay: { kind: 'unpaid' }, hoursPerWeek: 30 })).status()).toBe(200);

  const student = await newUser();
  await giveResume(student.api);
  await visit(`/jobs?city=${city}`);
  await expect(page.getByRole('heading', { name: '2 opportunities' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Paid only' }).click();
  await page.getByLabel('Hours per week, at most').fill('20');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page).toHaveURL(/paid=true&maxHours=20/);
  await expect(page.getByRole('heading', { name: '1 opportunity' })).toBeVisible();
  await expect(page.getByRole('link', { name: paidTitle })).toBeVisible();
  await expect(page.getByRole('link', { name: unpaidTitle })).toHaveCount(0);
  // Back restores the unfiltered list, as for the other filters.
  await page.goBack();
  await expect(page.getByRole('heading', { name: '2 opportunities' })).toBeVisible();

  const applied = await student.api.post(`/api/jobs/${paid}/apply`, { data: {} });
  expect(applied.status(), await applied.text()).toBe(201);
  await visit(`/jobs/${paid}`);
  await expect(page.getByText('You have already applied to this job.')).toBeVisible();
  await expect(page.getByText('Your application: Pending')).toBeVisible();
  const applications = (await (await employer.api.get(`/api/employer/applications?jobId=${paid}`)).json()) as { items: Array<{ id: string }> };
  const offered = await employer.api.patch(`/api/employer/applications/${applications.items[0]!.id}`, { data: { status: 'offered' } });
  expect(offered.status(), await offered.text()).toBe(200);
  // The student hears of the offer once the employer's undo window has passed, and accepts it (docs/product/applications.md#offers).
  await clockMovesFor(student.api, applications.items[0]!.id, UNDO_WINDOW_MS);
  const accepted = await student.api.post(`/api/student/applications/${applications.items[0]!.id}/offer`, { data: { answer: 'accept' } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await page.reload();
  await expect(page.getByText('Your application: Accepted')).toBeVisible();
});
