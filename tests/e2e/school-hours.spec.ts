// The school's views of its students' hours (docs/product/placement-hours.md#the-schools-views): on its
// placement board the hours of a period (this school year to date unless changed) with their CSV file,
// and what is overdue; from its roster, one student's placements. Before any hours are verified (the
// full walk from logged hours to the certificate comes with the demo data), each says so.
import type { APIRequestContext, Page } from '@playwright/test';
import { UNDO_WINDOW_MS } from '../../common/constants';
import { approveLinkRequest, clockMovesFor, giveResume, postJob, uniqueTag, type TestUser } from './accounts';
import { expect, test } from './fixtures';

type User = TestUser & { api: APIRequestContext };

const main = (page: Page) => page.getByRole('main');

/** The employer offers the student a posting and the student accepts it: its placement starts. */
async function acceptedOffer(employer: User, student: User, title: string): Promise<void> {
  const jobId = await postJob(employer.api, { title, companyName: String(employer.profile?.companyName) });
  const applied = await student.api.post(`/api/jobs/${jobId}/apply`, { data: {} });
  expect(applied.status(), await applied.text()).toBe(201);
  const { application } = (await applied.json()) as { application: { id: string } };
  const offered = await employer.api.patch(`/api/employer/applications/${application.id}`, { data: { status: 'offered' } });
  expect(offered.status(), await offered.text()).toBe(200);
  await clockMovesFor(student.api, application.id, UNDO_WINDOW_MS);
  const accepted = await student.api.post(`/api/student/applications/${application.id}/offer`, { data: { answer: 'accept' } });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

const dayText = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

test("the school's board shows the hours of the school year with their CSV file and what is overdue; the roster opens a student's placements", async ({
  page,
  visit,
  signIn,
  newUser,
}) => {
  const school = await newUser({ role: 'institution', signIn: false });
  const student = await newUser({ profile: { institutionId: school.profileId, grade: '11' }, signIn: false });
  await approveLinkRequest(school.api, student);
  await giveResume(student.api);
  const employer = await newUser({ role: 'employer', signIn: false });
  const title = `Bakery Helper ${uniqueTag()}`;
  await acceptedOffer(employer, student, title);

  await signIn(school);
  await visit('/placements');
  const overdue = main(page).getByRole('region', { name: 'Overdue', exact: true });
  await expect(overdue).toContainText('Nothing is overdue.');
  const hours = main(page).getByRole('region', { name: 'Hours', exact: true });
  const today = new Date();
  const schoolYear = today.getMonth() >= 8 ? today.getFullYear() : today.getFullYear() - 1;
  await expect(hours.getByLabel('From')).toHaveValue(`${schoolYear}-09-01`);
  await expect(hours.getByLabel('To')).toHaveValue(dayText(today));
  await expect(hours).toContainText('No verified hours in this period.');

  // The CSV link asks for the period shown, and the file has its header row (no hours yet).
  const download = hours.getByRole('link', { name: 'Download CSV' });
  const href = await download.getAttribute('href');
  expect(href).toBe(`/api/institution/hours.csv?from=${schoolYear}-09-01&to=${dayText(today)}`);
  const file = await school.api.get(href!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-disposition']).toContain(`hours-${schoolYear}-09-01-${dayText(today)}.csv`);
  expect((await file.text()).replace('\uFEFF', '').split('\r\n')[0]).toBe(
    'Student,Job,Employer,Verified days,Verified minutes,Verified hours,From,To',
  );

  // A period that ends before it starts is not asked for.
  await hours.getByLabel('From').fill(dayText(new Date(today.getTime() + 86_400_000)));
  await expect(hours.getByRole('alert')).toHaveText('Choose a start day on or before the end day, at most a year apart.');
  await expect(download).toHaveCount(0);

  // The roster: the student's placements, with no verified hours and no evaluation yet.
  await visit('/');
  const row = page.getByRole('region', { name: 'Registered students' }).getByRole('row', { name: new RegExp(student.fullName) });
  await row.getByRole('button', { name: `Placements and hours of ${student.fullName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Placements of ${student.fullName}` });
  const placementRow = dialog.getByRole('row', { name: new RegExp(title) });
  await expect(placementRow).toContainText('Not evaluated yet');
  await expect(placementRow.getByRole('cell').first()).toHaveText('0');
  await expect(dialog.getByRole('row', { name: /Total/ })).toContainText('0');
});

test("a student's dashboard shows no verified hours before a placement takes hours", async ({ page, visit, signIn, newUser }) => {
  const student = await newUser({ signIn: false });
  await signIn(student);
  await visit('/');
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  const answer = await student.api.get('/api/student/verified-hours');
  expect(await answer.json()).toEqual({ verifiedMinutes: 0, placements: 0 });
  await expect(main(page).getByText(/Verified hours/)).toHaveCount(0);
});
