import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationsPage } from '@common/contracts/notifications';
import type { PlacementVersion } from '@common/contracts/placement-signatures';
import type { PublicRecordResponse } from '@common/contracts/verify';
import { notificationsEndpoints } from '@common/endpoints/notifications';
import { placementsEndpoints } from '@common/endpoints/placements';
import { verifyEndpoints } from '@common/endpoints/verify';
import { placementSignatures } from '@server/db/schema';
import { createInstitution } from './helpers/school-fixtures';
import { createPersona, type Persona } from './helpers/personas';
import {
  employerPartBody,
  okPlacement,
  putEmployerPart,
  putSchoolPart,
  readyPlacement,
  schoolPartBody,
  sendForSignature,
  sentPlacement,
  signAs,
  startedPlacement,
  type PlacementParties,
} from './helpers/placement-fixtures';
import { send, sendTo } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';

// An agreement after it went out (docs/product/placements.md#signatures): a change makes a new
// version (the earlier signatures no longer count, a signed version's reference reads superseded),
// a cancellation voids it, the student with no school names their guardian, and only the parties
// and admins read the versions and the PDF.

let t: TestApp;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'placement-pdf-'));
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const db = () => t.app.deps.db;
const get = (caller: Persona, id: string) => sendTo(t.app, caller, placementsEndpoints.get, { params: { id } });
const lookup = async (reference: string) =>
  (await sendTo(t.app, null, verifyEndpoints.lookup, { params: { reference } })).json() as PublicRecordResponse;

async function stepsOf(persona: Persona): Promise<string[]> {
  const response = await sendTo(t.app, persona, notificationsEndpoints.list, { query: { limit: 100 } });
  return (response.json() as NotificationsPage).items.filter((item) => item.kind === 'placement_step').map((item) => String(item.params.step));
}

async function signAll(parties: PlacementParties, placement: { version: number; textHash: string | null }) {
  for (const party of [parties.student, parties.employer, ...(parties.school ? [parties.school] : [])]) {
    okPlacement(await signAs(t.app, party, parties.id, { version: placement.version, textHash: placement.textHash! }));
  }
  return okPlacement(await get(parties.student, parties.id));
}

const statusesOf = async (id: string, version: number) =>
  Object.fromEntries(
    (
      await db()
        .select({ party: placementSignatures.party, status: placementSignatures.status })
        .from(placementSignatures)
        .where(and(eq(placementSignatures.placementId, id), eq(placementSignatures.version, version)))
    ).map((row) => [row.party, row.status]),
  );

/** The PDF's text as pdftotext reads it, its spaces made single. */
async function pdfText(body: Buffer): Promise<string> {
  const file = path.join(folder, `agreement-${Date.now()}-${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, body);
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/[\s\u00a0]+/g, ' ');
}

describe('a change after sending', () => {
  it('the employer corrects its part after a signature: version 2, the signatures reset, back to the school', async () => {
    const parties = await sentPlacement(t.app);
    okPlacement(await signAs(t.app, parties.student, parties.id, { version: 1, textHash: parties.placement.textHash! }));
    const corrected = okPlacement(await putEmployerPart(t.app, parties, employerPartBody({ tasks: 'Serve at the counter only.' })));
    expect(corrected).toMatchObject({ status: 'employer_completed', version: 2, signatures: [], textHash: null, nextStep: 'school_part' });
    expect(await statusesOf(parties.id, 1)).toEqual({ student: 'signed', employer: 'void', institution: 'void' });
    for (const party of [parties.student, parties.school!]) expect(await stepsOf(party)).toContain('new_version');
    expect(await stepsOf(parties.employer)).not.toContain('new_version');
    // Signing the old version now: out of date.
    expect((await signAs(t.app, parties.employer, parties.id, { version: 1, textHash: parties.placement.textHash! })).statusCode).toBe(409);

    okPlacement(await putSchoolPart(t.app, parties));
    const second = okPlacement(await sendForSignature(t.app, parties.school, parties.id));
    expect(second).toMatchObject({ status: 'signing', version: 2 });
    expect(second.textHash).not.toBe(parties.placement.textHash);
  });

  it("a signed agreement changed by the school: its reference reads superseded, and the new version's is valid once signed", async () => {
    const parties = await sentPlacement(t.app);
    const signed = await signAll(parties, parties.placement);
    expect(signed.status).toBe('signed');
    const first = signed.reference!;

    const changed = okPlacement(
      await putSchoolPart(t.app, parties, schoolPartBody({ coordinator: { name: 'Nora New', email: 'nora@school.test', phone: '416 555 0111' } })),
    );
    expect(changed).toMatchObject({ status: 'school_validated', version: 2, reference: null });
    expect(await lookup(first)).toMatchObject({ status: 'superseded' });

    const resent = okPlacement(await sendForSignature(t.app, parties.school, parties.id));
    const again = await signAll(parties, resent);
    expect(again).toMatchObject({ status: 'signed', version: 2 });
    expect(again.reference).not.toBe(first);
    expect(await lookup(again.reference!)).toMatchObject({ status: 'valid', statement: { version: 2 } });

    const versions = (await sendTo(t.app, parties.employer, placementsEndpoints.versions, { params: { id: parties.id } })).json() as {
      items: PlacementVersion[];
    };
    expect(versions.items.map((version) => [version.version, version.reference])).toEqual([
      [2, again.reference],
      [1, first],
    ]);
    expect(versions.items[1]!.text).toContain('Cora Ordinator');
    expect(versions.items[0]!.text).toContain('Nora New');
  });

  it('a correction before sending, after the school validated, goes back to the school without a new version', async () => {
    const parties = await readyPlacement(t.app);
    const corrected = okPlacement(await putEmployerPart(t.app, parties));
    expect(corrected).toMatchObject({ status: 'employer_completed', version: 1, nextStep: 'school_part' });
  });
});

describe('cancelling after sending', () => {
  it('voids the pending signatures of a version out', async () => {
    const parties = await sentPlacement(t.app);
    okPlacement(
      await sendTo(t.app, parties.school, placementsEndpoints.cancel, { params: { id: parties.id }, body: { reason: 'The bakery closed.' } }),
    );
    expect(await statusesOf(parties.id, 1)).toEqual({ student: 'void', employer: 'void', institution: 'void' });
  });

  it("a signed agreement's reference reads cancelled, with a neutral reason, never the parties' own", async () => {
    const parties = await sentPlacement(t.app);
    const signed = await signAll(parties, parties.placement);
    okPlacement(
      await sendTo(t.app, parties.school, placementsEndpoints.cancel, {
        params: { id: parties.id },
        body: { reason: 'Gail Guardian moved the family to Calgary.' },
      }),
    );
    expect(await lookup(signed.reference!)).toMatchObject({ status: 'cancelled', reason: 'The placement was cancelled.' });
  });
});

describe('the student names their guardian when there is no school', () => {
  const putGuardian = (caller: Persona, id: string, body: unknown) =>
    sendTo(t.app, caller, placementsEndpoints.studentGuardian, { params: { id }, body });
  const gail = { name: 'Gail Guardian', email: 'gail@home.test', phone: '416 555 0177' };

  it("a minor's agreement needs one; named, the guardian must sign and is invited", async () => {
    const parties = await readyPlacement(t.app, { withSchool: false, dateOfBirth: '2010-09-14' });
    const refused = await sendForSignature(t.app, parties.employer, parties.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('A parent or guardian must sign');

    const sameEmail = await putGuardian(parties.student, parties.id, { ...gail, email: parties.student.email!.toUpperCase() });
    expect(sameEmail.statusCode).toBe(400);
    expect(sameEmail.json().issues.map((issue: { path: string }) => issue.path)).toEqual(['email']);
    expect((await putGuardian(await createPersona(t.app, 'student'), parties.id, gail)).statusCode).toBe(404);
    const named = okPlacement(await putGuardian(parties.student, parties.id, gail));
    expect(named.terms.guardian).toEqual(gail);

    const sent = okPlacement(await sendForSignature(t.app, parties.employer, parties.id));
    expect(sent.requiredParties).toEqual(['student', 'guardian', 'employer']);
    expect((await putGuardian(parties.student, parties.id, gail)).statusCode).toBe(409);
  });

  it("is the school's to name when there is one", async () => {
    const parties = await startedPlacement(t.app);
    const refused = await putGuardian(parties.student, parties.id, gail);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Your school names your parent or guardian');
  });
});

describe('reading the versions and the PDF', () => {
  it('before sending: no versions, and no PDF (409)', async () => {
    const parties = await readyPlacement(t.app);
    expect((await sendTo(t.app, parties.student, placementsEndpoints.versions, { params: { id: parties.id } })).json()).toEqual({ items: [] });
    const pdf = await sendTo(t.app, parties.student, placementsEndpoints.agreementPdf, { params: { id: parties.id }, query: {} });
    expect(pdf.statusCode).toBe(409);
    expect((await sendTo(t.app, parties.school, placementsEndpoints.version, { params: { id: parties.id, version: 1 } })).statusCode).toBe(404);
  });

  it('the parties and admins read them; anyone else is told the placement does not exist', async () => {
    const parties = await sentPlacement(t.app);
    const admin = await createPersona(t.app, 'admin');
    for (const reader of [parties.student, parties.employer, parties.school!, admin]) {
      const one = await sendTo(t.app, reader, placementsEndpoints.version, { params: { id: parties.id, version: 1 } });
      expect(one.statusCode, one.body).toBe(200);
      expect((one.json() as { version: PlacementVersion }).version.textHash).toBe(parties.placement.textHash);
      expect((await sendTo(t.app, reader, placementsEndpoints.agreementPdf, { params: { id: parties.id }, query: {} })).statusCode).toBe(200);
    }
    for (const stranger of [
      await createPersona(t.app, 'student'),
      await createPersona(t.app, 'employer'),
      await createInstitution(t.app, 'Ottawa', 'Other'),
    ]) {
      expect((await sendTo(t.app, stranger, placementsEndpoints.versions, { params: { id: parties.id } })).statusCode).toBe(404);
      expect((await sendTo(t.app, stranger, placementsEndpoints.version, { params: { id: parties.id, version: 1 } })).statusCode).toBe(404);
      expect((await sendTo(t.app, stranger, placementsEndpoints.agreementPdf, { params: { id: parties.id }, query: {} })).statusCode).toBe(404);
    }
    expect((await sendTo(t.app, parties.student, placementsEndpoints.version, { params: { id: parties.id, version: 2 } })).statusCode).toBe(404);
  });

  it('the PDF prints the parties, the schedule, the reference and each signature, in the language asked', async () => {
    const parties = await sentPlacement(t.app);
    const unsigned = await sendTo(t.app, parties.employer, placementsEndpoints.agreementPdf, { params: { id: parties.id }, query: {} });
    expect(unsigned.headers['content-disposition']).toContain('placement-agreement-unsigned-v1.pdf');
    expect(await pdfText(unsigned.rawPayload)).toContain('No reference yet · Version 1');

    const signed = await signAll(parties, parties.placement);
    const response = await send(t.app, parties.student, 'GET', `/api/placements/${parties.id}/agreement.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`placement-agreement-${signed.reference}-v1.pdf`);
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      `Reference ${signed.reference} · Version 1`,
      `/verify/${signed.reference}`,
      'Signed by every party required.',
      'Teststudent User',
      'May 31, 2009',
      'Crumbs Bakery Inc.',
      '12 Baker St, Toronto, Ontario M5V 2T6, Canada',
      'Lakeside Secondary',
      'Cora Ordinator',
      'Monday 9:00 AM to 3:00 PM 30 min 5 h 30 min',
      'Wednesday 9:00 AM to 3:00 PM',
      'Total a week 11 h',
      'The school board',
      'Employment Standards Act, 2000',
      'In their FirstRung account',
      '127.0.0.1',
      'TestBrowser/1.0',
      'Not required: the student is of age on the start date.',
    ]) {
      expect(text, expected).toContain(expected);
    }
    const french = await sendTo(t.app, parties.student, placementsEndpoints.agreementPdf, {
      params: { id: parties.id },
      query: { lang: 'fr', version: 1 },
    });
    const frenchText = await pdfText(french.rawPayload);
    expect(frenchText).toContain(`Référence ${signed.reference} · Version 1`);
    expect(frenchText).toContain('Le conseil scolaire');
  });
});
