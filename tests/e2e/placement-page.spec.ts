// One placement's page, /placements/:id (docs/product/placements.md#screens): the employer fills in
// its part (checked as it is typed, saved, read back), then the school completes its part (a
// server's field error shown in place, then saved and validated). Every test makes its own school,
// employer and student; the placement comes from an offer the student accepted, through the API.
// The signing steps are another engineer's endpoints, written now: their logic is unit tested
// (web/features/placements/lib/*.test.ts) until a browser test can reach them.
import type { Page } from '@playwright/test';
import { employerPartBody } from '../shared/employer-part';
import { fillEmployerPart } from './employer-part-form';
import { expect, test } from './fixtures';
import { placementStarted } from './placement-data';

const main = (page: Page) => page.getByRole('main');

async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('the employer fills in its part on a phone, then the school completes and validates it', async ({
  page,
  visit,
  signIn,
  newUser,
  allowConsoleError,
}, testInfo) => {
  const { school, employer, student, title, id } = await placementStarted(newUser, { dateOfBirth: '2010-09-01' });
  await page.setViewportSize({ width: 390, height: 844 });

  // The employer: its turn, so its form is open at once.
  await signIn(employer);
  await visit(`/placements/${id}`);
  await expect(main(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(main(page).getByText(String(school.profile?.institutionName))).toBeVisible();
  await expect(main(page).getByText('Now: fill in your part of the agreement', { exact: false })).toBeVisible();
  await expect(main(page).getByText("FirstRung's checks are guidance; the school remains responsible for this placement.")).toBeVisible();
  await expect(main(page).locator('[aria-current="step"]')).toHaveText('Draft');
  await expectNoSideScroll(page);

  // Sent half-filled: the contract's messages sit under their fields, nothing is sent.
  await main(page).getByRole('button', { name: 'Save my part' }).click();
  const tasks = main(page).getByRole('textbox', { name: 'What the student will do' });
  await expect(tasks).toHaveAttribute('aria-invalid', 'true');
  await expect(tasks).toHaveAccessibleDescription('This field is required.');

  // A schedule: two working days (a new row takes the next free weekday), the second ending at 2 PM.
  await fillEmployerPart(
    page,
    employerPartBody({
      schedule: {
        days: [
          { weekday: 1, start: '09:00', end: '15:00', breakMinutes: 30 },
          { weekday: 2, start: '09:00', end: '14:00', breakMinutes: 30 },
        ],
      },
    }),
  );
  await expectNoSideScroll(page);
  await page.screenshot({ path: testInfo.outputPath('employer-form-390.png'), fullPage: true });
  await main(page).getByRole('button', { name: 'Save my part' }).click();

  // Saved: said aloud, and the agreement reads it back; the school's turn now.
  await expect(main(page).getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(main(page).getByText('Now: the school is checking the agreement and filling in its part.')).toBeVisible();
  const agreement = main(page).getByRole('region', { name: 'The agreement' });
  await expect(agreement.getByText('Tuesday')).toBeVisible();
  await expect(agreement.getByText(/to 2:00\sPM, 30 min break/)).toBeVisible();
  await expect(agreement.getByText('Sam Baker')).toBeVisible();
  await expect(main(page).locator('[aria-current="step"]')).toHaveText("Employer's part");
  await page.screenshot({ path: testInfo.outputPath('employer-saved-390.png'), fullPage: true });

  // The school: its form, the coordinator to fill in (the student's date of birth comes from the profile).
  await signIn(school);
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(`/placements/${id}`);
  await expect(main(page).getByText('Now: check the agreement and fill in your part', { exact: false })).toBeVisible();
  const schoolForm = main(page).getByRole('form', { name: "The school's part of the agreement" });
  const coordinator = schoolForm.getByRole('group', { name: 'School coordinator' });
  await coordinator.getByRole('textbox', { name: 'Name' }).fill('Cora Ordinator');
  await coordinator.getByRole('textbox', { name: 'E-mail' }).fill('cora@school.test');
  await coordinator.getByRole('textbox', { name: 'Phone' }).fill('416 555 0100');
  // A guardian's e-mail that is the student's own: the server refuses it (the browser logs the 400), under that field.
  allowConsoleError(/status of 400.*school-part/);
  const guardian = schoolForm.getByRole('group', { name: 'Parent or guardian' });
  await guardian.getByRole('textbox', { name: 'Name' }).fill('Pat Parent');
  await guardian.getByRole('textbox', { name: 'E-mail' }).fill(student.email);
  await guardian.getByRole('textbox', { name: 'Phone' }).fill('416 555 0199');
  await expect(schoolForm.getByLabel("Student's date of birth")).toHaveCount(0);
  await schoolForm.getByRole('button', { name: 'Save and validate' }).click();
  const guardianEmail = guardian.getByRole('textbox', { name: 'E-mail' });
  await expect(guardianEmail).toHaveAttribute('aria-invalid', 'true');
  await expect(guardianEmail).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath('school-refused-1280.png'), fullPage: true });

  await guardianEmail.fill('pat.parent@example.test');
  await schoolForm.getByRole('button', { name: 'Save and validate' }).click();
  await expect(main(page).getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(main(page).locator('[aria-current="step"]')).toHaveText("School's validation");
  await expect(main(page).getByText('Now: send the agreement for signature when everything is right.')).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Send for signature' })).toBeVisible();
  await expect(main(page).getByRole('region', { name: 'The agreement' }).getByText('Pat Parent')).toBeVisible();
  await expectNoSideScroll(page);
  await page.screenshot({ path: testInfo.outputPath('school-validated-1280.png'), fullPage: true });

  // The student reads it: nothing to fill in, no cancelling (their school runs it), the school's responsibility said.
  await signIn(student);
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(`/placements/${id}`);
  await expect(main(page).getByText('Now: the agreement is ready and will be sent for signature soon.')).toBeVisible();
  await expect(main(page).getByRole('button', { name: /Cancel the placement/ })).toHaveCount(0);
  await expect(main(page).getByRole('form')).toHaveCount(0);
  await expectNoSideScroll(page);
  await page.screenshot({ path: testInfo.outputPath('student-390.png'), fullPage: true });

  // In French, the student's chosen language: the same page, its words and dates in French.
  expect((await student.api.put('/api/account/language', { data: { language: 'fr' } })).ok()).toBe(true);
  await visit(`/placements/${id}`);
  await expect(main(page).getByText('Les vérifications de FirstRung sont indicatives\u00a0; l’école reste responsable de ce stage.')).toBeVisible();
  await expect(main(page).getByRole('region', { name: 'La convention' }).getByText('5 juillet 2027')).toBeVisible();
  await expectNoSideScroll(page);
  await page.screenshot({ path: testInfo.outputPath('student-fr-390.png'), fullPage: true });
});

test('a placement that is not yours reads as not found', async ({ page, visit, newUser, allowConsoleError }) => {
  const { id } = await placementStarted(newUser);
  // The browser logs the API's 404, which is the answer this test expects.
  allowConsoleError(/status of 404/);
  await newUser();
  await visit(`/placements/${id}`);
  await expect(main(page).getByRole('alert')).toHaveText('That placement was not found.');
});

test('the employer cancels the placement with a reason, which every party then reads', async ({ page, visit, signIn, newUser }) => {
  const { employer, student, id } = await placementStarted(newUser);
  await signIn(employer);
  await visit(`/placements/${id}`);
  await main(page).getByRole('button', { name: 'Cancel the placement…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this placement?' });
  // No reason: said under the field, nothing sent.
  await dialog.getByRole('button', { name: 'Cancel the placement' }).click();
  await expect(dialog.getByRole('textbox', { name: /Reason/ })).toHaveAccessibleDescription('Write the reason.');
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('The bakery closes for renovations this summer.');
  await dialog.getByRole('button', { name: 'Cancel the placement' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(main(page).getByText('This placement was cancelled. Nothing more happens.')).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Cancel the placement…' })).toHaveCount(0);
  await expect(main(page).getByRole('form')).toHaveCount(0);

  await signIn(student);
  await visit(`/placements/${id}`);
  await expect(main(page).getByText('Reason: The bakery closes for renovations this summer.')).toBeVisible();
});

test('a student with no school invites one; the school accepts on the placement page and then reads it as its own', async ({
  page,
  visit,
  signIn,
  newUser,
  allowConsoleError,
}) => {
  const { school, student, title, id } = await placementStarted(newUser, { withSchool: false });
  const schoolName = String(school.profile?.institutionName);

  await signIn(student);
  await visit(`/placements/${id}`);
  const invite = main(page).getByRole('region', { name: 'Invite a school to take part' });
  await expect(invite).toBeVisible();
  // Sent with no school chosen: said under the list, nothing is sent.
  await invite.getByRole('button', { name: 'Invite this school' }).click();
  await expect(invite.getByRole('combobox', { name: 'The school' })).toHaveAccessibleDescription('Choose a school from the list.');
  const option = invite.getByRole('option', { name: schoolName, exact: false });
  await invite.getByRole('combobox', { name: 'The school' }).selectOption((await option.first().getAttribute('value'))!);
  await invite.getByRole('button', { name: 'Invite this school' }).click();
  await expect(invite.getByRole('status')).toHaveText(`You invited ${schoolName}: it has not answered yet.`);

  // The school: its board lists the invitation; not its placement yet (the API's 404), so the
  // placement's page shows the invitation to answer.
  allowConsoleError(/status of 404/);
  await signIn(school);
  await visit('/placements');
  const invitations = main(page).getByRole('region', { name: 'Invitations to take part' });
  await expect(invitations).toContainText(`invites your school to take part in their placement`);
  await invitations.getByRole('link', { name: 'Answer' }).click();
  await expect(page).toHaveURL(`/placements/${id}`);
  const answer = main(page).getByRole('region', { name: 'An invitation to take part in a placement' });
  await expect(answer).toContainText('invites your school to take part in their placement');
  await answer.getByRole('button', { name: 'Accept' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(main(page).getByText(schoolName).first()).toBeVisible();

  // The student reads that the school accepted.
  await signIn(student);
  await visit(`/placements/${id}`);
  await expect(main(page).getByRole('region', { name: 'Invite a school to take part' })).toHaveCount(0);
  await expect(main(page).getByText("FirstRung's checks are guidance; the school remains responsible for this placement.")).toBeVisible();
});
