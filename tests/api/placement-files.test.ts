import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@common/api/endpoint';
import { PLACEMENT_FILE_MAX_BYTES } from '@common/contracts/placement-files';
import type { PlacementVersion } from '@common/contracts/placement-signatures';
import type { Placement } from '@common/contracts/placements';
import { accountEndpoints } from '@common/endpoints/account';
import { adminEndpoints } from '@common/endpoints/admin';
import { jobsEndpoints } from '@common/endpoints/jobs';
import { placementsEndpoints } from '@common/endpoints/placements';
import { placementFiles } from '@server/db/schema';
import { createPersona, TEST_PASSWORD, type Persona } from './helpers/personas';
import {
  employerPartBody,
  okPlacement,
  putEmployerPart,
  putSchoolPart,
  sendForSignature,
  sentPlacement,
  signAs,
  startedPlacement,
  uploadPlacementFile,
} from './helpers/placement-fixtures';
import { send, sendTo } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';
import { JPEG_BYTES, PDF_BYTES, PNG_BYTES, TEXT_BYTES } from './helpers/upload-fixtures';

// The agreement's files (docs/product/placements.md#the-agreements-files): the employer's risk
// assessment and insurance certificate, checked by their content and size, downloaded by the
// placement's parties only, required before sending, named with their hash in the version's text,
// and a replacement after sending makes a new version.

let t: TestApp;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'placement-files-'));
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** The PDF's text as pdftotext reads it, its spaces made single. */
function pdfText(body: Buffer): string {
  const file = path.join(folder, `agreement-${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, body);
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/[\s\u00a0]+/g, ' ');
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const download = (caller: Persona, id: string, fileId: string) =>
  send(t.app, caller, 'GET', endpointUrl(placementsEndpoints.downloadFile, { params: { id, fileId } }));

describe('uploading a file', () => {
  it('refuses a file whose content is not what its name says, or of a type not allowed', async () => {
    const parties = await startedPlacement(t.app);
    const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
    for (const [name, content] of [
      ['risk.pdf', TEXT_BYTES],
      ['risk.pdf', html],
      ['risk.png', PDF_BYTES],
    ] as const) {
      const refused = await uploadPlacementFile(t.app, parties.employer, parties.id, 'risk_assessment', { name, content });
      // As every upload (the documents' rule): 415, saying the file is not really that type.
      expect(refused.statusCode, name).toBe(415);
      expect(refused.json().message).toContain('not really');
    }
    const html2 = await uploadPlacementFile(t.app, parties.employer, parties.id, 'risk_assessment', { name: 'risk.html', content: html });
    expect(html2.statusCode).toBe(415);
    expect(html2.json().message).toBe('Please upload a PDF, JPG or PNG file.');
    const noFile = await send(
      t.app,
      parties.employer,
      'POST',
      endpointUrl(placementsEndpoints.uploadFile, { params: { id: parties.id, kind: 'risk_assessment' } }),
    );
    expect(noFile.statusCode).toBe(400);
    const placement = okPlacement(await sendTo(t.app, parties.employer, placementsEndpoints.get, { params: { id: parties.id } }));
    expect(placement.terms.riskAssessment).toBeNull();
  });

  it('refuses a file over the size limit with 413, and a kind that is none with 404', async () => {
    const parties = await startedPlacement(t.app);
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(PLACEMENT_FILE_MAX_BYTES + 1 - PDF_BYTES.length)]);
    const refused = await uploadPlacementFile(t.app, parties.employer, parties.id, 'risk_assessment', { name: 'big.pdf', content: big });
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe('Please upload a file smaller than 10MB');
    const justFits = Buffer.concat([PDF_BYTES, Buffer.alloc(PLACEMENT_FILE_MAX_BYTES - PDF_BYTES.length)]);
    okPlacement(await uploadPlacementFile(t.app, parties.employer, parties.id, 'risk_assessment', { name: 'fits.pdf', content: justFits }));
    const badKind = await send(t.app, parties.employer, 'POST', `/api/placements/${parties.id}/files/payslip`);
    expect(badKind.statusCode).toBe(404);
  });

  it("is the placement's employer's alone, and closed once the placement is cancelled", async () => {
    const parties = await startedPlacement(t.app);
    const other = await createPersona(t.app, 'employer');
    expect((await uploadPlacementFile(t.app, other, parties.id, 'risk_assessment')).statusCode).toBe(404);
    expect((await uploadPlacementFile(t.app, parties.student, parties.id, 'risk_assessment')).statusCode).toBe(403);
    okPlacement(await sendTo(t.app, parties.school, placementsEndpoints.cancel, { params: { id: parties.id }, body: { reason: 'Moved away.' } }));
    const closed = await uploadPlacementFile(t.app, parties.employer, parties.id, 'risk_assessment');
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('This placement was cancelled.');
  });
});

describe('reading the files', () => {
  it("answers the file to the placement's parties and admins, as an attachment never sniffed; anyone else 404", async () => {
    const parties = await startedPlacement(t.app);
    const placement = okPlacement(
      await uploadPlacementFile(t.app, parties.employer, parties.id, 'insurance_certificate', { name: 'Certificate 2027.png', content: PNG_BYTES }),
    );
    const file = placement.terms.insurance.certificate!;
    expect(file).toMatchObject({
      fileName: 'Certificate 2027.png',
      contentType: 'image/png',
      sizeBytes: PNG_BYTES.length,
      sha256: sha256(PNG_BYTES),
    });
    expect(placement.status).toBe('draft');

    const admin = await createPersona(t.app, 'admin');
    for (const reader of [parties.employer, parties.student, parties.school!, admin]) {
      const answer = await download(reader, parties.id, file.id);
      expect(answer.statusCode, reader.kind).toBe(200);
      expect(answer.rawPayload.equals(PNG_BYTES)).toBe(true);
      expect(answer.headers['content-type']).toBe('image/png');
      expect(answer.headers['content-disposition']).toMatch(/^attachment;/);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
    const otherEmployer = await createPersona(t.app, 'employer');
    const otherStudent = await createPersona(t.app, 'student');
    expect((await download(otherEmployer, parties.id, file.id)).statusCode).toBe(404);
    expect((await download(otherStudent, parties.id, file.id)).statusCode).toBe(404);
    // Another placement's file through this placement's path: not found either.
    const elsewhere = await startedPlacement(t.app);
    const theirs = okPlacement(await uploadPlacementFile(t.app, elsewhere.employer, elsewhere.id, 'risk_assessment'));
    expect((await download(parties.employer, parties.id, theirs.terms.riskAssessment!.id)).statusCode).toBe(404);
  });

  it('deletes a file replaced before any version named it', async () => {
    const parties = await startedPlacement(t.app);
    const first = okPlacement(await uploadPlacementFile(t.app, parties.employer, parties.id, 'risk_assessment'));
    const second = okPlacement(
      await uploadPlacementFile(t.app, parties.employer, parties.id, 'risk_assessment', { name: 'risk-v2.jpg', content: JPEG_BYTES }),
    );
    expect(second.terms.riskAssessment!.fileName).toBe('risk-v2.jpg');
    expect((await download(parties.employer, parties.id, first.terms.riskAssessment!.id)).statusCode).toBe(404);
    expect((await download(parties.employer, parties.id, second.terms.riskAssessment!.id)).statusCode).toBe(200);
  });
});

describe('the files and the signatures', () => {
  it('refuses to send the agreement without the risk assessment, and without the certificate when the employer insures', async () => {
    const parties = await startedPlacement(t.app);
    okPlacement(await putEmployerPart(t.app, parties, employerPartBody({ insurance: { coveredBy: 'employer' } })));
    okPlacement(await putSchoolPart(t.app, parties));
    const neither = await sendForSignature(t.app, parties.school, parties.id);
    expect(neither.statusCode).toBe(409);
    expect(neither.json().message).toContain('riskAssessment, insurance.certificate');

    okPlacement(await uploadPlacementFile(t.app, parties.employer, parties.id, 'risk_assessment'));
    // A file attached after the school validated is a change of the employer's part: the school validates again.
    const again = okPlacement(await putSchoolPart(t.app, parties));
    expect(again.status).toBe('school_validated');
    const noCertificate = await sendForSignature(t.app, parties.school, parties.id);
    expect(noCertificate.statusCode).toBe(409);
    expect(noCertificate.json().message).toContain('insurance.certificate');
    expect(noCertificate.json().message).not.toContain('riskAssessment');

    okPlacement(await uploadPlacementFile(t.app, parties.employer, parties.id, 'insurance_certificate', { name: 'cert.pdf', content: PDF_BYTES }));
    okPlacement(await putSchoolPart(t.app, parties));
    expect(okPlacement(await sendForSignature(t.app, parties.school, parties.id)).status).toBe('signing');
  });

  it("names each file and its SHA-256 in the version's text; the PDF prints their names", async () => {
    const sent = await sentPlacement(t.app, { employerPart: { insurance: { coveredBy: 'employer' } } });
    const version = (
      (await sendTo(t.app, sent.student, placementsEndpoints.version, { params: { id: sent.id, version: 1 } })).json() as {
        version: PlacementVersion;
      }
    ).version;
    expect(version.text).toContain(`Risk assessment (attached file): risk-assessment.pdf (SHA-256 ${sha256(PDF_BYTES)})`);
    expect(version.text).toContain(`Insurance certificate (attached file): certificate.pdf (SHA-256 ${sha256(PDF_BYTES)})`);
    const pdf = await sendTo(t.app, sent.employer, placementsEndpoints.agreementPdf, { params: { id: sent.id }, query: { lang: 'en' } });
    expect(pdf.statusCode).toBe(200);
    const printed = pdfText(pdf.rawPayload);
    expect(printed).toContain('risk-assessment.pdf');
    expect(printed).toContain('certificate.pdf');
    expect(printed).not.toContain('Not attached');
  });

  it('replacing a file after a signature makes a new version; the signed version keeps its file', async () => {
    const sent = await sentPlacement(t.app);
    const oldFile = sent.placement.terms.riskAssessment!;
    okPlacement(await signAs(t.app, sent.student, sent.id, { version: 1, textHash: sent.placement.textHash! }));

    const replaced = okPlacement(
      await uploadPlacementFile(t.app, sent.employer, sent.id, 'risk_assessment', { name: 'risk-updated.png', content: PNG_BYTES }),
    );
    expect(replaced.version).toBe(2);
    expect(replaced.status).toBe('employer_completed');
    expect(replaced.terms.riskAssessment!.sha256).toBe(sha256(PNG_BYTES));
    expect(replaced.signatures).toEqual([]);

    const versions = (await sendTo(t.app, sent.school, placementsEndpoints.versions, { params: { id: sent.id } })).json() as {
      items: PlacementVersion[];
    };
    const first = versions.items.find((item) => item.version === 1)!;
    expect(first.signatures.find((signature) => signature.party === 'student')!.status).toBe('signed');
    expect(first.signatures.filter((signature) => signature.party !== 'student').every((signature) => signature.status === 'void')).toBe(true);
    // The file version 1 named (and its signature covers) is still there for its parties.
    expect((await download(sent.school!, sent.id, oldFile.id)).statusCode).toBe(200);

    // Sent again, version 2 names the new file.
    okPlacement(await putSchoolPart(t.app, sent));
    const resent: Placement = okPlacement(await sendForSignature(t.app, sent.school, sent.id));
    const second = (
      (await sendTo(t.app, sent.student, placementsEndpoints.version, { params: { id: sent.id, version: 2 } })).json() as {
        version: PlacementVersion;
      }
    ).version;
    expect(resent.version).toBe(2);
    expect(second.text).toContain(`risk-updated.png (SHA-256 ${sha256(PNG_BYTES)})`);
  });
});

describe('when the placement is deleted', () => {
  /** A placement out for signature whose first file a signed version keeps and whose replacement is current: two stored files. */
  async function placementWithTwoFiles() {
    const sent = await sentPlacement(t.app);
    okPlacement(await signAs(t.app, sent.student, sent.id, { version: 1, textHash: sent.placement.textHash! }));
    okPlacement(await uploadPlacementFile(t.app, sent.employer, sent.id, 'risk_assessment', { name: 'risk-updated.png', content: PNG_BYTES }));
    const keys = (
      await t.app.deps.db.select({ key: placementFiles.storageKey }).from(placementFiles).where(eq(placementFiles.placementId, sent.id))
    ).map((row) => row.key);
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(await t.storage.exists(key)).toBe(true);
    return { ...sent, keys };
  }

  const stored = async (keys: string[]) => (await Promise.all(keys.map((key) => t.storage.exists(key)))).filter(Boolean).length;

  it("goes from storage with the student's account, deleted by the student", async () => {
    const placement = await placementWithTwoFiles();
    const other = await placementWithTwoFiles();
    const deleted = await sendTo(t.app, placement.student, accountEndpoints.deleteOwn, { body: { password: TEST_PASSWORD } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await stored(placement.keys)).toBe(0);
    // Another placement's files stay.
    expect(await stored(other.keys)).toBe(2);
  });

  it("goes from storage with the employer's account, deleted by an admin", async () => {
    const admin = await createPersona(t.app, 'admin');
    const placement = await placementWithTwoFiles();
    const deleted = await sendTo(t.app, admin, adminEndpoints.deleteUser, { params: { userId: placement.employer.userId! } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await stored(placement.keys)).toBe(0);
  });

  it('goes from storage with the posting its employer deletes', async () => {
    const placement = await placementWithTwoFiles();
    const other = await placementWithTwoFiles();
    const deleted = await sendTo(t.app, placement.employer, jobsEndpoints.deleteJob, { params: { id: placement.placement.job.id } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await stored(placement.keys)).toBe(0);
    expect(await t.app.deps.db.select().from(placementFiles).where(eq(placementFiles.placementId, placement.id))).toEqual([]);
    expect(await stored(other.keys)).toBe(2);
  });
});
