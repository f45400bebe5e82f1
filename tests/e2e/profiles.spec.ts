import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseRole, registerAccount, uploadResumeThroughDialog } from './helpers';

/** The page content, so the footer's newsletter field and the header never count. */
const main = (page: Page) => page.getByRole('main');
/** The toast list (F8 jumps to it). */
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

async function choose(page: Page, label: string, option: string | RegExp) {
  await main(page).getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function newUserOn(page: Page, role: 'student' | 'employer' | 'institution') {
  await registerAccount(page);
  await chooseRole(page.request, role);
}

test('a new student fills in the whole form and lands on /jobs', async ({ page, visit }) => {
  await newUserOn(page, 'student');
  await visit('/setup-profile/student');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set Up Your Student Profile');
  // A user with a role goes back home; role selection is only for a user without one (docs/product/profiles.md).
  await expect(main(page).getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  await expect(main(page).getByRole('link', { name: 'Back to role selection' })).toHaveCount(0);
  await expect(main(page).getByRole('link', { name: 'Skip for Now' })).toHaveAttribute('href', '/');

  await choose(page, 'Youth status', 'Current Student');
  await main(page).getByLabel('Date of birth').fill('2008-05-31');
  await main(page).getByLabel('Bio').fill('I like building things.');
  // A verified school's option ends with its "Verified" mark.
  await choose(page, 'School', 'Riverside Secondary School (Toronto, Ontario) Verified');
  await choose(page, 'Grade or level', 'Grade 11');
  await main(page).getByLabel('Expected graduation').fill('2027-06');
  await choose(page, 'Country', 'Canada');
  await choose(page, 'Province or state', 'Ontario');
  await main(page).getByLabel('City').fill('Toronto');
  await expect(main(page).getByLabel('Phone number')).toHaveAttribute('placeholder', '(555) 123-4567');
  await main(page).getByLabel('Phone number').fill('(555) 123-4567');
  await choose(page, 'Availability', 'Summer only');
  await choose(page, 'English level', 'Advanced (CLB 9 to 12): fluent, at work and at school');
  await main(page).getByLabel('Interests').fill(' Carpentry, , Design ,');
  await main(page).getByLabel('Skills').fill('Teamwork');
  await main(page).getByLabel('Portfolio URL').fill('https://maya.example');
  await main(page).getByLabel('LinkedIn URL').fill('https://linkedin.com/in/maya');
  await main(page).getByRole('button', { name: 'Save Profile' }).click();

  await expect(toasts(page)).toContainText('Profile created successfully!');
  await expect(page).toHaveURL('/jobs');
  const saved = await (await page.request.get('/api/student/profile')).json();
  expect(saved.profile).toMatchObject({
    youthStatus: 'current_student',
    country: 'Canada',
    region: 'Ontario',
    interests: ['Carpentry', 'Design'],
    skills: ['Teamwork'],
    expectedGraduation: '2027-06',
    dateOfBirth: '2008-05-31',
  });
  expect(saved.profile.institutionId).toBeTruthy();

  // A returning student sees their saved values.
  await visit('/setup-profile/student');
  await expect(main(page).getByLabel('Interests')).toHaveValue('Carpentry, Design');
  await expect(main(page).getByLabel('Province or state')).toHaveText('Ontario');
});

test('the region waits for a country, and a new country clears it', async ({ page, visit }) => {
  await newUserOn(page, 'student');
  await visit('/setup-profile/student');
  const region = main(page).getByLabel('Province or state');
  await expect(region).toBeDisabled();
  await choose(page, 'Country', 'Canada');
  await expect(region).toBeEnabled();
  await choose(page, 'Province or state', 'British Columbia');
  await expect(region).toHaveText('British Columbia');
  await choose(page, 'Country', 'USA');
  await expect(region).toHaveText('Choose a province or state');
  await region.click();
  await expect(page.getByRole('option', { name: 'Texas' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Ontario' })).toHaveCount(0);
  await page.keyboard.press('Escape');
});

test('graduated youth hides and clears school, institution and expected graduation', async ({ page, visit }) => {
  await newUserOn(page, 'student');
  await visit('/setup-profile/student');
  await choose(page, 'School', 'My school is not listed');
  await main(page).getByLabel('School name', { exact: true }).fill('Old School');
  await main(page).getByLabel('Expected graduation').fill('2026-06');
  await choose(page, 'Youth status', 'Graduated Youth');
  await expect(main(page).getByLabel('School', { exact: true })).toHaveCount(0);
  await expect(main(page).getByLabel('School name', { exact: true })).toHaveCount(0);
  await expect(main(page).getByLabel('Expected graduation')).toHaveCount(0);
  await choose(page, 'Youth status', 'Current Student');
  await expect(main(page).getByLabel('School', { exact: true })).toHaveText('Choose your school');
  await expect(main(page).getByLabel('School name', { exact: true })).toHaveCount(0);
  await expect(main(page).getByLabel('Expected graduation')).toHaveValue('');
});

test('a student uploads a resume through the dialog', async ({ page, visit }) => {
  await newUserOn(page, 'student');
  await visit('/setup-profile/student');
  await expect(main(page).getByText('No resume uploaded yet.')).toBeVisible();
  await main(page).getByRole('button', { name: 'Upload Resume' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('PDF, DOC or DOCX, up to 10 MB')).toBeVisible();
  // Uppy's own texts come from the uploads namespace, not Uppy's built-in English.
  await expect(dialog.getByText('Drop a file here or')).toBeVisible();
  await dialog
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(11 * 1024 * 1024) });
  await expect(page.getByText('huge.pdf is too big. The largest file you can upload is 10 MB.').first()).toBeVisible();
  await dialog
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'jordan-cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 my resume') });
  await dialog.getByRole('button', { name: /Upload 1 file/ }).click();
  await expect(toasts(page)).toContainText('Resume uploaded successfully!');
  await expect(main(page).getByRole('status').filter({ hasText: 'jordan-cv.pdf' })).toBeVisible();
  const { profile } = await (await page.request.get('/api/student/profile')).json();
  expect(profile.resumeFileName).toBe('jordan-cv.pdf');
  const download = await page.request.get(profile.resumeUrl);
  expect(await download.text()).toBe('%PDF-1.4 my resume');
});

test('a resume that is not really a PDF, DOC or DOCX is refused, in words the student can act on', async ({ page, visit, allowConsoleError }) => {
  // The refusal is the expected answer: the browser logs the 415 it got.
  allowConsoleError(/status of 415 \(Unsupported Media Type\)/);
  await newUserOn(page, 'student');
  await visit('/setup-profile/student');
  await uploadResumeThroughDialog(page, { name: 'cv.pdf', content: 'Just text with a .pdf name' });
  await expect(toasts(page)).toContainText('That file is not a PDF, DOC or DOCX resume. Please upload a PDF, DOC or DOCX file.');
  await expect(main(page).getByText('No resume uploaded yet.')).toBeVisible();
  const { profile } = await (await page.request.get('/api/student/profile')).json();
  expect(profile?.resumeUrl ?? null).toBeNull();
});

test('a new employer must name the company, then lands on the employer dashboard', async ({ page, visit }) => {
  await newUserOn(page, 'employer');
  await visit('/setup-profile/employer');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set Up Your Employer Profile');
  await main(page).getByRole('button', { name: 'Save Profile' }).click();
  await expect(main(page).getByText('Company name is required')).toBeVisible();
  await expect(main(page).getByLabel('Company name')).toHaveAttribute('aria-invalid', 'true');

  await main(page).getByLabel('Company name').fill('Jordan Joinery');
  await main(page).getByLabel('Company description').fill('Small joinery workshop.');
  await choose(page, 'Industry', 'Trades');
  await choose(page, 'Company size', '1-10 employees');
  await main(page).getByLabel('Years in business').fill('7');
  await main(page).getByLabel('Website').fill('https://joinery.example');
  await main(page).getByLabel('LinkedIn URL').fill('https://linkedin.com/company/joinery');
  await main(page).getByLabel('Address').fill('12 King St');
  await choose(page, 'Country', 'Canada');
  await choose(page, 'Province or state', 'Ontario');
  await main(page).getByLabel('City').fill('Toronto');
  await main(page).getByLabel('Hiring contact name').fill('Jordan Tester');
  await main(page).getByLabel('Hiring contact e-mail').fill('jobs@joinery.example');
  await main(page).getByLabel('Phone number').fill('555-123-4567');
  await main(page).getByRole('button', { name: 'Save Profile' }).click();

  await expect(toasts(page)).toContainText('Profile created successfully!');
  await expect(page).toHaveURL('/employer-dashboard');
  const { profile } = await (await page.request.get('/api/employer/profile')).json();
  expect(profile).toMatchObject({ companyName: 'Jordan Joinery', yearsInBusiness: 7, industry: 'Trades', region: 'Ontario' });
});

test('a new institution must give its name, then lands on its home page', async ({ page, visit }) => {
  await newUserOn(page, 'institution');
  await visit('/setup-profile/institution');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set Up Your Institution Profile');
  await main(page).getByRole('button', { name: 'Save Profile' }).click();
  await expect(main(page).getByText('Institution name is required')).toBeVisible();

  await main(page).getByLabel('Institution name').fill('Hilltop Collegiate');
  await main(page).getByLabel('Institution type').fill('High school');
  await main(page).getByLabel('Website').fill('https://hilltop.example');
  await main(page).getByLabel('Number of students').fill('640');
  await main(page).getByLabel('Year established').fill('1971');
  await main(page).getByLabel('Focus areas').fill('Trades, Retail,');
  await main(page).getByLabel('Address').fill('1 Hill Rd');
  await choose(page, 'Country', 'Canada');
  await choose(page, 'Province or state', 'Alberta');
  await main(page).getByLabel('City').fill('Calgary');
  await main(page).getByLabel('Contact person').fill('Ms Ray');
  await main(page).getByLabel('Contact e-mail').fill('office@hilltop.example');
  await main(page).getByLabel('Contact phone').fill('555-000-1111');
  await main(page).getByRole('button', { name: 'Save Profile' }).click();

  await expect(toasts(page)).toContainText('Profile created successfully!');
  await expect(page).toHaveURL('/');
  const { profile } = await (await page.request.get('/api/institution/profile')).json();
  expect(profile).toMatchObject({
    institutionName: 'Hilltop Collegiate',
    focusAreas: ['Trades', 'Retail'],
    numberOfStudents: 640,
    establishedYear: 1971,
  });
});
