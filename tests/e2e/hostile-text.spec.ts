import type { Page } from '@playwright/test';
import { approveLinkRequest, giveResume, postJob, uniqueTag } from './accounts';
import { expect, test } from './fixtures';
import { signOutPage } from './helpers';

// No user text is markup (docs/security.md): postings, events, profiles and documents are made
// with text that has broken pages before (tags, a closing </script>, an image with onerror,
// bidirectional overrides, words thousands of characters long), and every page that shows them
// must show that text as typed, stay whole, and contain no element the text tried to create.

/** Markup in a user's text; `__hostile` is set only if some of it ran. */
const MARKUP = `<job style="x">j</job><img src="x" onerror="window.__hostile=1"></script><script>window.__hostile=1</script>`;
const BIDI = '\u202Eevil\u202C';

/** A text of exactly `max` characters (a field's limit): a visible marker, the markup, the bidi override, then one long word. */
function hostile(marker: string, max: number): string {
  return `${marker} ${MARKUP} ${BIDI} ${'W'.repeat(max)}`.slice(0, max);
}

/** The page is whole, shows `markers` as plain text, and holds nothing the markup asked for. */
async function expectShownAsText(page: Page, markers: string[]): Promise<void> {
  for (const marker of markers) await expect(page.getByText(`${marker} <job style="x">j</job><img`).first()).toBeVisible();
  await expect(page.locator('job')).toHaveCount(0);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.getByText('This part could not be shown.')).toHaveCount(0);
  expect(await page.evaluate(() => (window as Window & { __hostile?: number }).__hostile)).toBeUndefined();
}

test('hostile text in postings, events, profiles and documents shows as text on every page', async ({ page, visit, signIn, newUser, adminApi }) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const city = `Hostileville ${tag}`;
  const marks = {
    job: `Job${tag}`,
    company: `Co${tag}`,
    event: `Event${tag}`,
    school: `School${tag}`,
    bio: `Bio${tag}`,
    skill: `Skill${tag}`,
    document: `Doc${tag}`,
    message: `Msg${tag}`,
  };

  const employer = await newUser({ role: 'employer', signIn: false, profile: { companyName: hostile(marks.company, 120), city } });
  const school = await newUser({ role: 'institution', signIn: false, profile: { institutionName: hostile(marks.school, 200), city } });
  const student = await newUser({
    signIn: false,
    profile: { bio: hostile(marks.bio, 2000), institutionId: school.profileId, skills: [hostile(marks.skill, 80)] },
  });
  // Picking the school asks to join it; the school approves, so documents go both ways.
  await approveLinkRequest(school.api, student);

  // Longer than any field allows: refused with a 400 that names the field, never stored.
  const tooLong = await employer.api.post('/api/employer/jobs', {
    data: { title: 'x', companyName: 'x', location: 'x', city, description: 'W'.repeat(10_000) },
  });
  expect(tooLong.status()).toBe(400);
  expect(await tooLong.json()).toMatchObject({ issues: [{ path: 'description' }] });

  const jobTitle = hostile(marks.job, 120);
  const jobId = await postJob(employer.api, { title: jobTitle, companyName: hostile(marks.company, 120), city, isHighSchoolOpportunity: true });
  await giveResume(student.api, hostile(marks.document, 100).replace(/W+$/, '') + '.pdf');
  const applied = await student.api.post(`/api/jobs/${jobId}/apply`, { data: { message: hostile(marks.message, 500) } });
  expect(applied.ok(), await applied.text()).toBe(true);
  const event = await adminApi.post('/api/events', {
    data: { title: hostile(marks.event, 200), description: hostile(marks.event, 5000), eventDate: '2099-06-01', location: hostile(marks.event, 200) },
  });
  expect(event.ok(), await event.text()).toBe(true);
  const pdf = { name: 'form.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% form\n') };
  const schoolDocument = await school.api.post('/api/institution/documents', { multipart: { description: hostile(marks.document, 500), file: pdf } });
  expect(schoolDocument.ok(), await schoolDocument.text()).toBe(true);
  const studentDocument = await student.api.post('/api/student/documents', { multipart: { documentType: hostile(marks.document, 80), file: pdf } });
  expect(studentDocument.ok(), await studentDocument.text()).toBe(true);

  // The school: its name, the alert about the posting (this title crashed the whole dashboard),
  // its document, the linked student's skills and document.
  await signIn(school);
  await visit('/');
  await expectShownAsText(page, [marks.school, marks.job, marks.document, marks.skill]);
  const alerts = page.getByRole('region', { name: 'Alerts' });
  await alerts.getByRole('button', { name: `Dismiss alert about ${jobTitle}` }).click();
  await expect(alerts).toContainText('No new alerts.');

  // The student: the posting in the list and on its page, the dashboard, the events.
  await signIn(student);
  await visit('/jobs');
  await expectShownAsText(page, [marks.job]);
  await visit(`/jobs/${jobId}`);
  await expectShownAsText(page, [marks.job, marks.company]);
  await visit('/');
  await expectShownAsText(page, [marks.job, marks.document]);
  await visit('/events');
  await expectShownAsText(page, [marks.event]);

  // The employer: the posting and the applicant's message.
  await signIn(employer);
  await visit('/');
  await expectShownAsText(page, [marks.job]);

  // The admin's lists.
  await signIn('admin');
  await visit('/admin');
  await page.getByRole('tab', { name: 'Job Postings' }).click();
  await expectShownAsText(page, [marks.job]);
  await page.getByRole('tab', { name: 'Events' }).click();
  await expectShownAsText(page, [marks.event]);

  // A visitor's job page is sent as HTML by the server, the posting inside (JobPosting data).
  await signOutPage(page);
  await visit(`/jobs/${jobId}`);
  await expectShownAsText(page, [marks.job]);
});

test("a posting full of String.replace's patterns reaches a visitor once, whole, as typed", async ({ page, visit, newUser }) => {
  // `$\``, `$&`, `$'` and `$1` mean something in a replacement string: had the job page put the
  // posting into its HTML that way, each would copy part of the page into itself (docs/security.md).
  const tag = uniqueTag();
  const patterns = `Patterns${tag} $\` $& $' $1 $$ </script><script>window.__hostile=1</script>`;
  const employer = await newUser({ role: 'employer', signIn: false });
  const jobId = await postJob(employer.api, {
    title: `Patterns${tag} $& $'`,
    companyName: `Co${tag} $\``,
    description: `${patterns} ${'$`'.repeat(150)}`,
  });

  const served = await page.request.get(`/jobs/${jobId}`);
  expect(served.status()).toBe(200);
  const html = await served.text();
  expect(html.length).toBeLessThan(200_000);
  expect(html.match(/<div id="root">/g)).toHaveLength(1);

  await visit(`/jobs/${jobId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Patterns${tag} $& $'`);
  await expect(page.getByText(patterns, { exact: false })).toBeVisible();
  await expect.poll(() => page.title()).toMatch(new RegExp(`^Patterns${tag} \\$& \\$' at .+ \\| FirstRung$`));
  expect(await page.evaluate(() => (window as Window & { __hostile?: number }).__hostile)).toBeUndefined();
});
