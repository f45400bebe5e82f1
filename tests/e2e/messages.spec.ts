// Messages between an employer and a student (issue 39, docs/product/messages.md): each side in a
// browser window of its own; what one writes appears in the other's open thread without a reload
// (Server-Sent Events), and a phone number before the agreement is signed is hidden with a note.
import type { Page } from '@playwright/test';
import { approveLinkRequest, giveResume, postJob, uniqueTag } from './accounts';
import { expect, test } from './fixtures';
import { DESKTOP, partyWindows } from './party-windows';

const main = (page: Page) => page.getByRole('main');

test('an employer and a student write to each other live, and a phone number is hidden before the agreement', async ({
  browser,
  request,
  baseURL,
  newUser,
}, testInfo) => {
  const employer = await newUser({ role: 'employer', signIn: false });
  const title = `Bakery Helper ${uniqueTag()}`;
  const jobId = await postJob(employer.api, { title, companyName: String(employer.profile?.companyName) });
  const student = await newUser({ signIn: false });
  await giveResume(student.api);
  const applied = await student.api.post(`/api/jobs/${jobId}/apply`, { data: { message: 'I would love to learn baking.' } });
  expect(applied.status(), await applied.text()).toBe(201);
  const { application } = (await applied.json()) as { application: { id: string } };

  // The employer starts the conversation, so the thread exists for both.
  const started = await employer.api.post(`/api/applications/${application.id}/messages`, { data: { body: 'Hello! Thanks for applying.' } });
  expect(started.status(), await started.text()).toBe(201);
  const { id: threadId } = (await started.json()) as { id: string };

  const windows = partyWindows({ browser, request, baseURL: baseURL!, testInfo });
  try {
    const employerPage = await windows.open(employer, DESKTOP);
    const studentPage = await windows.open(student, DESKTOP);
    await employerPage.goto(`/messages/${threadId}`);
    await studentPage.goto('/messages');
    // The student reaches the thread from the inbox, whose link names the employer and the job.
    await main(studentPage)
      .getByRole('link', { name: new RegExp(title) })
      .click();
    await expect(studentPage).toHaveURL(`/messages/${threadId}`);
    await expect(main(studentPage).getByText('Hello! Thanks for applying.')).toBeVisible();
    await expect(main(studentPage).getByText("FirstRung's team reads a conversation only when a message is reported.")).toBeVisible();
    await expect(main(employerPage).getByText('Hello! Thanks for applying.')).toBeVisible();

    // The employer writes: the student's open page shows it with no reload.
    await studentPage.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await main(employerPage).getByLabel('Your message').fill('Can you come on Tuesday at 10?\nBring boots.');
    await main(employerPage).getByRole('button', { name: 'Send' }).click();
    await expect(main(studentPage).getByText(/Can you come on Tuesday at 10\?\s+Bring boots\./)).toBeVisible();

    // The student answers with a phone number: hidden for both sides, with the reason, live on the employer's page.
    await main(studentPage).getByLabel('Your message').fill('Yes! Call me at 416-555-0199 if needed.');
    await main(studentPage).getByRole('button', { name: 'Send' }).click();
    const masked = main(employerPage).getByRole('listitem').filter({ hasText: 'Call me at' });
    await expect(masked).toBeVisible();
    await expect(masked).not.toContainText('416-555-0199');
    await expect(masked).toContainText('Contact details were hidden in this message until the placement agreement is signed.');
    await expect(main(employerPage).getByText('Contact details are hidden until the placement agreement is signed.')).toBeVisible();
    await expect(main(studentPage).getByRole('listitem').filter({ hasText: 'Call me at' })).not.toContainText('416-555-0199');

    // Neither page was reloaded for any of it.
    expect(await studentPage.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(windows.problems()).toEqual([]);
  } finally {
    await windows.close();
  }
});

test("a student's report reaches their school's placement board, which opens the conversation read-only", async ({
  page,
  newUser,
  signIn,
  visit,
}) => {
  const employer = await newUser({ role: 'employer', signIn: false });
  const title = `Garden Helper ${uniqueTag()}`;
  const jobId = await postJob(employer.api, { title, companyName: String(employer.profile?.companyName) });
  const school = await newUser({ role: 'institution', signIn: false });
  // Under 18, so the school reads the student's conversations.
  const student = await newUser({ signIn: false, profile: { institutionId: school.profileId, dateOfBirth: '2011-05-01' } });
  await approveLinkRequest(school.api, student);
  await giveResume(student.api);
  const applied = await student.api.post(`/api/jobs/${jobId}/apply`, { data: { message: 'I like gardens.' } });
  expect(applied.status(), await applied.text()).toBe(201);
  const { application } = (await applied.json()) as { application: { id: string } };
  const started = await employer.api.post(`/api/applications/${application.id}/messages`, { data: { body: 'Add me on Snapchat @gardenboss' } });
  expect(started.status(), await started.text()).toBe(201);
  const thread = (await started.json()) as { id: string; messages: Array<{ id: string }> };
  const reported = await student.api.post(`/api/messages/${thread.messages[0]!.id}/report`, {
    data: { reason: 'off_platform_contact', details: 'They want me on Snapchat.' },
  });
  expect(reported.status(), await reported.text()).toBe(201);

  await signIn(school);
  await visit('/placements');
  const reports = page.getByRole('region', { name: 'Reported messages about your students' });
  await expect(reports).toContainText(title);
  await expect(reports).toContainText('They want me on Snapchat.');
  await reports.getByRole('link', { name: 'Read the conversation' }).click();
  await expect(page).toHaveURL(`/messages/${thread.id}`);
  await expect(page.getByRole('main')).toContainText('Add me on Snapchat');
  await expect(page.getByRole('main').getByLabel('Your message')).toHaveCount(0);
});
