import { approveLinkRequest, postJob, uniqueTag } from './accounts';
import { expect, test } from './fixtures';
import { signOutPage } from './helpers';

// Schools and employers as partners (docs/product/schools.md#partners), and photos and logos
// (docs/product/profiles.md#photos-and-logos). Every account is the test's own.

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test("a school invites an employer, the employer accepts, and the school's student sees the partner badge", async ({
  page,
  visit,
  signIn,
  newUser,
}) => {
  // Three accounts of its own (each signs up and confirms its address) and three sign-ins.
  test.setTimeout(120_000);
  const employer = await newUser({ role: 'employer', signIn: false });
  const companyName = String(employer.profile?.companyName);
  const title = `Partner apprentice ${uniqueTag()}`;
  const jobId = await postJob(employer.api, { title, companyName });
  const school = await newUser({ role: 'institution', signIn: false });
  const schoolName = String(school.profile?.institutionName);
  const student = await newUser({ signIn: false, profile: { institutionId: school.profileId } });
  await approveLinkRequest(school.api, student);

  // The school finds the employer by name and invites it.
  await signIn(school);
  await visit('/');
  const partners = page.getByRole('region', { name: 'Partners' });
  await partners.getByLabel('Find an employer by company name').fill(companyName);
  await partners.getByRole('button', { name: 'Search' }).click();
  await partners.getByRole('button', { name: `Invite ${companyName} to be a partner` }).click();
  await expect(page.getByText(`Invitation sent to ${companyName}`, { exact: true })).toBeVisible();
  await expect(partners.getByRole('list', { name: 'Your invitations and partners' }).getByText('Invitation sent')).toBeVisible();

  // The employer accepts on its dashboard.
  await signOutPage(page);
  await signIn(employer);
  await visit('/employer-dashboard');
  const invitations = page.getByRole('region', { name: 'School partnerships' });
  await invitations.getByRole('button', { name: `Accept the invitation of ${schoolName}` }).click();
  await expect(page.getByText(`You are now a partner of ${schoolName}`, { exact: true })).toBeVisible();
  await expect(invitations.getByRole('button', { name: `End the partnership with ${schoolName}` })).toBeVisible();

  // The school's approved student sees the badge on the posting, in the list and on its page.
  await signOutPage(page);
  await signIn(student);
  await visit(`/jobs?q=${encodeURIComponent(title)}`);
  // The search matches this test's posting only.
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByRole('note', { name: 'Partner of your school' })).toHaveCount(1);
  await visit(`/jobs/${jobId}`);
  await expect(page.getByRole('note', { name: 'Partner of your school' })).toBeVisible();
});

test('a student uploads a photo, sees it, and removes it', async ({ page, visit, newUser }) => {
  await newUser();
  await visit('/setup-profile/student');
  const photo = page.getByRole('region', { name: 'Your photo' });
  await photo.getByLabel('Choose a photo').setInputFiles({ name: `me-${uniqueTag()}.png`, mimeType: 'image/png', buffer: PNG });
  await photo.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Image saved', { exact: true })).toBeVisible();
  await expect(photo.getByRole('img', { name: 'Your photo' })).toBeVisible();

  await photo.getByRole('button', { name: 'Remove photo' }).click();
  await expect(page.getByText('Image removed', { exact: true })).toBeVisible();
  await expect(photo.getByRole('img', { name: 'Your photo' })).toHaveCount(0);
  await expect(photo.getByRole('button', { name: 'Remove photo' })).toHaveCount(0);
});

test("an employer's logo replaces the letter in the account menu", async ({ page, visit, newUser }) => {
  await newUser({ role: 'employer' });
  await visit('/setup-profile/employer');
  const logo = page.getByRole('region', { name: 'Your company logo' });
  await logo.getByLabel('Choose a logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await logo.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Image saved', { exact: true })).toBeVisible();
  // The main header's account menu shows the logo instead of the initial.
  await visit('/jobs');
  await expect(page.getByRole('banner').locator('img[src*="/api/profile-images/"]')).toBeVisible();
});
