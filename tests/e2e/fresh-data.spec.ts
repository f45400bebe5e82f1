// After a change, the pages show the new data without a reload: a saved institution profile on
// the institution dashboard, an uploaded resume on the student's profile-completeness card, and a
// job page seen as a visitor that shows the student's view once they sign in. Every step is a
// click in the app (in-app navigation), never a page reload, so a stale cached answer shows.
import type { Page } from '@playwright/test';
import { giveResume, postJob, uniqueTag } from './accounts';
import { expect, test } from './fixtures';
import { uploadResumeThroughDialog } from './helpers';

const main = (page: Page) => page.getByRole('main');
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
/** The card around a heading (the title sits in the card's header). */
const cardTitled = (page: Page, heading: string) => main(page).getByRole('heading', { level: 2, name: heading }).locator('xpath=../..');

test('an institution that updates its profile sees the new details on its dashboard', async ({ page, visit, newUser }) => {
  const school = await newUser({ role: 'institution', profile: { institutionType: 'High school', contactPerson: 'Ms Ray' } });
  const newName = `Renamed Academy ${uniqueTag()}`;
  await visit('/');
  const welcome = main(page).getByText(/^Welcome, .+!$/);
  await expect(welcome).toHaveText(`Welcome, ${String(school.profile?.institutionName)}!`);
  const details = cardTitled(page, 'Institution Information');
  await expect(details).toContainText('High school');

  await main(page).getByRole('link', { name: 'Update Institution Profile' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Your Institution Profile');
  await expect(main(page).getByLabel('Institution type')).toHaveValue('High school');
  await main(page).getByLabel('Institution name').fill(newName);
  await main(page).getByLabel('Institution type').fill('Trade school');
  await main(page).getByLabel('Contact person').fill('Mr Okafor');
  await main(page).getByRole('button', { name: 'Save Profile' }).click();
  await expect(toasts(page)).toContainText('Profile saved');
  await expect(page).toHaveURL('/setup-profile/institution');

  // Back to the dashboard through the header's home link: no reload.
  await page.getByRole('link', { name: 'FirstRung home' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Institution Dashboard');
  await expect(welcome).toHaveText(`Welcome, ${newName}!`);
  await expect(details).toContainText('Trade school');
  await expect(cardTitled(page, 'Contact Information')).toContainText('Mr Okafor');
});

test('a student who uploads a resume sees the profile-completeness card change on the dashboard', async ({ page, visit, newUser }) => {
  const student = await newUser();
  await visit('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${student.firstName}!`);
  const completeness = cardTitled(page, 'Profile completeness');
  await expect(completeness).toContainText('Incomplete');

  await completeness.getByRole('link', { name: 'Upload your resume' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Your Student Profile');
  await uploadResumeThroughDialog(page, { name: 'my-cv.pdf', content: '%PDF-1.4 my resume' });
  await expect(toasts(page)).toContainText('Resume uploaded successfully!');
  await expect(main(page).getByRole('status').filter({ hasText: 'my-cv.pdf' })).toBeVisible();

  // Back to the dashboard through the header's home link: no reload.
  await page.getByRole('link', { name: 'FirstRung home' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${student.firstName}!`);
  await expect(completeness).toContainText('Resume on file: my-cv.pdf');
  await expect(completeness).toContainText('Complete');
  await expect(completeness).not.toContainText('Incomplete');
});

test('a visitor on a job page who signs in as a student sees the student view of that job', async ({ page, visit, newUser }) => {
  const title = `Garden Helper ${uniqueTag()}`;
  const employer = await newUser({ role: 'employer', signIn: false });
  const jobId = await postJob(employer.api, { title, companyName: String(employer.profile?.companyName) });
  const student = await newUser({ signIn: false });
  await giveResume(student.api);

  await visit(`/jobs/${jobId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const applyPanel = cardTitled(page, 'Apply');
  await expect(applyPanel).toContainText('Sign in as a student to apply.');

  await applyPanel.getByRole('link', { name: 'Sign in' }).click();
  await main(page).getByLabel('E-mail address').fill(student.email);
  await main(page).getByLabel('Password').fill(student.password);
  await main(page).getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${student.firstName}!`);

  // Back to the same job through the app: the listing, a search, the posting's link.
  await main(page).getByRole('link', { name: 'Browse Job Opportunities' }).click();
  await page.getByRole('searchbox', { name: 'Search opportunities' }).fill(title);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await main(page).getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(`/jobs/${jobId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The signed-in student with a profile and a resume gets the application form.
  await expect(applyPanel).toContainText('Message to the employer (optional)');
  await expect(applyPanel.getByRole('button', { name: 'Apply now' })).toBeVisible();
  await expect(applyPanel).not.toContainText('Sign in as a student to apply.');
  await expect(page.getByRole('button', { name: `Save ${title}` })).toBeVisible();
});
