// An employer FirstRung has not verified yet (issue 35, item 12; docs/product/jobs.md#posting): its
// switched-on posting does not say "Active" as if students saw it, but "Waiting for verification".
import type { Page } from '@playwright/test';
import { postJob } from './accounts';
import { expect, test } from './fixtures';

const main = (page: Page) => page.getByRole('main');

test("an unverified employer's new posting says it waits for verification, and students cannot see it yet", async ({ page, visit, newUser }) => {
  const employer = await newUser({ role: 'employer', verified: false });
  const title = `Bike Shop Helper ${employer.lastName}`;
  await postJob(employer.api, { title, companyName: String(employer.profile?.companyName) });
  await visit('/employer-dashboard');
  const card = main(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card.getByRole('switch', { name: `Waiting for verification: ${title}` })).toBeChecked();
  await expect(card).toContainText('Waiting for verification');
  await expect(card).toContainText('Students cannot see this posting until FirstRung has verified your company.');
  await expect(card.getByText('Active', { exact: true })).toHaveCount(0);
});
