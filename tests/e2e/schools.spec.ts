import { expect, test } from './fixtures';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users';

// Issue 5: the document exchange between a school and its students, and local alerts.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('an institution uploads a form, a linked student downloads it and shares their own, and the institution sees it', async ({ page, visit, signIn, context }) => {
  const formName = `placement-form-${Date.now()}.pdf`;
  const consentName = `consent-${Date.now()}.png`;

  await signIn('riverside');
  await visit('/');
  await expect(page.getByText('Welcome, Riverside Secondary School!')).toBeVisible();
  const manage = page.getByRole('region', { name: 'Document Management' });

  // Without a file, the spec's toast.
  await manage.getByRole('button', { name: 'Upload Document' }).click();
  await expect(page.getByText('No file selected', { exact: true })).toBeVisible();

  await manage.getByLabel('File').setInputFiles({ name: formName, mimeType: 'application/pdf', buffer: PDF });
  await manage.getByLabel('Description (optional)').fill('Please sign and bring back by Friday.');
  await manage.getByRole('button', { name: 'Upload Document' }).click();
  await expect(page.getByText('Document uploaded', { exact: true })).toBeVisible();
  const ownDocuments = manage.getByRole('region', { name: 'Your documents' });
  await expect(ownDocuments.getByText(formName)).toBeVisible();
  await expect(ownDocuments.getByText('Work Experience Form')).toBeVisible();

  // Maya, a Riverside student, downloads it and uploads her own.
  await context.clearCookies();
  await signIn('maya');
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

  // Too big for a student: refused in the browser with the spec's toast.
  await myDocuments.getByLabel('File').setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]) });
  await myDocuments.getByLabel('Document type').fill('Too big');
  await myDocuments.getByRole('button', { name: 'Upload Document' }).click();
  await expect(page.getByText('File too large', { exact: true })).toBeVisible();
  await expect(page.getByText('Please upload a file smaller than 5MB', { exact: true })).toBeVisible();

  // Back to the school: Maya's document is listed under Student Documents.
  await context.clearCookies();
  await signIn('riverside');
  await visit('/');
  const studentDocuments = page.getByRole('region', { name: 'Student Documents' });
  await expect(studentDocuments.getByText(consentName)).toBeVisible();
  await expect(studentDocuments.getByText('From Maya Chen')).toBeVisible();
  await expect(studentDocuments.getByRole('link', { name: `Download ${consentName}` })).toHaveAttribute('href', /\/api\/documents\/student\/.+\/download$/);

  // The roster shows Maya with two skills and a count of the rest.
  const roster = page.getByRole('region', { name: 'Registered students' });
  const mayaRow = roster.getByRole('row', { name: /Maya Chen/ });
  await expect(mayaRow.getByText('Teamwork')).toBeVisible();
  await expect(mayaRow.getByText('+2')).toBeVisible();

  // The school deletes its form.
  await manage.getByRole('button', { name: `Delete ${formName}` }).click();
  await expect(page.getByText('Document deleted', { exact: true })).toBeVisible();
  await expect(manage.getByText(formName)).toHaveCount(0);
});

test('an employer posts a high-school opportunity in the school city; the alert appears and is dismissed', async ({ page, visit, signIn, context }) => {
  const title = `Weekend Workshop Helper ${Date.now()}`;
  await signIn('priya');
  // The employer's Create Posting call (issue 4); it creates the alerts through createAlertsForJob.
  const created = await page.request.post('/api/employer/jobs', {
    data: {
      title, companyName: 'NorthBuild Trades', description: 'Help in the workshop on Saturdays.', location: '88 King Street', city: 'toronto ',
      type: 'Work Experience (After School)', duration: '8 weeks', requirements: ['Safety boots'], isHighSchoolOpportunity: true, applicationDeadline: null,
    },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);

  await context.clearCookies();
  const login = await page.request.post('/api/auth/login', { data: { email: DEMO_USERS.riverside.email, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  await visit('/');
  const alerts = page.getByRole('region', { name: 'Alerts' });
  await expect(alerts.getByRole('link', { name: title })).toBeVisible();
  await expect(alerts.getByText(/at NorthBuild Trades/).first()).toBeVisible();

  await alerts.getByRole('button', { name: `Dismiss alert about ${title}` }).click();
  await expect(alerts.getByRole('link', { name: title })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Alerts' })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);

  // Lakeview (Vancouver) heard nothing about it.
  await context.clearCookies();
  await signIn('lakeview');
  const lakeview = await page.request.get('/api/institution/alerts');
  expect((await lakeview.json()).alerts.map((alert: { job: { title: string } }) => alert.job.title)).not.toContain(title);
});
