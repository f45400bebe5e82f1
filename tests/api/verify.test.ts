import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicRecordResponse } from '@common/contracts/verify';
import { verifyEndpoints } from '@common/endpoints/verify';
import { verifyPagePath } from '@common/public-reference';
import { publicRecords, rateCounters } from '@server/db/schema';
import { fullAgreement } from '@server/features/agreement-pdf/agreement-fixture';
import { renderAgreementPdf } from '@server/features/agreement-pdf/render-agreement-pdf';
import { issueRecord, setRecordStatus } from '@server/features/verify/public-records';
import { CLIENT_LIMITS } from '@server/http/client-limits';
import { sendTo } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';

// Public records and their check by reference (docs/product/placements.md#verifying-a-reference):
// issued in a transaction, answered to anyone, nothing personal, 400 for what cannot be a
// reference, 404 for one that names nothing, each status change shown, and the limit per network.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.deps.db;
const statement = {
  employerLegalName: 'NorthBuild Construction Inc.',
  startDate: '2027-07-05',
  endDate: '2027-08-13',
  version: 1,
  signedAt: '2027-05-13T13:00:00.000Z',
};
const lookup = (reference: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/verify/${encodeURIComponent(reference)}`, headers });

describe('issuing a record', () => {
  it('answers a new unguessable reference and stores exactly the statement, valid', async () => {
    const references = await db().transaction(async (tx) => [
      await issueRecord(tx, 'placement_agreement', statement),
      await issueRecord(tx, 'placement_agreement', statement),
    ]);
    for (const reference of references) expect(reference).toMatch(/^FR-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(references[0]).not.toBe(references[1]);
    const [row] = await db().select().from(publicRecords).where(eq(publicRecords.reference, references[0]!));
    expect(row).toMatchObject({ kind: 'placement_agreement', status: 'valid', statement, reason: null });
  });

  it('refuses a statement with a field the public page may not show (a name), or without one it needs', async () => {
    await expect(issueRecord(db(), 'placement_agreement', { ...statement, studentName: 'Zoé Bélanger' } as never)).rejects.toThrow();
    const { employerLegalName: _missing, ...withoutEmployer } = statement;
    await expect(issueRecord(db(), 'placement_agreement', withoutEmployer as never)).rejects.toThrow();
  });

  it('issues nothing when the transaction that issued it rolls back', async () => {
    let reference = '';
    await expect(
      db().transaction(async (tx) => {
        reference = await issueRecord(tx, 'placement_agreement', statement);
        throw new Error('the signature failed after all');
      }),
    ).rejects.toThrow('the signature failed after all');
    expect((await lookup(reference)).statusCode).toBe(404);
  });
});

describe('GET /api/verify/{reference}', () => {
  it('answers anyone, without signing in, what the record states and nothing else', async () => {
    const reference = await issueRecord(db(), 'placement_agreement', statement);
    const response = await sendTo(t.app, null, verifyEndpoints.lookup, { params: { reference } });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as PublicRecordResponse;
    expect(body).toEqual({ reference, kind: 'placement_agreement', status: 'valid', statement, reason: null, updatedAt: expect.any(String) });
    expect(Object.keys(body).sort()).toEqual(['kind', 'reason', 'reference', 'statement', 'status', 'updatedAt']);
  });

  it('reads a reference typed back in lower case, with spaces, without its prefix, or with O for 0', async () => {
    const reference = await issueRecord(db(), 'placement_agreement', statement);
    const characters = reference.slice(3).replaceAll('-', '');
    for (const typed of [reference.toLowerCase(), `${reference.slice(0, 7)} ${reference.slice(8)}`, characters, characters.replaceAll('0', 'O')]) {
      const response = await lookup(typed);
      expect(response.statusCode, typed).toBe(200);
      expect((response.json() as PublicRecordResponse).reference).toBe(reference);
    }
  });

  it('answers 404 with a clear message for a well-formed reference that names nothing', async () => {
    const response = await lookup('FR-0000-0000-0000');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'No agreement or certificate has that reference. Check each character against the document.',
    });
  });

  it('answers 400 saying what a reference looks like for a text that cannot be one, in the reader’s language', async () => {
    for (const typed of ['FR-1234', 'FR-7K3M-Q9TX-2B8U', '<script>alert(1)</script>', '%PDF-1.7', 'x'.repeat(60)]) {
      const response = await lookup(typed);
      expect(response.statusCode, typed).toBe(400);
      expect(response.json(), typed).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: expect.stringMatching(/^A reference looks like FR-7K3M-Q9TX-2B8D/),
      });
    }
    const french = await lookup('FR-1234', { 'accept-language': 'fr' });
    expect(french.json()).toMatchObject({ message: expect.stringMatching(/^Une référence ressemble à FR-7K3M-Q9TX-2B8D/) });
  });

  it('shows each status a record moves to, with the public reason of a cancelled or revoked one', async () => {
    const superseded = await issueRecord(db(), 'placement_agreement', statement);
    const cancelled = await issueRecord(db(), 'placement_agreement', { ...statement, version: 2 });
    await db().transaction(async (tx) => {
      await setRecordStatus(tx, superseded, 'superseded');
      await setRecordStatus(tx, cancelled, 'cancelled', '  The placement was called off by the school.  ');
    });
    expect(await lookup(superseded).then((response) => response.json())).toMatchObject({ status: 'superseded', reason: null });
    expect(await lookup(cancelled).then((response) => response.json())).toMatchObject({
      status: 'cancelled',
      reason: 'The placement was called off by the school.',
    });

    await setRecordStatus(db(), superseded, 'revoked', 'Issued in error.');
    expect(await lookup(superseded).then((response) => response.json())).toMatchObject({ status: 'revoked', reason: 'Issued in error.' });
  });

  it('refuses a status change the rules do not allow, and a reason missing or needless', async () => {
    const reference = await issueRecord(db(), 'placement_agreement', statement);
    await expect(setRecordStatus(db(), reference, 'cancelled')).rejects.toThrow('needs');
    await expect(setRecordStatus(db(), reference, 'cancelled', '   ')).rejects.toThrow('needs');
    await expect(setRecordStatus(db(), reference, 'superseded', 'why')).rejects.toThrow('takes no');
    await expect(setRecordStatus(db(), reference, 'revoked', 'x'.repeat(501))).rejects.toThrow('at most 500');
    await expect(setRecordStatus(db(), reference, 'valid')).rejects.toThrow('cannot become valid');
    await expect(setRecordStatus(db(), 'FR-0000-0000-0000', 'superseded')).rejects.toThrow('No public record');
    await setRecordStatus(db(), reference, 'superseded');
    await expect(setRecordStatus(db(), reference, 'superseded')).rejects.toThrow('cannot become superseded');
    await expect(setRecordStatus(db(), reference, 'cancelled', 'Too late.')).rejects.toThrow('cannot become cancelled');
    expect(await lookup(reference).then((response) => response.json())).toMatchObject({ status: 'superseded' });
  });

  it('is limited per network address', async () => {
    const reference = await issueRecord(db(), 'placement_agreement', statement);
    await db()
      .insert(rateCounters)
      .values({ scope: `client:verify ${verifyEndpoints.lookup.path}`, key: '192.0.2.90', hits: CLIENT_LIMITS.verify.max });
    const refused = await t.app.inject({ method: 'GET', url: `/api/verify/${reference}`, remoteAddress: '192.0.2.90' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const elsewhere = await t.app.inject({ method: 'GET', url: `/api/verify/${reference}`, remoteAddress: '192.0.2.91' });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe("the agreement's PDF and its reference", () => {
  it('prints a reference that /api/verify answers for', async () => {
    const reference = await issueRecord(db(), 'placement_agreement', statement);
    const bytes = await renderAgreementPdf(fullAgreement({ reference, verifyUrl: `http://localhost:5000${verifyPagePath(reference)}` }), 'en');
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'verify-pdf-'));
    try {
      const file = path.join(folder, 'agreement.pdf');
      fs.writeFileSync(file, bytes);
      const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
      const printed = /Reference (FR-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(text)?.[1];
      expect(printed).toBe(reference);
      const response = await lookup(printed!);
      expect(response.json()).toMatchObject({ reference, status: 'valid', statement: { employerLegalName: 'NorthBuild Construction Inc.' } });
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
