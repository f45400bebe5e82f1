// The smoke set: the few flows that prove the app works on a database, run on the one the full
// browser suite does not use (docs/decisions/036): signing in through the page, uploading a
// resume, one search and one application. The whole suite runs these too.
import type { Page } from '@playwright/test';
import { giveResume } from './accounts';
import { expect, test } from './fixtures';
import { uploadResumeThroughDialog } from './helpers';

const SMOKE = { tag: '@smoke' };
const main = (page: Page) => page.getByRole('main');
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

test('a student signs in on the sign-in page and uploads a resume', SMOKE, async ({ page, visit, newUser }) => {
  const student = await newUser({ signIn: false });
  await visit('/sign-in');
  await main(page).getByLabel('E-mail address').fill(student.email);
  await main(page).getByLabel('Password').fill(student.password);
  await main(page).getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${student.firstName}!` })).toBeVisible();

  await visit('/setup-profile/student');
  await uploadResumeThroughDialog(page, { name: 'smoke-cv.pdf', content: '%PDF-1.4 smoke resume' });
  await expect(toasts(page)).toContainText('Resume uploaded successfully!');
  const { profile } = await (await page.request.get('/api/student/profile')).json();
  expect(await (await page.request.get(profile.resumeUrl)).text()).toBe('%PDF-1.4 smoke resume');
});

test('a student with a resume searches, opens a posting and applies', SMOKE, async ({ page, visit, newUser }) => {
  const student = await newUser();
  await giveResume(student.api);
  await visit('/jobs');
  await page.getByRole('searchbox', { name: 'Search opportunities' }).fill('Electrical');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/q=Electrical/);
  await expect(page.getByRole('heading', { name: '1 opportunity' })).toBeVisible();

  await page.getByRole('link', { name: 'Electrical Apprentice' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Electrical Apprentice' })).toBeVisible();
  await page.getByRole('button', { name: 'Apply now' }).click();
  await expect(toasts(page)).toContainText('Application sent');
  await expect(page.getByText('You have already applied to this job.')).toBeVisible();
});
