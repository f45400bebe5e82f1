// Defects found in use on the setup pages (docs/product/profiles.md#setup-pages): the way back,
// the resume button of a user without a role, Skip for Now, and another role's profile; and the
// success stories page that presents its examples as examples.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { NOT_FOUND } from './helpers';

const main = (page: Page) => page.getByRole('main');
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

test('a user with a role goes back home from a setup page, never to a 404', async ({ page, visit, newUser }) => {
  await newUser({ role: 'employer' });
  await visit('/setup-profile/employer');
  await expect(main(page).getByRole('link', { name: 'Back to role selection' })).toHaveCount(0);
  await main(page).getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(NOT_FOUND);
});

test('a user without a role still goes back to role selection', async ({ page, visit, newUser }) => {
  await newUser({ role: null });
  await visit('/setup-profile/institution');
  await main(page).getByRole('link', { name: 'Back to role selection' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How will you use FirstRung?');
});

test('a signed-in user without a role is asked to save first, not to log in, before uploading a resume', async ({ page, visit, newUser }) => {
  await newUser({ role: null });
  await visit('/setup-profile/student');
  await main(page).getByRole('button', { name: 'Upload Resume' }).click();
  const notice = main(page).getByRole('alert');
  await expect(notice).toContainText('Save your profile first');
  await expect(notice).toContainText('makes your account a student account');
  await expect(main(page).getByText('Please log in to save your profile')).toHaveCount(0);
});

test('Skip for Now skips: / shows a home that asks to finish the profile', async ({ page, visit, newUser }) => {
  await newUser({ role: 'student', profile: false });
  await visit('/setup-profile/student');
  await main(page).getByRole('link', { name: 'Skip for Now' }).click();
  await expect(page).toHaveURL('/');
  await expect(main(page).getByRole('heading', { level: 2, name: 'Finish your profile' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Set Up Your Student Profile');
  await main(page).getByRole('link', { name: 'Finish your profile' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set Up Your Student Profile');
});

test('a student on the employer form is told why it is not theirs, before and after saving', async ({ page, visit, newUser, allowConsoleError }) => {
  allowConsoleError(/status of 403.*\/api\/employer\/profile/);
  await newUser({ role: 'student' });
  await visit('/setup-profile/employer');
  await expect(main(page).getByRole('note')).toContainText('This is a student account');
  await expect(main(page).getByRole('note')).toContainText('sign up for a separate employer account');
  await main(page).getByLabel('Company name').fill('Side Hustle Inc');
  await main(page).getByRole('button', { name: 'Save Profile' }).click();
  await expect(toasts(page)).toContainText('This is a student account, so it cannot have an employer profile');
});

test('the success stories are presented as examples', async ({ page, visit }) => {
  await visit('/success-stories');
  await expect(main(page)).toContainText('examples written by the FirstRung team');
  await expect(main(page)).not.toContainText('Names are shared with permission');
  const stories = main(page).getByRole('list', { name: 'Example stories' }).getByRole('listitem');
  await expect(stories.first()).toContainText('Example');
});

test('the student form asks once for the school and once for the grade, says what CLB is, and has no Delete Account the first time', async ({
  page,
  visit,
  newUser,
}) => {
  await newUser({ role: 'student', profile: false });
  await visit('/setup-profile/student');
  await expect(main(page).getByLabel('School', { exact: true })).toHaveCount(1);
  await expect(main(page).getByLabel('Institution', { exact: true })).toHaveCount(0);
  await expect(main(page).getByLabel('Grade or level', { exact: true })).toHaveCount(1);
  await expect(main(page).getByLabel('Grade', { exact: true })).toHaveCount(0);
  await expect(main(page).getByLabel('Education level', { exact: true })).toHaveCount(0);
  await expect(main(page)).toContainText('Canadian Language Benchmarks');
  await expect(main(page).getByRole('button', { name: 'Delete Account' })).toHaveCount(0);

  // A school FirstRung does not list is typed in, only once the student says so.
  await expect(main(page).getByLabel('School name', { exact: true })).toHaveCount(0);
  await main(page).getByLabel('School', { exact: true }).click();
  await page.getByRole('option', { name: 'My school is not listed' }).click();
  await main(page).getByLabel('School name', { exact: true }).fill('Maple Ridge Secondary');
  await main(page).getByRole('button', { name: 'Save Profile' }).click();
  await expect(page).toHaveURL('/jobs');
  const { profile } = await (await page.request.get('/api/student/profile')).json();
  expect(profile).toMatchObject({ school: 'Maple Ridge Secondary', institutionId: null });
});
