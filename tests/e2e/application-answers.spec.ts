// Answers by a deadline (issue 36, docs/product/applications.md): an employer answers from the link
// in its new-application e-mail, behind sign-in; the student accepts the interview and gets it as a
// calendar file; a student not selected reads the reason, never "rejected". Every test makes its own
// employer, posting and student; the undo window is passed by moving that application's clock.
import type { APIRequestContext, Page } from '@playwright/test';
import { UNDO_WINDOW_MS } from '../../common/constants';
import { clockMovesFor, giveResume, postJob, uniqueTag, type NewUserOptions, type TestUser } from './accounts';
import { expect, test } from './fixtures';
import { signOutPage } from './helpers';
import { waitForMail } from './mailbox';

const main = (page: Page) => page.getByRole('main');

type NewUser = (options?: NewUserOptions & { signIn?: boolean }) => Promise<TestUser & { api: APIRequestContext }>;

/** A posting of a new employer of the test's own, and a student of its own who applied to it. */
async function studentApplied(newUser: NewUser) {
  const employer = await newUser({ role: 'employer', signIn: false });
  const title = `Bakery Helper ${uniqueTag()}`;
  const jobId = await postJob(employer.api, { title, companyName: String(employer.profile?.companyName) });
  const student = await newUser({ signIn: false });
  await giveResume(student.api);
  const applied = await student.api.post(`/api/jobs/${jobId}/apply`, { data: { message: 'I would love to learn baking.' } });
  expect(applied.status(), await applied.text()).toBe(201);
  const { application } = (await applied.json()) as { application: { id: string } };
  return { employer, student, title, applicationId: application.id };
}

/** The day after tomorrow, "YYYY-MM-DD", as the form's date field takes it. */
function inTwoDays(): string {
  return new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
}

async function passUndoWindow(request: APIRequestContext, applicationId: string) {
  await clockMovesFor(request, applicationId, UNDO_WINDOW_MS + 1000);
}

test("an employer invites a student to an interview from the e-mail's link; the student accepts it and gets the calendar file", async ({
  page,
  visit,
  signIn,
  newUser,
}) => {
  const { employer, student, title, applicationId } = await studentApplied(newUser);

  // The new-application e-mail carries the answer links; the page is signed out, so sign-in comes first.
  const mail = await waitForMail(employer.email, new RegExp(`New application for ${title}`));
  const link = new RegExp(`https?://[^\\s"'<>]*/employer/applications/${applicationId}\\?answer=interview`).exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  const path = new URL(link!).pathname + new URL(link!).search;
  await visit(path);
  await expect(page).toHaveURL(`/sign-in?next=${encodeURIComponent(path)}`);
  await main(page).getByLabel('E-mail address').fill(employer.email);
  await main(page).getByLabel('Password').fill(employer.password);
  await main(page).getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(path);

  // The interview form is open at once: the link chose the answer.
  await main(page).getByRole('textbox', { name: 'Day', exact: true }).fill(inTwoDays());
  await main(page).getByRole('textbox', { name: 'Time', exact: true }).fill('10:30');
  await main(page).getByRole('textbox', { name: 'Place', exact: true }).fill('12 Oven Street, back door');
  await main(page).getByRole('button', { name: 'Send the invitation' }).click();
  await expect(main(page).getByText(/^Interview: the student will be told in (30|29) minutes\.$/)).toBeVisible();

  await passUndoWindow(student.api, applicationId);
  await signOutPage(page);
  await signIn(student);
  await visit('/');
  const interview = main(page).getByRole('region', { name: `Interview for ${title}` });
  await expect(interview).toContainText('12 Oven Street, back door');
  await interview.getByRole('button', { name: `Accept the interview for ${title}` }).click();
  await expect(interview).toContainText('You accepted this interview.');

  // Both sides get the interview as a calendar file.
  for (const address of [student.email, employer.email]) {
    const confirmation = await waitForMail(address, new RegExp(`Interview confirmed: ${title}|accepted the interview for ${title}`));
    const calendar = confirmation.attachments.find((attachment) => attachment.contentType.startsWith('text/calendar'));
    expect(calendar, `a calendar file in "${confirmation.subject}"`).toBeTruthy();
    expect(calendar!.content).toContain('BEGIN:VEVENT');
    expect(calendar!.content).toContain('12 Oven Street');
  }
});

test('a student not selected reads the reason and the employer\'s note, never "rejected"', async ({ page, visit, signIn, newUser }) => {
  const { employer, student, title, applicationId } = await studentApplied(newUser);
  const answered = await employer.api.patch(`/api/employer/applications/${applicationId}`, {
    data: { status: 'rejected', reason: 'schedule', note: 'We need someone on Saturdays.' },
  });
  expect(answered.status(), await answered.text()).toBe(200);
  await passUndoWindow(student.api, applicationId);

  await signIn(student);
  await visit('/');
  const item = main(page).getByRole('listitem').filter({ hasText: title }).first();
  await expect(item).toContainText('Not selected');
  await expect(item).toContainText('Your availability did not match the schedule.');
  await expect(item).toContainText('We need someone on Saturdays.');
  await expect(item).toContainText('Keep going: most people apply several times before their first placement.');
  await expect(item).not.toContainText(/rejected/i);
});

test('a student sees by when to answer an offer, accepts it and withdraws their other application with it', async ({
  page,
  visit,
  signIn,
  newUser,
}) => {
  const { employer, student, title, applicationId } = await studentApplied(newUser);
  // A second application of the same student, to another employer: still open.
  const otherEmployer = await newUser({ role: 'employer', signIn: false });
  const otherTitle = `Library Page ${uniqueTag()}`;
  const otherJobId = await postJob(otherEmployer.api, { title: otherTitle, companyName: String(otherEmployer.profile?.companyName) });
  const applied = await student.api.post(`/api/jobs/${otherJobId}/apply`, { data: { message: 'I love books.' } });
  expect(applied.status(), await applied.text()).toBe(201);

  const offered = await employer.api.patch(`/api/employer/applications/${applicationId}`, { data: { status: 'offered', note: 'Saturdays.' } });
  expect(offered.status(), await offered.text()).toBe(200);
  await passUndoWindow(student.api, applicationId);

  await signIn(student);
  await visit('/');
  const offer = main(page).getByRole('region', { name: `Offer for ${title}` });
  await expect(offer).toContainText(/Answer by .+: after that, the offer expires\./);
  await offer.getByRole('button', { name: `Accept offer: ${title}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Accept this offer?' });
  await dialog.getByRole('checkbox', { name: 'Also withdraw your other application still open' }).check();
  await dialog.getByRole('button', { name: 'Accept offer' }).click();
  await expect(offer).toContainText('You accepted this offer.');
  const other = main(page).getByRole('listitem').filter({ hasText: otherTitle }).first();
  await expect(other).toContainText('Withdrawn');
});
