import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_MAX_TRIES, CODE_TTL_MINUTES } from '@common/constants';
import type { GuardianAgreement } from '@common/contracts/placement-signatures';
import { guardianEndpoints } from '@common/endpoints/guardian';
import { mailMessages, placements, placementSignatures, placementVersions, smsMessages } from '@server/db/schema';
import { AppError } from '@server/errors/app-error';
import { fullAgreement } from '@server/features/agreement-pdf/agreement-fixture';
import type { AgreementPdfInput } from '@server/features/agreement-pdf/agreement-pdf-input';
import { maskedDestination } from '@server/features/agreement-pdf/agreement-texts';
import { renderAgreementPdf } from '@server/features/agreement-pdf/render-agreement-pdf';
import { GUARDIAN_INVITATION_KIND, GUARDIAN_SIGNED_KIND } from '@server/features/guardian-signing/guardian-mail';
import { answerAsGuardian, sendGuardianCode } from '@server/features/guardian-signing/guardian-service';
import { GUARDIAN_CODES_PER_LINK } from '@server/features/guardian-signing/routes';
import { ONE_TIME_CODE_KIND } from '@server/features/one-time-codes/send-code';
import { inviteAgain, sha256Hex, signingPlacementWithGuardian, type GuardianFixture } from './helpers/guardian-fixtures';
import { sendTo } from './helpers/request';
import { createInstitution } from './helpers/school-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

// A parent or guardian signs by a single-use link plus a 6-digit code
// (docs/product/placements.md#the-guardians-signature). Time is moved by passing `now` to the
// service functions: nothing waits.

let t: TestApp;
let schoolId: string;
beforeAll(async () => {
  t = await createTestApp();
  const school = await createInstitution(t.app, 'Toronto', 'Lakeside Secondary');
  schoolId = school.profileId!;
});
afterAll(async () => t.close());

const UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Guardian-Test';

const read = (token: string) => sendTo(t.app, null, guardianEndpoints.agreement, { params: { token } });
const askCode = (token: string) => sendTo(t.app, null, guardianEndpoints.sendCode, { params: { token } });

function signAs(fixture: GuardianFixture, codeToken: string, code: string, overrides: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/guardian/agreements/${fixture.token}/sign`,
    headers: { 'user-agent': UA },
    payload: { codeToken, code, version: fixture.version, textHash: fixture.textHash, name: 'Gail M. Lopez', ...overrides },
  });
}

/** The last code sent by SMS to this number (the outbox keeps its text). */
async function lastSmsCode(number: string): Promise<string> {
  const [sms] = await t.database.db
    .select({ text: smsMessages.text })
    .from(smsMessages)
    .where(and(eq(smsMessages.toNumber, number), eq(smsMessages.kind, ONE_TIME_CODE_KIND)))
    .orderBy(desc(smsMessages.createdAt))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${number}`);
  return code;
}

/** Asks for a code through the API: its token (the page keeps it) and the code from the SMS. */
async function codeFor(fixture: GuardianFixture): Promise<{ codeToken: string; code: string }> {
  const response = await askCode(fixture.token);
  expect(response.statusCode, response.body).toBe(200);
  return { codeToken: response.json().codeToken as string, code: await lastSmsCode('+14165550104') };
}

/** The agreement's PDF as a reader's tool reads it (pdftotext, as the agreement-pdf tests do). */
async function pdfText(input: AgreementPdfInput): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'guardian-pdf-')), 'agreement.pdf');
  fs.writeFileSync(file, await renderAgreementPdf(input, 'en'));
  const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  return text.replace(/[\s\u00a0]+/g, ' ');
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function mailsTo(address: string, kind: string) {
  return t.database.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.toAddress, address), eq(mailMessages.kind, kind)))
    .orderBy(desc(mailMessages.createdAt));
}

async function guardianRow(fixture: GuardianFixture) {
  const [row] = await t.database.db.select().from(placementSignatures).where(eq(placementSignatures.id, fixture.signatureId));
  return row!;
}

describe('the invitation', () => {
  it("e-mails the guardian the link, who asks, where the code goes and that nobody will ask for it, in the student's language", async () => {
    const fixture = await signingPlacementWithGuardian(t.app, { institutionId: schoolId, language: 'fr' });
    const [mail] = await mailsTo(fixture.guardian.email, GUARDIAN_INVITATION_KIND);
    expect(mail).toBeDefined();
    expect(mail!.htmlBody).toContain('<html lang="fr">');
    const text = mail!.textBody!;
    expect(text).toContain(`${t.config.publicUrl}/guardian/sign/${fixture.token}`);
    expect(text).toContain('Maya Lopez');
    expect(text).toContain('Crumbs Bakery Inc.');
    expect(text).toContain('Bakery Helper');
    expect(text).toContain('Lakeside Secondary');
    expect(text).toContain('••• 0104');
    expect(text).toContain('ne vous demanderont jamais ce code');
    expect(text).toContain('demeure responsable de ce stage');
    // The code never travels with the link.
    expect(text).not.toMatch(/\b\d{6}\b/);
  });

  it('without a school, says who is responsible; with no phone, that the code comes by e-mail', async () => {
    const fixture = await signingPlacementWithGuardian(t.app, { guardianPhone: null });
    const [mail] = await mailsTo(fixture.guardian.email, GUARDIAN_INVITATION_KIND);
    expect(mail!.htmlBody).toContain('<html lang="en">');
    expect(mail!.textBody).toContain('No school takes part in this placement');
    expect(mail!.textBody).toContain(`separate e-mail to ${maskedDestination('email', fixture.guardian.email)}`);
  });
});

describe('reading the agreement from the link', () => {
  it('answers the exact text and hash, the names, and where the code will go (masked); an unknown token is 404', async () => {
    const fixture = await signingPlacementWithGuardian(t.app, { institutionId: schoolId });
    const response = await read(fixture.token);
    expect(response.statusCode, response.body).toBe(200);
    const agreement = response.json() as GuardianAgreement;
    expect(agreement).toEqual({
      state: 'open',
      guardianName: 'Gail Lopez',
      studentName: 'Maya Lopez',
      employerName: 'Crumbs Bakery Inc.',
      jobTitle: 'Bakery Helper',
      schoolName: 'Lakeside Secondary',
      version: 1,
      text: fixture.text,
      textHash: sha256Hex(fixture.text),
      codeChannel: 'sms',
      codeSentTo: '••• 0104',
      reference: null,
    });
    const unknown = await read('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
  });

  it('without a phone, the code goes by e-mail, masked', async () => {
    const fixture = await signingPlacementWithGuardian(t.app, { guardianPhone: null, guardianEmail: 'helena@example.org' });
    expect((await read(fixture.token)).json()).toMatchObject({ codeChannel: 'email', codeSentTo: 'h•••@example.org' });
  });

  it('reads `replaced` once the row is void and `cancelled` once the placement is; neither takes a code (409)', async () => {
    const replaced = await signingPlacementWithGuardian(t.app);
    await t.database.db.update(placementSignatures).set({ status: 'void' }).where(eq(placementSignatures.id, replaced.signatureId));
    expect((await read(replaced.token)).json().state).toBe('replaced');
    const refused = await askCode(replaced.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/no longer works/);

    const cancelled = await signingPlacementWithGuardian(t.app);
    await t.database.db
      .update(placements)
      .set({ status: 'cancelled', cancelledReason: 'Moved away.' })
      .where(eq(placements.id, cancelled.placementId));
    expect((await read(cancelled.token)).json().state).toBe('cancelled');
    expect((await askCode(cancelled.token)).statusCode).toBe(409);
  });

  it('a new link (a reminder) replaces the old one: the old token names nothing', async () => {
    const fixture = await signingPlacementWithGuardian(t.app);
    const newToken = await inviteAgain(t.app, fixture, true);
    expect((await read(fixture.token)).statusCode).toBe(404);
    expect((await askCode(fixture.token)).statusCode).toBe(404);
    expect((await read(newToken)).json().state).toBe('open');
    const [reminder] = await mailsTo(fixture.guardian.email, GUARDIAN_INVITATION_KIND);
    expect(reminder!.subject).toMatch(/^Reminder/);
    expect(reminder!.textBody).toContain(`/guardian/sign/${newToken}`);
    expect(reminder!.textBody).toContain('no longer work');
  });
});

describe('asking for a code', () => {
  it('sends it by SMS and answers its token, the masked number and when it expires', async () => {
    const fixture = await signingPlacementWithGuardian(t.app);
    const before = Date.now();
    const response = await askCode(fixture.token);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ codeChannel: 'sms', codeSentTo: '••• 0104' });
    expect(body.codeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(body.expiresAt) - before).toBeGreaterThanOrEqual(CODE_TTL_MINUTES * 60_000 - 1000);
    expect(await lastSmsCode('+14165550104')).toMatch(/^\d{6}$/);
  });

  it(`sends at most ${GUARDIAN_CODES_PER_LINK.max} codes per link an hour (429 with Retry-After)`, async () => {
    const fixture = await signingPlacementWithGuardian(t.app);
    for (let i = 0; i < GUARDIAN_CODES_PER_LINK.max; i += 1) expect((await askCode(fixture.token)).statusCode).toBe(200);
    const limited = await askCode(fixture.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another guardian's link has its own count.
    const other = await signingPlacementWithGuardian(t.app);
    expect((await askCode(other.token)).statusCode).toBe(200);
  });

  it('a new code ends the earlier one', async () => {
    const fixture = await signingPlacementWithGuardian(t.app);
    const first = await codeFor(fixture);
    await codeFor(fixture);
    const refused = await signAs(fixture, first.codeToken, first.code);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('LINK_EXPIRED');
  });
});

describe('signing with the code', () => {
  it('records the signature: link and code, the code’s destination, the typed name, IP, browser, the text’s hash; then the link is signed', async () => {
    const fixture = await signingPlacementWithGuardian(t.app, { institutionId: schoolId });
    const { codeToken, code } = await codeFor(fixture);
    const response = await signAs(fixture, codeToken, code);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ state: 'signed' });

    const row = await guardianRow(fixture);
    expect(row).toMatchObject({
      status: 'signed',
      signerName: 'Gail M. Lopez',
      signerUserId: null,
      method: 'link_and_code',
      codeChannel: 'sms',
      codeSentTo: '+14165550104',
      ipAddress: '127.0.0.1',
      userAgent: UA,
      textHash: fixture.textHash,
    });
    // What the PDF's audit trail prints of it: the row as the PDF's input, the destination masked.
    const pdf = await pdfText(
      fullAgreement({
        signatures: [
          {
            party: 'guardian',
            name: row.signerName!,
            signedAt: row.answeredAt!,
            method: { kind: 'link_and_code', channel: row.codeChannel as 'sms', sentTo: row.codeSentTo! },
            ipAddress: row.ipAddress!,
            userAgent: row.userAgent,
            textHash: row.textHash!,
          },
        ],
      }),
    );
    expect(pdf).toContain('By a single-use link and a code sent by text message to ••• 0104');
    expect(pdf).not.toContain('555 0104');
    expect(pdf).toContain('127.0.0.1');
    // The other parties still have to sign.
    const [placement] = await t.database.db.select().from(placements).where(eq(placements.id, fixture.placementId));
    expect(placement!.status).toBe('signing');

    const [confirmation] = await mailsTo(fixture.guardian.email, GUARDIAN_SIGNED_KIND);
    expect(confirmation!.textBody).toContain('Your signature of the agreement (version 1)');
    // Others still sign: the confirmation says what completes it, and the page has no reference yet.
    expect(confirmation!.textBody).toContain('Once every party has signed');
    expect((await read(fixture.token)).json().reference).toBeNull();

    // The link works once: it now reads signed, and takes no code nor a second answer.
    expect((await read(fixture.token)).json().state).toBe('signed');
    expect((await askCode(fixture.token)).statusCode).toBe(409);
    const again = await signAs(fixture, codeToken, code);
    expect(again.statusCode).toBe(409);
  });

  it('the last required signature completes the version', async () => {
    const fixture = await signingPlacementWithGuardian(t.app, { guardianOnly: true });
    const { codeToken, code } = await codeFor(fixture);
    expect((await signAs(fixture, codeToken, code)).statusCode).toBe(200);
    const [placement] = await t.database.db.select().from(placements).where(eq(placements.id, fixture.placementId));
    expect(placement!.status).toBe('signed');
    const [version] = await t.database.db.select().from(placementVersions).where(eq(placementVersions.placementId, fixture.placementId));
    expect(version!.reference).toMatch(/^FR-/);
    // Theirs was the last: the page and the confirmation say it is signed by everyone, with its reference.
    expect((await read(fixture.token)).json()).toMatchObject({ state: 'signed', reference: version!.reference });
    const [confirmation] = await mailsTo(fixture.guardian.email, GUARDIAN_SIGNED_KIND);
    expect(confirmation!.textBody).toContain(`every party has now signed, and the agreement is complete. Its reference is ${version!.reference}.`);
    expect(confirmation!.textBody).not.toContain('Once every party has signed');
  });

  it('a code works only for the link it was sent for', async () => {
    const mine = await signingPlacementWithGuardian(t.app);
    const theirs = await signingPlacementWithGuardian(t.app);
    const { codeToken, code } = await codeFor(mine);
    const refused = await signAs(theirs, codeToken, code);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'LINK_INVALID' });
    expect((await guardianRow(theirs)).status).toBe('pending');
    // Refusing it there counted no try here.
    expect((await signAs(mine, codeToken, code)).statusCode).toBe(200);
  });

  it(`counts wrong codes and says how many tries are left; after ${CODE_MAX_TRIES} the right code is refused`, async () => {
    const fixture = await signingPlacementWithGuardian(t.app);
    const { codeToken, code } = await codeFor(fixture);
    const messages: string[] = [];
    for (let i = 0; i < CODE_MAX_TRIES; i += 1) {
      const wrong = await signAs(fixture, codeToken, otherCode(code));
      expect(wrong.statusCode).toBe(400);
      const body = wrong.json();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.issues[0].path).toBe('code');
      messages.push(body.issues[0].message as string);
    }
    expect(messages.slice(0, 4)).toEqual([
      'That is not the code we sent. You have 4 more tries.',
      'That is not the code we sent. You have 3 more tries.',
      'That is not the code we sent. You have 2 more tries.',
      'That is not the code we sent. You have 1 more try.',
    ]);
    expect(messages[4]).toMatch(/last try/);
    const refused = await signAs(fixture, codeToken, code);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'LINK_INVALID' });
    expect(refused.json().message).toMatch(/Ask for a new code/);
    expect((await guardianRow(fixture)).status).toBe('pending');
    // A new code works.
    const fresh = await codeFor(fixture);
    expect((await signAs(fixture, fresh.codeToken, fresh.code)).statusCode).toBe(200);
  });

  it('says so in French for a French reader', async () => {
    const fixture = await signingPlacementWithGuardian(t.app);
    const { codeToken, code } = await codeFor(fixture);
    const wrong = await t.app.inject({
      method: 'POST',
      url: `/api/guardian/agreements/${fixture.token}/sign`,
      headers: { 'accept-language': 'fr' },
      payload: { codeToken, code: otherCode(code), version: 1, textHash: fixture.textHash, name: 'Gail' },
    });
    expect(wrong.json().issues[0].message).toBe('Ce n’est pas le code envoyé. Il vous reste 4 essais.');
  });

  it(`refuses a code ${CODE_TTL_MINUTES} minutes and a millisecond after it was sent`, async () => {
    const fixture = await signingPlacementWithGuardian(t.app);
    const sentAt = new Date('2030-03-04T10:00:00.000Z');
    const issued = await sendGuardianCode(t.app.deps, fixture.token, async () => {}, sentAt);
    const code = await lastSmsCode('+14165550104');
    const body = { codeToken: issued.codeToken, code, version: 1, textHash: fixture.textHash, name: 'Gail Lopez' };
    const origin = { ipAddress: '203.0.113.9', userAgent: UA };
    const late = await answerAsGuardian(
      t.app.deps,
      fixture.token,
      { kind: 'sign', body },
      origin,
      new Date(sentAt.getTime() + CODE_TTL_MINUTES * 60_000 + 1),
    ).catch((error: unknown) => error);
    expect(late).toBeInstanceOf(AppError);
    expect((late as AppError).code).toBe('LINK_EXPIRED');
    expect((await guardianRow(fixture)).status).toBe('pending');
    // At the last millisecond it still works.
    const onTime = await answerAsGuardian(
      t.app.deps,
      fixture.token,
      { kind: 'sign', body },
      origin,
      new Date(sentAt.getTime() + CODE_TTL_MINUTES * 60_000),
    );
    expect(onTime).toEqual({ state: 'signed' });
    expect(await guardianRow(fixture)).toMatchObject({
      ipAddress: '203.0.113.9',
      answeredAt: new Date(sentAt.getTime() + CODE_TTL_MINUTES * 60_000),
    });
  });

  it('a text changed since it was read: 409, nothing recorded', async () => {
    const fixture = await signingPlacementWithGuardian(t.app);
    const { codeToken, code } = await codeFor(fixture);
    const response = await signAs(fixture, codeToken, code, { textHash: sha256Hex('another text') });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/changed since you read it/);
    expect((await guardianRow(fixture)).status).toBe('pending');
  });

  it('a code badly typed is a 400 naming it, and counts no try', async () => {
    const fixture = await signingPlacementWithGuardian(t.app);
    const { codeToken, code } = await codeFor(fixture);
    const response = await signAs(fixture, codeToken, '12a456');
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe('code');
    expect((await signAs(fixture, codeToken, `${code.slice(0, 3)} ${code.slice(3)}`)).statusCode).toBe(200);
  });
});

describe('declining with the code', () => {
  it('records the refusal and its reason; the agreement goes back for correction', async () => {
    const fixture = await signingPlacementWithGuardian(t.app, { institutionId: schoolId });
    const { codeToken, code } = await codeFor(fixture);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/guardian/agreements/${fixture.token}/decline`,
      headers: { 'user-agent': UA },
      payload: { codeToken, code, version: 1, reason: 'The hours are too late on school nights.' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ state: 'declined' });
    expect(await guardianRow(fixture)).toMatchObject({
      status: 'declined',
      declinedReason: 'The hours are too late on school nights.',
      method: 'link_and_code',
      codeChannel: 'sms',
      userAgent: UA,
    });
    const [placement] = await t.database.db.select().from(placements).where(eq(placements.id, fixture.placementId));
    expect(placement).toMatchObject({ status: 'school_validated', version: 2 });
    expect((await read(fixture.token)).json().state).toBe('declined');
  });
});
