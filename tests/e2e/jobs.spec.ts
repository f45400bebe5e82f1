// The jobs marketplace end to end. An employer posts and switches a posting; a student
// finds it (search, filters, Back), saves it, applies with a resume and follows it on the
// dashboard; the employer accepts; the student sees "Accepted". The employer, the student and
// the posting are this file's own; the four steps run in order in one worker.
import type { Page } from '@playwright/test';
import { giveResume, uniqueTag, type TestUser } from './accounts';
import { expect, test } from './fixtures';
import { signOutPage } from './helpers';

test.describe.configure({ mode: 'serial' });

const stamp = uniqueTag();
const title = `Bike Repair Trainee ${stamp}`;
let employer: TestUser | undefined;
let student: TestUser | undefined;
let jobPath = '';

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

test('an employer creates a posting and switches it off and on', async ({ page, visit, newUser }) => {
  employer = await newUser({ role: 'employer' });
  const newStudent = await newUser({ signIn: false });
  await giveResume(newStudent.api, 'my-resume.pdf');
  student = newStudent;
  await visit('/employer-dashboard');
  await page.getByRole('button', { name: 'Create Posting' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a posting' });
  await dialog.getByLabel('Title').fill(title);
  const company = dialog.getByLabel('Company name');
  if (!(await company.inputValue())) await company.fill('Bike Repair Co');
  await dialog.getByLabel('Location').fill('88 King Street');
  await dialog.getByLabel('City').fill('Toronto');
  await dialog.getByLabel('Description').fill('Fix bikes with our mechanics after school.');
  await dialog.getByRole('combobox', { name: 'Job type' }).click();
  await page.getByRole('option', { name: 'Part Time' }).click();
  await dialog.getByRole('combobox', { name: 'Industry' }).click();
  await page.getByRole('option', { name: 'Trades' }).click();
  await dialog.getByLabel('Requirements (optional)').fill('Own helmet\nCurious mind');
  await dialog.getByRole('button', { name: 'Create posting' }).click();
  await expect(toasts(page)).toContainText('Success');
  await expect(dialog).toBeHidden();

  const active = page.getByRole('switch', { name: `Active: ${title}`, exact: true });
  await expect(active).toBeChecked();
  await active.click();
  // The switch's name (and its label) follows its state.
  const inactive = page.getByRole('switch', { name: `Inactive: ${title}`, exact: true });
  await expect(inactive).not.toBeChecked();
  await expect(toasts(page)).toContainText('Job posting switched off.');
  await inactive.click();
  await expect(active).toBeChecked();
});

test('a student searches, filters, saves the job, opens it, applies and sees it on the dashboard', async ({ page, visit, signIn }) => {
  expect(student, 'the first test made the student').toBeDefined();
  await signIn(student!);

  await visit('/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Find Your Opportunity' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search opportunities' }).fill(stamp);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${stamp}`));
  await expect(page.getByRole('heading', { name: '1 opportunity' })).toBeVisible();

  await page.getByRole('checkbox', { name: 'Trades' }).click();
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page).toHaveURL(/industry=Trades/);
  await expect(page.getByRole('heading', { name: '1 opportunity' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Seasonal' }).click();
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page).toHaveURL(/type=Seasonal/);
  await expect(page.getByRole('heading', { name: '0 opportunities' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: '1 opportunity' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Seasonal' })).not.toBeChecked();

  await page.getByRole('button', { name: `Save ${title}` }).click();
  await expect(page.getByRole('button', { name: `Remove ${title} from saved jobs` })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  jobPath = new URL(page.url()).pathname;
  await expect(page.getByText('Own helmet')).toBeVisible();
  await page.getByLabel('Message to the employer (optional)').fill('I fix my own bike every week.');
  await page.getByRole('button', { name: 'Apply now' }).click();
  await expect(toasts(page)).toContainText('Application sent');
  await expect(page.getByText('You have already applied to this job.')).toBeVisible();

  await visit('/');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${student!.firstName}!` })).toBeVisible();
  const recent = page.getByRole('listitem').filter({ hasText: title });
  await expect(recent.first()).toContainText('Pending');
  await expect(page.getByRole('heading', { name: 'Saved jobs' })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(2);
});

test('the employer marks the application as reviewing, undoes it, and makes an offer on its page', async ({ page, visit, signIn }) => {
  expect(jobPath, 'the student applied in the test before').toBeTruthy();
  await signIn(employer!);
  const studentName = student!.fullName;
  await visit('/employer-dashboard');
  await page.getByRole('button', { name: `View Applications: ${title}` }).click();
  // An application waits for an answer: the list starts on "To answer", with the deadline.
  await expect(page.getByRole('button', { name: 'To answer (1)' })).toHaveAttribute('aria-pressed', 'true');
  // The applicant's own list item (the posting's item around it holds the same heading).
  const applicant = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: studentName }) })
    .last();
  await expect(applicant).toContainText('I fix my own bike every week.');
  await expect(applicant).toContainText('Answer by ');
  await expect(applicant.getByRole('link', { name: `Download resume of ${studentName}` })).toBeVisible();
  await applicant.getByRole('button', { name: `Mark the application of ${studentName} as reviewing` }).click();
  await expect(toasts(page)).toContainText(`${studentName}'s application was updated.`);
  // A misclick: the student is told only after 30 minutes, and Undo takes it back before then.
  await expect(applicant.getByRole('status')).toContainText(/^Reviewing: the student will be told in (30|29) minutes\./);
  await applicant.getByRole('button', { name: `Undo the change for ${studentName}` }).click();
  await expect(toasts(page)).toContainText(`The change was undone: ${studentName} is not told.`);
  await expect(applicant).toContainText('Pending');
  await expect(applicant.getByRole('status')).toHaveCount(0);

  // The answers are on the application's page.
  await applicant.getByRole('link', { name: `Open the application of ${studentName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: studentName })).toBeVisible();
  await page.getByRole('button', { name: 'Make an offer' }).click();
  await page.getByLabel('Note (optional)').fill('Saturdays from January.');
  await page.getByRole('button', { name: 'Make the offer' }).click();
  await expect(page.getByText(/^Offer: the student will be told in (30|29) minutes\./)).toBeVisible();
  // While the offer is held, Undo is the one move left.
  await expect(page.getByRole('button', { name: 'Make an offer' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Undo the change for ${studentName}` })).toBeVisible();
});

test('the student still sees "Pending" until the 30 minutes end, and a visitor is asked to sign in on the job page', async ({
  page,
  visit,
  signIn,
}) => {
  expect(jobPath, 'the student applied in the test before').toBeTruthy();
  await signIn(student!);
  await visit('/');
  // Told after the undo window (tests/api/application-status-undo.test.ts moves the clock past it).
  await expect(page.getByRole('listitem').filter({ hasText: title }).first()).toContainText('Pending');

  await signOutPage(page);
  await visit(jobPath);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Sign in as a student to apply.')).toBeVisible();
});
