import { approveLinkRequest, postJob, uniqueTag } from './accounts';
import { expect, test } from './fixtures';
import { signOutPage } from './helpers';

// The document exchange between a school and its students, and local alerts. The school,
// its student and the employer are each test's own, so the lists they check hold only their data.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('an institution uploads a form, a linked student downloads it and shares their own, and the institution sees it', async ({
  page,
  visit,
  signIn,
  newUser,
}) => {
  const formName = `placement-form-${uniqueTag()}.pdf`;
  const consentName = `consent-${uniqueTag()}.png`;
  const school = await newUser({ role: 'institution' });
  const student = await newUser({
    signIn: false,
    profile: { institutionId: school.profileId, grade: '11', skills: ['Teamwork', 'Carpentry', 'First aid', 'Customer service'] },
  });
  const schoolName = String(school.profile?.institutionName);
  // The student asked in their profile; the school lets them in.
  await approveLinkRequest(school.api, student);

  await visit('/');
  await expect(page.getByText(`Welcome, ${schoolName}!`)).toBeVisible();
  const manage = page.getByRole('region', { name: 'Document Management' });

  // Without a file, a toast says so.
  await manage.getByRole('button', { name: 'Upload Document' }).click();
  await expect(page.getByText('No file selected', { exact: true })).toBeVisible();

  await manage.getByLabel('File').setInputFiles({ name: formName, mimeType: 'application/pdf', buffer: PDF });
  await manage.getByLabel('Description (optional)').fill('Please sign and bring back by Friday.');
  await manage.getByRole('button', { name: 'Upload Document' }).click();
  await expect(page.getByText('Document uploaded', { exact: true })).toBeVisible();
  const ownDocuments = manage.getByRole('region', { name: 'Your documents' });
  await expect(ownDocuments.getByText(formName)).toBeVisible();
  await expect(ownDocuments.getByText('Work Experience Form')).toBeVisible();

  // The school's student downloads it and uploads their own.
  await signOutPage(page);
  await signIn(student);
  const response = await page.request.get('/api/student/institution-documents');
  expect(response.ok()).toBe(true);
  await visit('/');
  const institutionDocuments = page.getByRole('region', { name: 'Institution Documents' });
  await expect(page.getByRole('heading', { name: 'Institution Documents' })).toBeVisible();
  const downloadPromise = page.waitForEvent('download');
  await institutionDocuments.getByRole('link', { name: `Download ${formName}` }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(formName);

  const myDocuments = page.getByRole('region', { name: 'My Documents' });
  await myDocuments.getByLabel('File').setInputFiles({ name: consentName, mimeType: 'image/png', buffer: PNG });
  await myDocuments.getByLabel('Document type').fill('Signed consent form');
  await myDocuments.getByRole('button', { name: 'Upload Document' }).click();
  await expect(page.getByText('Document uploaded', { exact: true })).toBeVisible();
  await expect(myDocuments.getByText(consentName)).toBeVisible();

  // Too big for a student: refused in the browser with a toast.
  await myDocuments
    .getByLabel('File')
    .setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]) });
  await myDocuments.getByLabel('Document type').fill('Too big');
  await myDocuments.getByRole('button', { name: 'Upload Document' }).click();
  await expect(page.getByText('File too large', { exact: true })).toBeVisible();
  await expect(page.getByText('Please upload a file smaller than 5MB', { exact: true })).toBeVisible();

  // Back to the school: the student's document is listed under Student Documents.
  await signOutPage(page);
  await signIn(school);
  await visit('/');
  const studentDocuments = page.getByRole('region', { name: 'Student Documents' });
  await expect(studentDocuments.getByText(consentName)).toBeVisible();
  await expect(studentDocuments.getByText(`From ${student.fullName}`)).toBeVisible();
  await expect(studentDocuments.getByRole('link', { name: `Download ${consentName}` })).toHaveAttribute(
    'href',
    /\/api\/documents\/student\/.+\/download$/,
  );

  // The roster shows the student with two skills and a count of the rest.
  const roster = page.getByRole('region', { name: 'Registered students' });
  const studentRow = roster.getByRole('row', { name: new RegExp(student.fullName) });
  await expect(studentRow.getByText('Teamwork')).toBeVisible();
  await expect(studentRow.getByText('+2')).toBeVisible();
  // The count's tooltip lists the rest, for the mouse and the keyboard alike.
  await studentRow.getByText('+2').focus();
  await expect(page.getByText('First aid, Customer service').first()).toBeVisible();

  // The school deletes its form.
  await manage.getByRole('button', { name: `Delete ${formName}` }).click();
  await expect(page.getByText('Document deleted', { exact: true })).toBeVisible();
  await expect(manage.getByText(formName)).toHaveCount(0);
});

test('an employer posts a high-school opportunity in the school city; the alert appears and is dismissed', async ({ page, visit, newUser }) => {
  const title = `Weekend Workshop Helper ${uniqueTag()}`;
  // A town of this test's own, so only its school hears of the posting.
  const city = `Springhill ${uniqueTag()}`;
  const employer = await newUser({ role: 'employer', signIn: false });
  const elsewhere = await newUser({ role: 'institution', signIn: false });
  await newUser({ role: 'institution', profile: { city } });
  const companyName = String(employer.profile?.companyName);
  // The employer's Create Posting call; it creates the alerts through createAlertsForJob.
  // The city differs in case and spaces from the school's: the match ignores both.
  await postJob(employer.api, { title, companyName, city: ` ${city.toUpperCase()} `, isHighSchoolOpportunity: true });

  await visit('/');
  const alerts = page.getByRole('region', { name: 'Alerts' });
  await expect(alerts.getByRole('link', { name: title })).toBeVisible();
  await expect(alerts.getByText(`at ${companyName}`).first()).toBeVisible();

  await alerts.getByRole('button', { name: `Dismiss alert about ${title}` }).click();
  await expect(alerts.getByRole('link', { name: title })).toHaveCount(0);
  await page.reload();
  // This school's only alert is gone for good: the list is empty after a fresh load.
  await expect(page.getByRole('region', { name: 'Alerts' })).toContainText('No new alerts.');
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);

  // A school in another city heard nothing about it.
  const otherAlerts = await elsewhere.api.get('/api/institution/alerts');
  expect(otherAlerts.ok()).toBe(true);
  expect(await otherAlerts.text()).not.toContain(title);
});

test('a student asks to join a school; the school sees only the request until it approves, then the roster, and may remove them', async ({
  page,
  visit,
  signIn,
  newUser,
}) => {
  const school = await newUser({ role: 'institution', signIn: false });
  const schoolName = String(school.profile?.institutionName);
  // Choosing the school in the profile form is the request.
  const student = await newUser({ profile: { institutionId: school.profileId, grade: '10' } });

  await visit('/');
  const ownLink = page.getByRole('region', { name: 'Your school' });
  await expect(ownLink).toContainText(`You asked to join ${schoolName}.`);
  await expect(ownLink.getByRole('button', { name: 'Cancel request' })).toBeVisible();
  // Nothing of the school's yet.
  await expect(page.getByRole('heading', { name: 'Institution Documents' })).toHaveCount(0);

  await signOutPage(page);
  await signIn(school);
  await visit('/');
  const requests = page.getByRole('region', { name: 'Link requests' });
  await expect(requests.getByText(student.fullName)).toBeVisible();
  await expect(requests).toContainText('Grade: 10');
  // Before approval the school has no e-mail of the student, anywhere on the page.
  await expect(page.getByText(student.email)).toHaveCount(0);

  await requests.getByRole('button', { name: `Approve ${student.fullName}` }).click();
  await expect(page.getByText(`${student.fullName} is now on your roster`, { exact: true })).toBeVisible();
  await expect(requests.getByText(student.fullName)).toHaveCount(0);
  const roster = page.getByRole('region', { name: 'Registered students' });
  const row = roster.getByRole('row', { name: new RegExp(student.fullName) });
  await expect(row.getByText(student.email)).toBeVisible();

  // The school removes the student, after a confirmation: the row goes at once.
  await row.getByRole('button', { name: `Remove ${student.fullName} from your roster` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove student' }).click();
  await expect(page.getByText(`${student.fullName} was removed from your roster`, { exact: true })).toBeVisible();
  await expect(page.getByText(student.email)).toHaveCount(0);

  // The student sees it, and may pick another school.
  await signOutPage(page);
  await signIn(student);
  await visit('/');
  await expect(page.getByRole('region', { name: 'Your school' })).toContainText(`${schoolName} removed you from its roster.`);
  await expect(page.getByRole('link', { name: 'Choose another school' })).toHaveAttribute('href', '/setup-profile/student');
});
