// The whole signing walk (docs/product/placements.md#signatures): a minor student (16 on the start
// date, in Ontario) of a verified school accepted a verified employer's offer; the employer fills in
// its part, the school completes it and sends it for signature, the student, the employer and the
// school sign on the placement's page, and the parent or guardian signs from the invitation in the
// outbox with the code the SMS outbox holds, with no account. Each party has its own browser context,
// the student and the guardian on a phone. Every party's key step is a screenshot in the test's
// output folder, and copied to the folder WALK_SHOTS_DIR names (when set) for a person to look at.
import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { employerPartBody } from '../shared/employer-part';
import { addSessionCookies, newSessionCookies } from './accounts';
import { fillEmployerPart } from './employer-part-form';
import { expect, test, visitPage } from './fixtures';
import { linkIn, waitForMail } from './mailbox';
import { DESKTOP, PHONE, partyWindows } from './party-windows';
import { placementStarted } from './placement-data';
import { waitForSms } from './sms-outbox';

/** A minimal PDF, as the documents' tests upload: the employer's risk assessment. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const main = (page: Page) => page.getByRole('main');

/** The employer's whole part, as its form takes it: a minor's agreement needs a daily schedule, here Monday to Thursday 9:00 to 15:00. */
const EMPLOYER_PART = employerPartBody({
  schedule: { days: [1, 2, 3, 4].map((weekday) => ({ weekday, start: '09:00', end: '15:00', breakMinutes: 30 })) },
});

/** An account party signs on the placement's page: reads the version's text, ticks "I have read", Sign. */
async function signOnPage(page: Page, readsInText: string) {
  const text = main(page).getByRole('region', { name: 'The agreement, version 1' });
  await expect(text).toContainText(readsInText);
  // Read to its end: the region scrolls (the keyboard reaches it too).
  await text.evaluate((region) => region.scrollTo({ top: region.scrollHeight }));
  const sign = main(page).getByRole('button', { name: 'Sign', exact: true });
  await expect(sign).toBeDisabled();
  await main(page).getByRole('checkbox', { name: 'I have read this agreement' }).check();
  await sign.click();
  await expect(main(page).getByRole('status').filter({ hasText: 'You signed the agreement.' })).toBeVisible();
  await expect(main(page).getByRole('region', { name: 'The agreement, version 1' })).toHaveCount(0);
  const own = main(page)
    .getByRole('listitem')
    .filter({ has: page.getByText('You signed', { exact: true }) });
  await expect(own).toContainText('in your account');
}

test('the employer, the school, the student and the guardian (from the e-mail, by code) sign: the placement reads "Signed", its reference checks valid and its PDF downloads', async ({
  page,
  visit,
  browser,
  request,
  baseURL,
  newUser,
}, testInfo) => {
  // Four windows and a dozen pages: three times a one-page test's time.
  test.slow();
  const { school, employer, student, title, id } = await placementStarted(newUser, { dateOfBirth: '2011-03-14' });
  const guardian = {
    name: 'Pat Parent',
    email: `pat.parent.${randomInt(1e9)}@example.test`,
    // A phone number of this test's own (the SMS outbox is shared by the tests running in parallel).
    phone: `416 555 ${String(randomInt(10_000)).padStart(4, '0')}`,
  };
  const guardianE164 = `+1${guardian.phone.replaceAll(' ', '')}`;
  const parties = partyWindows({ browser, request, baseURL: baseURL!, testInfo });

  try {
    // 1. The employer, in its own window: its form is open at once (its turn), saved and read back.
    const employerPage = await parties.open(employer, DESKTOP);
    await visitPage(employerPage, `/placements/${id}`);
    await expect(main(employerPage).getByRole('heading', { level: 1, name: title })).toBeVisible();
    await fillEmployerPart(employerPage, EMPLOYER_PART);
    await parties.shoot(employerPage, '01-employer-form-1280');
    await main(employerPage).getByRole('button', { name: 'Save my part' }).click();
    await expect(main(employerPage).getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await expect(main(employerPage).locator('[aria-current="step"]')).toHaveText("Employer's part");
    await expect(main(employerPage).getByRole('region', { name: 'The agreement' }).getByText('Thursday')).toBeVisible();
    // Its risk assessment, through the page's file input (the agreement cannot go out without it;
    // the school board insures the student, so no certificate is needed).
    const files = main(employerPage).getByRole('region', { name: 'Attached files' });
    await files.getByLabel('Attach the risk assessment').setInputFiles({ name: 'risk-assessment.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(files.getByRole('status').filter({ hasText: 'The file is attached.' })).toBeVisible();
    await expect(files.getByRole('link', { name: 'Download risk-assessment.pdf' })).toBeVisible();

    // 2. The school (this test's own page): the coordinator, the parent or guardian, the student's date
    // of birth (16 on the start date: a minor in Ontario, so the guardian must sign), then sent.
    await page.setViewportSize(DESKTOP);
    await addSessionCookies(page.context(), await newSessionCookies(request, school.id), baseURL!);
    await visit(`/placements/${id}`);
    const schoolForm = main(page).getByRole('form', { name: "The school's part of the agreement" });
    const coordinator = schoolForm.getByRole('group', { name: 'School coordinator' });
    await coordinator.getByRole('textbox', { name: 'Name' }).fill('Cora Ordinator');
    await coordinator.getByRole('textbox', { name: 'E-mail' }).fill('cora@school.test');
    await coordinator.getByRole('textbox', { name: 'Phone' }).fill('416 555 0100');
    const guardianGroup = schoolForm.getByRole('group', { name: 'Parent or guardian' });
    await guardianGroup.getByRole('textbox', { name: 'Name' }).fill(guardian.name);
    await guardianGroup.getByRole('textbox', { name: 'E-mail' }).fill(guardian.email);
    await guardianGroup.getByRole('textbox', { name: 'Phone' }).fill(guardian.phone);
    await schoolForm.getByRole('button', { name: 'Save and validate' }).click();
    await expect(main(page).getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await main(page).getByRole('button', { name: 'Send for signature' }).click();
    await expect(main(page).getByRole('status').filter({ hasText: 'The agreement was sent for signature.' })).toBeVisible();
    await expect(main(page).locator('[aria-current="step"]')).toHaveText('Signatures');
    const schoolSignatures = main(page).getByRole('region', { name: 'Signatures (version 1)' });
    await expect(schoolSignatures.getByRole('listitem')).toHaveText([
      /The student has not signed yet/,
      /The parent or guardian has not signed yet/,
      /The employer has not signed yet/,
      /You have not signed yet/,
    ]);
    // Sent, not signed: its documents are a copy out for signature, with no reference yet.
    const unsignedDocuments = main(page).getByRole('region', { name: "The agreement's documents" });
    await expect(unsignedDocuments.getByRole('listitem')).toContainText('Version 1, sent');
    await expect(unsignedDocuments.getByText(/^FR-/)).toHaveCount(0);
    await expect(main(page).getByRole('region', { name: 'The agreement, version 1' })).toContainText(guardian.name);
    await parties.shoot(page, '02-school-sent-1280');

    // 3. The student, on a phone: reads the exact text, ticks "I have read", signs.
    const studentPage = await parties.open(student, PHONE);
    await visitPage(studentPage, `/placements/${id}`);
    await expect(main(studentPage).getByText('Now: waiting for everyone to sign the agreement.')).toBeVisible();
    await expect(main(studentPage).getByRole('region', { name: 'The agreement, version 1' })).toContainText(guardian.name);
    await parties.shoot(studentPage, '03-student-reads-390');
    await signOnPage(studentPage, guardian.name);
    await parties.shoot(studentPage, '04-student-signed-390');

    // 4. The employer signs, then the school.
    await visitPage(employerPage, `/placements/${id}`);
    await signOnPage(employerPage, 'Sam Baker');
    await expect(main(employerPage).getByText('The student signed', { exact: true })).toBeVisible();
    await expect(main(employerPage).getByRole('region', { name: "The agreement's documents" }).getByRole('listitem')).toContainText(
      'Version 1, sent',
    );
    await parties.shoot(employerPage, '05-employer-signed-1280');
    await visit(`/placements/${id}`);
    await signOnPage(page, String(school.profile?.institutionName));
    await expect(schoolSignatures.getByRole('listitem').filter({ hasText: 'The parent or guardian' })).toContainText('has not signed yet');

    // 5. The guardian: the invitation e-mail's link, in a window of their own with no account.
    const invitation = await waitForMail(guardian.email, new RegExp(`Please sign ${student.fullName}'s work placement agreement`));
    expect(invitation.text).toContain('by text message');
    const link = new URL(linkIn(invitation, '/guardian/sign/'));
    const guardianPage = await parties.open(null, PHONE);
    await visitPage(guardianPage, link.pathname);
    await expect(guardianPage.getByRole('heading', { level: 1, name: `Sign ${student.fullName}'s work placement agreement` })).toBeVisible();
    await expect(main(guardianPage).getByRole('region', { name: "The agreement's full text" })).toContainText(guardian.name);
    await parties.shoot(guardianPage, '06-guardian-opens-390');
    await main(guardianPage).getByRole('button', { name: 'Send me the code' }).click();
    const lastDigits = guardian.phone.slice(-4);
    await expect(main(guardianPage).getByRole('status').filter({ hasText: 'We sent a code by text message' })).toContainText(`••• ${lastDigits}`);
    const codeField = main(guardianPage).getByRole('textbox', { name: 'The 6-digit code' });
    await expect(codeField).toBeFocused();
    const sms = await waitForSms(guardianE164, /Your FirstRung code is \d{6}\./);
    const code = /\d{6}/.exec(sms)![0];
    await codeField.fill(code);
    await main(guardianPage).getByRole('textbox', { name: 'Your full name' }).fill(guardian.name);
    await main(guardianPage)
      .getByRole('checkbox', { name: `I have read the agreement and sign it as the parent or guardian of ${student.fullName}.` })
      .check();
    await parties.shoot(guardianPage, '07-guardian-code-typed-390');
    await main(guardianPage).getByRole('button', { name: 'Sign the agreement' }).click();
    const signedStatus = main(guardianPage).getByRole('status').filter({ hasText: 'Thank you: your signature is recorded' });
    await expect(signedStatus).toBeVisible();
    await expect(main(guardianPage).getByRole('button', { name: 'Sign the agreement' })).toHaveCount(0);
    // Theirs was the last signature: the page no longer asks them to sign, and says the agreement is complete, with its reference.
    await expect(guardianPage.getByRole('heading', { level: 1, name: `${student.fullName}'s work placement agreement` })).toBeVisible();
    await expect(main(guardianPage).getByText('read and sign')).toHaveCount(0);
    await expect(signedStatus).toContainText(
      /every party has now signed it and it is complete\. Its reference is FR-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}\./,
    );
    await parties.shoot(guardianPage, '08-guardian-signed-390');
    const confirmation = await waitForMail(guardian.email, new RegExp(`You signed ${student.fullName}'s work placement agreement`));
    expect(confirmation.text).toContain('every party has now signed, and the agreement is complete');

    // 6. The school: signed, every signature shown, the reference, the public check and the PDF.
    await visit(`/placements/${id}`);
    await expect(main(page).locator('[aria-current="step"]')).toHaveText('Signed');
    await expect(main(page).getByText('Everyone signed. The placement starts on its start date.')).toBeVisible();
    await expect(schoolSignatures.getByRole('listitem').filter({ hasText: 'The parent or guardian signed' })).toContainText(`${guardian.name}, `);
    await expect(schoolSignatures.getByRole('listitem').filter({ hasText: 'The parent or guardian signed' })).toContainText('by link and code');
    const documents = main(page).getByRole('region', { name: 'The signed agreement' });
    const referenceText = documents.getByText(/^FR-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    await expect(referenceText).toBeVisible();
    const reference = (await referenceText.textContent())!;
    await expect(documents.getByRole('listitem')).toHaveText(/Version 1, sent .* · signed by everyone/);
    await parties.shoot(page, '09-school-signed-1280');

    const pdfHref = await documents.getByRole('link', { name: 'Download the agreement (PDF)' }).getAttribute('href');
    const pdf = await page.request.get(pdfHref!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['content-disposition']).toContain(`placement-agreement-${reference}-v1.pdf`);
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await documents.getByRole('link', { name: 'Check it on the public page' }).click();
    await expect(page).toHaveURL(`/verify/${reference}`);
    await expect(main(page).getByText('Valid', { exact: true })).toBeVisible();
    await expect(main(page).getByText('This is the version in force, signed by every party it needed.')).toBeVisible();
    await parties.shoot(page, '10-verify-valid-1280');

    expect(parties.problems(), 'the parties’ windows reported errors').toEqual([]);
  } finally {
    await parties.close();
  }
});
