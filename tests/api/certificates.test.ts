import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationsPage } from '@common/contracts/notifications';
import type { PlacementClosureResponse } from '@common/contracts/placement-closure';
import type { PublicRecordResponse } from '@common/contracts/verify';
import { notificationsEndpoints } from '@common/endpoints/notifications';
import { placementClosureEndpoints } from '@common/endpoints/placement-closure';
import { verifyEndpoints } from '@common/endpoints/verify';
import { certificates, mailMessages } from '@server/db/schema';
import { certificateStatementOf, issueTestCertificate } from './helpers/certificate-fixtures';
import { createPersona, type Persona } from './helpers/personas';
import { sendTo } from './helpers/request';
import { hoursPlacement, type HoursFixture } from './helpers/shift-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

// A placement's certificate (docs/product/placement-hours.md#the-certificate): its PDF for the
// student, the school and admins (nobody else), and its revocation by the school, which the public
// check and the PDF then show.

let t: TestApp;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'certificates-'));
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** The PDF's text as pdftotext reads it, its spaces made single. */
function pdfText(body: Buffer): string {
  const file = path.join(folder, `certificate-${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, body);
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/[\s\u00a0]+/g, ' ');
}

const pdf = (caller: Persona | null, id: string, lang?: 'en' | 'fr') =>
  sendTo(t.app, caller, placementClosureEndpoints.certificatePdf, { params: { id }, query: lang ? { lang } : {} });
const revoke = (caller: Persona | null, id: string, reason: string) =>
  sendTo(t.app, caller, placementClosureEndpoints.revokeCertificate, { params: { id }, body: { reason } });
const lookup = (reference: string) => sendTo(t.app, null, verifyEndpoints.lookup, { params: { reference } });

/** A completed placement with a school, its certificate issued. */
async function certified(options: { language?: 'en' | 'fr' } = {}): Promise<HoursFixture & { reference: string }> {
  const parties = await hoursPlacement(t.app, { status: 'completed' });
  const reference = await issueTestCertificate(t.app.deps.db, parties.id, certificateStatementOf(), options.language);
  return { ...parties, reference };
}

describe("the certificate's PDF", () => {
  it('goes to the student, the school and an admin, printing every value its record states', async () => {
    const { student, school, id, reference } = await certified();
    const admin = await createPersona(t.app, 'admin');
    for (const caller of [student, school!, admin]) {
      const response = await pdf(caller, id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain(`certificate-${reference}.pdf`);
      const text = pdfText(response.rawPayload);
      for (const expected of [
        'Certificate of placement',
        'Zoé Bélanger-Côté',
        'Bakery Helper',
        'Crumbs Bakery Inc.',
        'Lakeside Secondary',
        'July 5, 2027 to August 13, 2027',
        '42.5 hours',
        'August 20, 2027',
        reference,
        `${t.app.deps.config.publicUrl}/verify/${reference}`,
      ]) {
        expect(text, expected).toContain(expected);
      }
    }
  });

  it("prints in the certificate's language unless another is asked for", async () => {
    const { student, id } = await certified({ language: 'fr' });
    const french = pdfText((await pdf(student, id)).rawPayload);
    expect(french).toContain('Attestation de stage');
    expect(french).toContain('42,5 heures');
    expect(french).toContain('Du 5 juillet 2027 au 13 août 2027');
    expect(pdfText((await pdf(student, id, 'en')).rawPayload)).toContain('Certificate of placement');
  });

  it('is not found for another student, another school, its employer, or before it is issued', async () => {
    const { employer, id } = await certified();
    const otherStudent = await createPersona(t.app, 'student');
    const otherSchool = await hoursPlacement(t.app);
    expect((await pdf(otherStudent, id)).statusCode).toBe(404);
    expect((await pdf(otherSchool.school, id)).statusCode).toBe(404);
    // The employer's role is not let in at all: the declaration allows students, schools and admins.
    expect((await pdf(employer, id)).statusCode).toBe(403);
    const none = await pdf(otherSchool.student, otherSchool.id);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ message: 'That placement has no certificate.' });
  });
});

describe('revoking a certificate', () => {
  it('makes the public record read revoked with the reason, tells the student, and prints Revoked', async () => {
    const { student, school, employer, id, reference } = await certified();
    expect(((await lookup(reference)).json() as PublicRecordResponse).status).toBe('valid');

    // Only the placement's school: its student, its employer, another school may not.
    expect((await revoke(student, id, 'No.')).statusCode).toBe(403);
    expect((await revoke(employer, id, 'No.')).statusCode).toBe(403);
    expect((await revoke((await hoursPlacement(t.app)).school, id, 'No.')).statusCode).toBe(404);
    expect((await revoke(school, id, '   ')).statusCode).toBe(400);

    const response = await revoke(school, id, 'Issued for hours that were not worked.');
    expect(response.statusCode, response.body).toBe(200);
    const closure = response.json() as PlacementClosureResponse;
    expect(closure.certificate).toMatchObject({
      reference,
      status: 'revoked',
      revokedReason: 'Issued for hours that were not worked.',
      verifiedMinutes: 2550,
    });

    const record = (await lookup(reference)).json() as PublicRecordResponse;
    expect(record).toMatchObject({ status: 'revoked', reason: 'Issued for hours that were not worked.', kind: 'certificate' });
    expect(record.statement).toMatchObject({ studentName: 'Zoé Bélanger-Côté', verifiedHours: 42.5 });

    const [row] = await t.app.deps.db.select().from(certificates).where(eq(certificates.placementId, id));
    expect(row?.revokedAt).toBeInstanceOf(Date);
    expect(row?.revokedByUserId).toBe(school!.userId);

    const notices = ((await sendTo(t.app, student, notificationsEndpoints.list, { query: { limit: 100 } })).json() as NotificationsPage).items;
    const notice = notices.find((item) => item.kind === 'placement_step' && item.params.step === 'certificate_revoked');
    expect(notice?.params).toMatchObject({ reason: 'Issued for hours that were not worked.', placementId: id });
    const mails = await t.app.deps.db
      .select({ id: mailMessages.id })
      .from(mailMessages)
      .where(and(eq(mailMessages.userId, student.userId!), eq(mailMessages.kind, 'notification.placement_step')));
    expect(mails.length).toBeGreaterThan(0);

    // The PDF still downloads (the student keeps what they were given) and says it no longer counts.
    const text = pdfText((await pdf(student, id)).rawPayload);
    expect(text).toContain('REVOKED');
    expect(text).toContain('Reason: Issued for hours that were not worked.');
  });

  it('refuses a second revocation (409) and a placement with no certificate (404)', async () => {
    const { school, id, reference } = await certified();
    expect((await revoke(school, id, 'Issued by mistake.')).statusCode).toBe(200);
    const again = await revoke(school, id, 'Again.');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'This certificate was revoked already: a revoked certificate is never valid again.' });
    expect(((await lookup(reference)).json() as PublicRecordResponse).reason).toBe('Issued by mistake.');

    const bare = await hoursPlacement(t.app);
    expect((await revoke(bare.school, bare.id, 'Nothing to revoke.')).statusCode).toBe(404);
  });
});
