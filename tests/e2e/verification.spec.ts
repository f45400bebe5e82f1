// Verification of schools and employers end to end (docs/product/admin.md#verification): a new
// employer's posting stays out of /jobs and its dashboard says why; the admin verifies it in the
// Verification tab of /admin (audited), and the posting appears in /jobs with the Verified mark.
// The employer and its posting are this file's own.
import type { Page } from '@playwright/test';
import { postJob, uniqueTag } from './accounts';
import { expect, test } from './fixtures';
import { signOutPage } from './helpers';

type NewUserFixture = Parameters<Parameters<typeof test>[2]>[0]['newUser'];

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

async function searchJobs(page: Page, visit: (path: string) => Promise<void>, text: string) {
  await visit(`/jobs?q=${encodeURIComponent(text)}`);
  await expect(page.getByRole('heading', { name: /opportunit/ }).first()).toBeVisible();
}

/** A new, unverified employer with one active posting, and a student to look for it. */
async function unverifiedPosting(newUser: NewUserFixture) {
  const stamp = uniqueTag();
  const company = `Harbour Sails ${stamp}`;
  const title = `Sail Loft Helper ${stamp}`;
  const employer = await newUser({ role: 'employer', verified: false, signIn: false, profile: { companyName: company } });
  const student = await newUser({ signIn: false });
  await postJob(employer.api, { title, companyName: company });
  return { stamp, company, title, employer, student };
}

test("a new employer's posting waits for verification: its dashboard says so, and students do not find it", async ({
  page,
  visit,
  signIn,
  newUser,
}) => {
  const { stamp, title, employer, student } = await unverifiedPosting(newUser);
  await signIn(employer);
  await visit('/employer-dashboard');
  await expect(page.getByRole('status').filter({ hasText: 'Waiting for verification' })).toContainText(
    'Your postings become visible to students once FirstRung verifies it.',
  );
  await expect(page.getByText(title)).toBeVisible();

  await signOutPage(page);
  await signIn(student);
  await searchJobs(page, visit, stamp);
  await expect(page.getByRole('heading', { name: '0 opportunities' })).toBeVisible();
});

test('an admin verifies a new employer in the queue, and its posting appears in /jobs with the Verified mark', async ({
  page,
  visit,
  signIn,
  newUser,
}) => {
  const { stamp, company, title, employer, student } = await unverifiedPosting(newUser);
  await signIn('admin');
  await visit('/admin');
  await page.getByRole('tab', { name: 'Verification' }).click();
  const card = page.getByRole('listitem').filter({ hasText: company });
  await expect(card).toContainText(employer.email);
  await card.getByRole('button', { name: `Verify ${company}` }).click();
  await expect(toasts(page)).toContainText(`${company} is verified`);
  await expect(page.getByRole('listitem').filter({ hasText: company })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Audit Log' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Verified employer' }).filter({ hasText: employer.email })).toHaveCount(1);

  await signOutPage(page);
  await signIn(student);
  await searchJobs(page, visit, stamp);
  await expect(page.getByRole('heading', { name: '1 opportunity' })).toBeVisible();
  const posting = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
  await expect(posting.getByText('Verified', { exact: true })).toBeVisible();
});

test('an admin rejects a new school with a reason, which its dashboard shows', async ({ page, visit, signIn, newUser }) => {
  const stamp = uniqueTag();
  const name = `Shadow Academy ${stamp}`;
  const school = await newUser({ role: 'institution', verified: false, signIn: false, profile: { institutionName: name } });

  await signIn('admin');
  await visit('/admin');
  await page.getByRole('tab', { name: 'Verification' }).click();
  const card = page.getByRole('listitem').filter({ hasText: name });
  await card.getByRole('button', { name: `Reject ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Reject ${name}?` });
  await dialog.getByLabel('Reason (optional)').fill('We could not find this school in the provincial register.');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(toasts(page)).toContainText(`${name} is rejected`);

  await signOutPage(page);
  await signIn(school);
  await visit('/');
  await expect(page.getByRole('status').filter({ hasText: 'Not verified' })).toContainText(
    'Reason: We could not find this school in the provincial register.',
  );
});
