// The placements page (docs/product/placements.md#the-schools-placement-board): a school's board of
// its students' placements, each at its step with what is missing, filtered by step in the address;
// a student's "My placement" and an employer's placements. Every test makes its own school, employer
// and student; the placements start as they do for people: an offer, accepted.
import type { APIRequestContext, Page } from '@playwright/test';
import { UNDO_WINDOW_MS } from '../../common/constants';
import { employerPartBody } from '../shared/employer-part';
import { approveLinkRequest, clockMovesFor, giveResume, postJob, uniqueTag, type NewUserOptions, type TestUser } from './accounts';
import { expect, test } from './fixtures';
import { signOutPage } from './helpers';

type NewUser = (options?: NewUserOptions & { signIn?: boolean }) => Promise<TestUser & { api: APIRequestContext }>;
type User = TestUser & { api: APIRequestContext };

const main = (page: Page) => page.getByRole('main');

/** The employer offers the student the posting, the offer reaches them, and they accept it: its placement starts. Answers its id. */
async function acceptedOffer(employer: User, student: User, title: string): Promise<string> {
  const jobId = await postJob(employer.api, { title, companyName: String(employer.profile?.companyName) });
  const applied = await student.api.post(`/api/jobs/${jobId}/apply`, { data: {} });
  expect(applied.status(), await applied.text()).toBe(201);
  const { application } = (await applied.json()) as { application: { id: string } };
  const offered = await employer.api.patch(`/api/employer/applications/${application.id}`, { data: { status: 'offered' } });
  expect(offered.status(), await offered.text()).toBe(200);
  await clockMovesFor(student.api, application.id, UNDO_WINDOW_MS);
  const accepted = await student.api.post(`/api/student/applications/${application.id}/offer`, { data: { answer: 'accept' } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const list = (await (await student.api.get('/api/placements')).json()) as { items: Array<{ id: string; job: { title: string } }> };
  return list.items.find((item) => item.job.title === title)!.id;
}

/** The employer's whole part of the agreement, as its form sends it. */
async function fillEmployerPart(employer: User, placementId: string): Promise<void> {
  const response = await employer.api.put(`/api/placements/${placementId}/employer-part`, {
    data: employerPartBody(),
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A school, its student (approved on its roster, with a resume) and an employer. */
async function schoolStudentEmployer(newUser: NewUser) {
  const school = await newUser({ role: 'institution', signIn: false });
  const student = await newUser({ profile: { institutionId: school.profileId, grade: '11' }, signIn: false });
  await approveLinkRequest(school.api, student);
  await giveResume(student.api);
  const employer = await newUser({ role: 'employer', signIn: false });
  return { school, student, employer };
}

test("the school's board shows each placement at its step, filters by step in the address, and opens one", async ({
  page,
  visit,
  signIn,
  newUser,
}) => {
  const { school, student, employer } = await schoolStudentEmployer(newUser);
  const bakery = `Bakery Helper ${uniqueTag()}`;
  const garden = `Garden Helper ${uniqueTag()}`;
  const bakeryId = await acceptedOffer(employer, student, bakery);
  await acceptedOffer(employer, student, garden);
  await fillEmployerPart(employer, bakeryId);

  await signIn(school);
  await visit('/');
  const entry = main(page).getByRole('link', { name: 'Open the placement board' });
  await entry.click();
  await expect(page).toHaveURL('/placements');
  await expect(page.getByRole('heading', { level: 1, name: 'Placement board' })).toBeVisible();

  const list = main(page).getByRole('list', { name: 'Placements' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  const bakeryCard = list.getByRole('listitem').filter({ hasText: bakery });
  await expect(bakeryCard).toContainText(student.fullName);
  await expect(bakeryCard).toContainText(String(employer.profile?.companyName));
  await expect(bakeryCard).toContainText('Step: To validate');
  await expect(bakeryCard).toContainText('Your part: check the agreement, name the coordinator and a parent or guardian, and validate it.');
  await expect(bakeryCard).toContainText(/Jul 5, 2027 to Aug 13, 2027/);
  const gardenCard = list.getByRole('listitem').filter({ hasText: garden });
  await expect(gardenCard).toContainText("Step: Employer's part");
  await expect(gardenCard).toContainText('The employer fills in its part of the agreement.');
  await expect(gardenCard).toContainText('Not set yet');

  // The filter is kept in the address: a reload (or a link sent to a colleague) shows the same step.
  const filter = main(page).getByRole('navigation', { name: 'Show placements at a step' });
  await filter.getByRole('link', { name: 'To validate (1)' }).click();
  await expect(page).toHaveURL('/placements?step=to_validate');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText(bakery);
  await expect(filter.getByRole('link', { name: 'To validate (1)' })).toHaveAttribute('aria-current', 'page');
  await filter.getByRole('link', { name: 'All (2)' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);

  // "Open" leads to the placement's own page.
  await expect(bakeryCard.getByRole('link', { name: `Open the placement of ${student.fullName} for “${bakery}”` })).toHaveAttribute(
    'href',
    `/placements/${bakeryId}`,
  );
});

test('a student reads "My placement" on the dashboard and their placements with what is missing; the employer reads its part', async ({
  page,
  visit,
  signIn,
  newUser,
}) => {
  const { student, employer } = await schoolStudentEmployer(newUser);
  const title = `Shop Helper ${uniqueTag()}`;
  await acceptedOffer(employer, student, title);

  await signIn(student);
  await visit('/');
  const card = main(page).getByRole('region', { name: 'My placement' });
  await expect(card).toContainText(title);
  await expect(card).toContainText("Step: Employer's part");
  await expect(card).toContainText('What is missing: Your employer fills in the agreement');
  await card.getByRole('link', { name: 'See my placements' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My placements' })).toBeVisible();
  const mine = main(page).getByRole('list', { name: 'Placements' }).getByRole('listitem');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText(title);
  await expect(mine).toContainText('Your employer fills in the agreement: where and when you work, your tasks and your supervisor.');

  await signOutPage(page);
  await signIn(employer);
  await visit('/placements');
  await expect(page.getByRole('heading', { level: 1, name: 'Placements' })).toBeVisible();
  const theirs = main(page).getByRole('list', { name: 'Placements' }).getByRole('listitem');
  await expect(theirs).toContainText(student.fullName);
  await expect(theirs).toContainText('Your part: fill in the agreement');
});

test('a school with no placement yet finds the board in its account menu and reads what will appear, in English and in French', async ({
  page,
  visit,
  newUser,
}) => {
  const school = await newUser({ role: 'institution' });
  // The account menu leads there, as the dashboard's card does.
  await visit('/');
  await page.getByRole('button', { name: `My Account (${school.firstName})` }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Placements' }).click();
  await expect(page).toHaveURL('/placements');
  await expect(page.getByRole('heading', { level: 1, name: 'Placement board' })).toBeVisible();
  await expect(main(page)).toContainText('When one of your students accepts an offer, its placement appears here');
  await page.getByRole('banner').getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau des stages' })).toBeVisible();
  await expect(main(page)).toContainText("Quand l'un de vos élèves accepte une offre, son stage apparaît ici");
});
