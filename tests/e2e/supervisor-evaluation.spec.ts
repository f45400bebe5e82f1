// The supervisor's evaluation page (docs/product/placement-hours.md#evaluation-and-reflection): a
// placement ends, its supervisor gets the e-mail with a single-use link, opens it on a phone with no
// account, answers the outcome, the five ratings and "would you host again", and sends it; the page
// then says it was answered, and opening the link again says so too. The student reads the
// evaluation on the placement's page.
import { TEST_FACTORY_TOKEN_HEADER, TEST_PLACEMENT_END_PATH } from '../../server/testing/test-factory-address';
import { addSessionCookies, newSessionCookies, uniqueTag } from './accounts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { linkIn, waitForMail } from './mailbox';
import { employerPartBody } from '../shared/employer-part';
import { placementStarted } from './placement-data';

const PHONE = { width: 390, height: 844 };

test('a supervisor evaluates the placement from the e-mailed link, on a phone, with no account', async ({
  page,
  newUser,
  browser,
  baseURL,
}, testInfo) => {
  const placement = await placementStarted(newUser);
  const supervisorEmail = `sam-${uniqueTag()}@crumbs.test`;
  const employerPart = employerPartBody({
    supervisor: { name: 'Sam Baker', role: 'Head baker', email: supervisorEmail, phone: '416 555 0101' },
  });
  const saved = await placement.employer.api.put(`/api/placements/${placement.id}/employer-part`, { data: employerPart });
  expect(saved.status(), await saved.text()).toBe(200);
  const ended = await page.request.post(TEST_PLACEMENT_END_PATH, {
    data: { placementId: placement.id },
    headers: { [TEST_FACTORY_TOKEN_HEADER]: process.env.TEST_FACTORY_TOKEN ?? '' },
  });
  expect(ended.status(), await ended.text()).toBe(204);

  const mail = await waitForMail(supervisorEmail, /evaluate/i);
  const link = new URL(linkIn(mail, '/supervisor/evaluation/'));

  await page.setViewportSize(PHONE);
  await page.goto(link.pathname);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toContainText('Evaluate');
  await expect(main).toContainText('Crumbs Bakery Inc.');

  // Nothing answered: each question says so.
  await main.getByRole('button', { name: 'Send the evaluation' }).click();
  await expect(main.getByText('Answer this question.').first()).toBeVisible();

  await main.getByRole('radio', { name: 'Yes, they completed it' }).check();
  for (const competency of ['Punctuality', 'Teamwork', 'Communication', 'Initiative', 'Safety']) {
    await main.getByRole('group', { name: competency }).getByRole('radio', { name: '4' }).check();
  }
  await main.getByRole('textbox', { name: 'Comment on Punctuality (optional)' }).fill('Always on time.');
  await main.getByRole('group', { name: 'Would you host a student again?' }).getByRole('radio', { name: 'Yes' }).check();
  await expectNoSeriousA11yViolations(page);
  // For a person to look at: the filled-in form at phone width.
  await page.screenshot({ path: testInfo.outputPath('evaluation-form.png'), fullPage: true });
  await main.getByRole('button', { name: 'Send the evaluation' }).click();
  await expect(main.getByRole('status')).toContainText('Thank you. This evaluation was sent');

  // Opened again: answered, nothing to send.
  await page.reload();
  await expect(main).toContainText('Thank you. This evaluation was sent');
  await expect(main.getByRole('button', { name: 'Send the evaluation' })).toHaveCount(0);

  // The student reads it on the placement's page, and is asked for their reflection.
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  await addSessionCookies(context, await newSessionCookies(page.request, placement.student.id), baseURL!);
  const studentPage = await context.newPage();
  await studentPage.goto(`/placements/${placement.id}`);
  const section = studentPage.getByRole('region', { name: 'The end of the placement' });
  await expect(section).toContainText('Always on time.');
  await expect(section.getByRole('textbox', { name: 'What did you do and learn?' })).toBeVisible();
  await section.screenshot({ path: testInfo.outputPath('placement-end-section.png') });
  await context.close();
});
