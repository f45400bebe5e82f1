// The end of a placement, walked through as its people would (docs/product/placement-hours.md): a
// school's student, whose placement started last Monday and ends this Monday, logs two days of last
// week from the schedule's prefill; on Monday the hourly run e-mails the supervisor, who opens the
// single-use link with no account, confirms one day and corrects the other with a note; the school
// verifies the corrected day on the supervisor's behalf with a reason, taking the supervisor's times;
// the day after the end date the run completes the placement and e-mails the evaluation link, which
// the supervisor fills in; the student writes the reflection and agrees; the school signs it off; the
// certificate's PDF names the student, the employer, the dates, the verified hours and the reference,
// and its public page says it is valid with the same values.
//
// The placement's dates are this week's and last week's at the workplace (Toronto), whatever day the
// test runs; the server's clock cannot be moved, so the hourly run is called at the moment it would run
// (this Monday, then the day after the end date) through the test factory (server/testing/placement-run.ts).
// Every party's key step is a screenshot in the test's output folder, copied to WALK_SHOTS_DIR/
// placement-completion (when set) for a person to look at.
import { execFileSync } from 'node:child_process';
import type { APIRequestContext, Page } from '@playwright/test';
import { TEST_FACTORY_TOKEN_HEADER, TEST_PLACEMENT_RUN_PATH, TEST_PLACEMENT_START_PATH } from '../../server/testing/test-factory-address';
import { employerPartBody } from '../shared/employer-part';
import { uniqueTag } from './accounts';
import { expect, test, visitPage } from './fixtures';
import { linkIn, waitForMail } from './mailbox';
import { DESKTOP, PHONE, partyWindows } from './party-windows';
import { placementStarted } from './placement-data';

/** The workplace's time zone (employerPartBody's bakery is in Ontario): its calendar dates the placement. */
const WORKPLACE_ZONE = 'America/Toronto';
const DAY_MS = 24 * 60 * 60 * 1000;

const main = (page: Page) => page.getByRole('main');
const factoryHeaders = () => ({ [TEST_FACTORY_TOKEN_HEADER]: process.env.TEST_FACTORY_TOKEN ?? '' });

/** Today at the workplace, as YYYY-MM-DD. */
const workplaceToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: WORKPLACE_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** 1 (Monday) to 7 (Sunday). */
const isoWeekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
/** "Monday, November 16, 2026", as the supervisor's page and the student's hours list name a day. */
const longDay = (day: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** The placements' hourly run at `now` (the test factory's), its e-mails sent. */
async function hourlyRunAt(request: APIRequestContext, now: string) {
  const ran = await request.post(TEST_PLACEMENT_RUN_PATH, { headers: factoryHeaders(), data: { now } });
  expect(ran.status(), await ran.text()).toBe(200);
  return (await ran.json()) as { completed: number; hoursMails: number; evaluationsAsked: number };
}

test('a week of hours to a certificate anyone can check: logged, confirmed by the supervisor, verified by the school, evaluated, reflected on, signed off', async ({
  browser,
  request,
  baseURL,
  newUser,
}, testInfo) => {
  // Four windows, two runs, a dozen pages.
  test.slow();
  const { school, employer, student, title, id } = await placementStarted(newUser);
  const supervisorEmail = `sam-${uniqueTag()}@crumbs.test`;
  const part = await employer.api.put(`/api/placements/${id}/employer-part`, {
    data: employerPartBody({ supervisor: { name: 'Sam Baker', role: 'Head baker', email: supervisorEmail, phone: '416 555 0101' } }),
  });
  expect(part.status(), await part.text()).toBe(200);

  // Started last Monday, ends this Monday (the workplace's calendar), Monday to Friday 9:00 to 15:00.
  const today = workplaceToday();
  const thisMonday = addDays(today, 1 - isoWeekday(today));
  const startDate = addDays(thisMonday, -7);
  const endDate = thisMonday;
  const [monday, tuesday] = [startDate, addDays(startDate, 1)];
  const started = await request.post(TEST_PLACEMENT_START_PATH, {
    headers: factoryHeaders(),
    data: {
      placementId: id,
      startDate,
      endDate,
      days: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '15:00', breakMinutes: 30 })),
    },
  });
  expect(started.status(), await started.text()).toBe(204);

  const parties = partyWindows({ browser, request, baseURL: baseURL!, testInfo, shotsFolder: 'placement-completion' });

  try {
    // 1. The student logs last Monday and Tuesday from the schedule's prefill, on a phone.
    const studentPage = await parties.open(student, PHONE);
    await visitPage(studentPage, `/placements/${id}`);
    const hours = main(studentPage).getByRole('region', { name: 'Hours' });
    for (const [day, did] of [
      [monday, 'Weighed flour and shaped the morning loaves.'],
      [tuesday, 'Served at the counter and cleaned the ovens.'],
    ] as const) {
      await hours.getByRole('button', { name: 'Log a day' }).click();
      const form = hours.getByRole('form', { name: 'Log a day' });
      await form.getByRole('button', { name: `Use ${longDay(day)} (9:00 AM to 3:00 PM)` }).click();
      await expect(form.getByLabel('Date')).toHaveValue(day);
      await form.getByRole('textbox', { name: 'What you did' }).fill(did);
      await form.getByRole('button', { name: 'Save the day' }).click();
      await expect(hours.getByRole('status')).toHaveText('The day was saved.');
    }
    const days = hours.getByRole('list', { name: 'Days logged' });
    await expect(days.getByRole('listitem')).toHaveCount(2);
    await expect(days.getByRole('listitem').filter({ hasText: longDay(tuesday) })).toContainText('Logged');
    await expect(hours.getByTestId('hours-pending')).toHaveText('11 h');
    await expect(hours.getByTestId('hours-verified')).toHaveText('0 min');
    await parties.shoot(studentPage, '01-student-logged-390');

    // 2. Monday at the workplace: the run e-mails the supervisor last week's days with a single-use link.
    const weekly = await hourlyRunAt(request, `${thisMonday}T12:00:00.000Z`);
    expect(weekly.hoursMails).toBeGreaterThanOrEqual(1);
    const hoursMail = await waitForMail(supervisorEmail, /confirm .* hours/i);
    expect(hoursMail.subject).toContain(`Please confirm ${student.fullName}'s hours`);
    const supervisorPage = await parties.open(null, PHONE);
    await visitPage(supervisorPage, new URL(linkIn(hoursMail, '/supervisor/hours/')).pathname);
    const answer = main(supervisorPage);
    await expect(answer.getByRole('heading', { level: 1 })).toHaveText(/^Hours of /);
    const confirmed = answer.getByRole('group', { name: longDay(monday) });
    const corrected = answer.getByRole('group', { name: longDay(tuesday) });
    await expect(confirmed).toContainText('Weighed flour and shaped the morning loaves.');
    await confirmed.getByRole('radio', { name: 'Confirm' }).check();
    await corrected.getByRole('radio', { name: 'Correct the times' }).check();
    await corrected.getByLabel('End').fill('14:00');
    await corrected.getByRole('textbox', { name: 'Note' }).fill('Left at two for a dentist appointment.');
    await parties.shoot(supervisorPage, '02-supervisor-hours-390');
    await answer.getByRole('button', { name: 'Send my answer' }).click();
    await expect(answer.getByRole('status')).toContainText('Thank you: your answer is recorded');
    await parties.shoot(supervisorPage, '03-supervisor-thanks-390');

    // 3. The school reads the dispute and verifies the corrected day for the supervisor, with a reason.
    const schoolPage = await parties.open(school, DESKTOP);
    await visitPage(schoolPage, `/placements/${id}`);
    const schoolHours = main(schoolPage).getByRole('region', { name: 'Hours' });
    await expect(schoolHours.getByRole('listitem').filter({ hasText: longDay(monday) })).toContainText('Verified');
    const disputed = schoolHours.getByRole('listitem').filter({ hasText: longDay(tuesday) });
    await expect(disputed).toContainText('Corrected by the supervisor');
    await expect(disputed).toContainText("The supervisor's note: Left at two for a dentist appointment.");
    await disputed.getByRole('button', { name: 'Verify for the supervisor' }).click();
    const dialog = schoolPage.getByRole('dialog', { name: 'Verify this day for the supervisor' });
    await dialog.getByRole('checkbox', { name: "Use the supervisor's corrected times" }).check();
    await dialog.getByRole('textbox', { name: /^Reason/ }).fill('The supervisor confirmed the corrected times by phone.');
    await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(schoolHours.getByRole('status')).toHaveText('The day was verified.');
    await expect(disputed).toContainText("Verified by the school on the supervisor's behalf: The supervisor confirmed the corrected times by phone.");
    // 5 h 30 min confirmed, 4 h 30 min as the supervisor corrected it.
    await expect(schoolHours.getByTestId('hours-verified')).toHaveText('10 h');
    await parties.shoot(schoolPage, '04-school-verified-1280');

    // 4. The day after the end date: the run completes the placement and e-mails the evaluation link.
    const ending = await hourlyRunAt(request, `${addDays(endDate, 1)}T12:00:00.000Z`);
    expect(ending.completed).toBeGreaterThanOrEqual(1);
    const evaluationMail = await waitForMail(supervisorEmail, /evaluate/i);
    await visitPage(supervisorPage, new URL(linkIn(evaluationMail, '/supervisor/evaluation/')).pathname);
    const evaluation = main(supervisorPage);
    await expect(evaluation.getByRole('heading', { level: 1 })).toContainText('Evaluate');
    await evaluation.getByRole('radio', { name: 'Yes, they completed it' }).check();
    for (const [competency, rating] of [
      ['Punctuality', '5'],
      ['Teamwork', '4'],
      ['Communication', '4'],
      ['Initiative', '3'],
      ['Safety', '5'],
    ] as const) {
      await evaluation.getByRole('group', { name: competency }).getByRole('radio', { name: rating }).check();
    }
    await evaluation.getByRole('textbox', { name: 'Comment on Safety (optional)' }).fill('Careful with the hot ovens.');
    await evaluation.getByRole('group', { name: 'Would you host a student again?' }).getByRole('radio', { name: 'Yes' }).check();
    await parties.shoot(supervisorPage, '05-supervisor-evaluation-390');
    await evaluation.getByRole('button', { name: 'Send the evaluation' }).click();
    await expect(evaluation.getByRole('status')).toContainText('Thank you. This evaluation was sent');

    // 5. The student reads the evaluation, writes the reflection and agrees.
    await visitPage(studentPage, `/placements/${id}`);
    const studentEnd = main(studentPage).getByRole('region', { name: 'The end of the placement' });
    await expect(studentEnd).toContainText('Careful with the hot ovens.');
    await studentEnd
      .getByRole('textbox', { name: 'What did you do and learn?' })
      .fill('I learnt to weigh ingredients exactly, to keep a bakery clean and to serve customers at a busy counter.');
    await studentEnd.getByRole('radio', { name: 'Yes, I agree' }).check();
    await studentEnd.getByRole('button', { name: 'Save my reflection' }).click();
    await expect(studentEnd.getByRole('status')).toHaveText('Your reflection is saved.');
    await parties.shoot(studentPage, '06-student-reflection-390');

    // 6. The school signs the placement off: the certificate is issued, its reference shown.
    await visitPage(schoolPage, `/placements/${id}`);
    const schoolEnd = main(schoolPage).getByRole('region', { name: 'The end of the placement' });
    await expect(schoolEnd).toContainText('Everything is in.');
    await schoolEnd.getByRole('button', { name: 'Sign the placement off' }).click();
    await expect(schoolEnd).toContainText('Signed off on');
    const schoolCertificate = main(schoolPage).getByRole('region', { name: 'Certificate' });
    await expect(schoolCertificate).toContainText('10 verified hours');
    const reference = (await schoolCertificate.locator('.font-mono').textContent())!.trim();
    expect(reference).toMatch(/^FR-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    await parties.shoot(schoolPage, '07-school-signed-off-1280');

    // 7. The student downloads the certificate from the page; it prints what the public page states.
    await visitPage(studentPage, `/placements/${id}`);
    const studentCertificate = main(studentPage).getByRole('region', { name: 'Certificate' });
    await expect(studentCertificate).toContainText(reference);
    const [download] = await Promise.all([
      studentPage.waitForEvent('download'),
      studentCertificate.getByRole('link', { name: 'Download the certificate (PDF)' }).click(),
    ]);
    const pdfFile = testInfo.outputPath('certificate.pdf');
    await download.saveAs(pdfFile);
    await parties.shoot(studentPage, '08-student-certificate-390');
    const pdfText = execFileSync('pdftotext', ['-enc', 'UTF-8', pdfFile, '-'], { encoding: 'utf8' }).replace(/[\s\u00a0]+/g, ' ');
    const printedDay = (day: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(`${day}T00:00:00Z`));
    for (const printed of [student.fullName, title, 'Crumbs Bakery Inc.', printedDay(startDate), printedDay(endDate), reference]) {
      expect(pdfText, `the certificate prints ${printed}`).toContain(printed);
    }
    expect(pdfText).toMatch(/\b10 (verified )?hours\b/i);

    const visitorPage = await parties.open(null, DESKTOP);
    await visitPage(visitorPage, `/verify/${reference}`);
    const record = main(visitorPage);
    await expect(record.getByText('Valid', { exact: true })).toBeVisible();
    await expect(record).toContainText(student.fullName);
    await expect(record).toContainText('Crumbs Bakery Inc.');
    await expect(record).toContainText('10 hours');
    await expect(record).toContainText(printedDay(startDate));
    await expect(record).toContainText(printedDay(endDate));
    await parties.shoot(visitorPage, '09-verify-valid-1280');

    expect(parties.problems(), 'the parties’ windows reported errors').toEqual([]);
  } finally {
    await parties.close();
  }
});
