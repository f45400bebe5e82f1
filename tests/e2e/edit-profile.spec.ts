// Editing a saved profile (issue 35, item 3; docs/product/profiles.md#editing): each role's account
// menu has "Edit profile", the employer dashboard and the posting dialog lead to the company
// profile, and an edit page says "Edit", saves with "Profile saved" and stays.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const main = (page: Page) => page.getByRole('main');
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

test('an employer edits its company profile from the dashboard, and the page stays with "Profile saved"', async ({ page, visit, newUser }) => {
  await newUser({ role: 'employer' });
  await visit('/employer-dashboard');
  await main(page).getByRole('link', { name: 'Edit company profile' }).click();
  await expect(page).toHaveURL('/setup-profile/employer');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Your Employer Profile');
  await expect(main(page).getByRole('link', { name: 'Skip for Now' })).toHaveCount(0);
  await main(page).getByLabel('Company description').fill('We build decks and fences.');
  await main(page).getByRole('button', { name: 'Save Profile' }).click();
  await expect(toasts(page)).toContainText('Profile saved');
  await expect(toasts(page)).not.toContainText('Profile created successfully!');
  await expect(page).toHaveURL('/setup-profile/employer');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Your Employer Profile');
  await expect(main(page).getByLabel('Company description')).toHaveValue('We build decks and fences.');
});

test("the posting dialog's company name hint links to the company profile", async ({ page, visit, newUser }) => {
  await newUser({ role: 'employer' });
  await visit('/employer-dashboard');
  await main(page).getByRole('button', { name: 'Create Posting' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('link', { name: 'edit your company profile' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Your Employer Profile');
});

for (const role of ['student', 'employer', 'institution'] as const) {
  test(`the account menu of a ${role} has Edit profile, to its own form`, async ({ page, visit, newUser }) => {
    const user = await newUser({ role });
    await visit('/jobs');
    await page.getByRole('button', { name: `My Account (${user.firstName})` }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Edit profile' }).click();
    await expect(page).toHaveURL(`/setup-profile/${role}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Edit Your');
  });
}
