import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationsPage } from '@common/contracts/notifications';
import type { PublicRecordResponse } from '@common/contracts/verify';
import { notificationsEndpoints } from '@common/endpoints/notifications';
import { placementsEndpoints } from '@common/endpoints/placements';
import { verifyEndpoints } from '@common/endpoints/verify';
import { employerProfiles, placementSignatures, placementVersions } from '@server/db/schema';
import { runUnitOfWork } from '@server/db/unit-of-work';
import { textHashOf } from '@server/features/placements/agreement-text';
import { recordSignature } from '@server/features/placements/signature-record';
import { createPersona, type Persona } from './helpers/personas';
import {
  declineAs,
  employerPartBody,
  okPlacement,
  readyPlacement,
  sendForSignature,
  sentPlacement,
  signAs,
  type PlacementParties,
} from './helpers/placement-fixtures';
import { sendTo } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';

// Sending an agreement for signature and signing it in an account (docs/product/placements.md#signatures):
// the rule pack of the workplace on the start date decides who signs and refuses a schedule over its
// limits; each party signs the exact text it read; a minor's agreement needs the guardian; a refusal
// sends it back. Changes after sending and the readings are in placement-versions.test.ts.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.deps.db;

async function stepsOf(persona: Persona): Promise<string[]> {
  const response = await sendTo(t.app, persona, notificationsEndpoints.list, { query: { limit: 100 } });
  return (response.json() as NotificationsPage).items.filter((item) => item.kind === 'placement_step').map((item) => String(item.params.step));
}

const signaturesOf = (id: string, version: number) =>
  db()
    .select()
    .from(placementSignatures)
    .where(and(eq(placementSignatures.placementId, id), eq(placementSignatures.version, version)));

/** Every account party of the placement signs what it was sent. */
async function signAll(parties: PlacementParties, placement: { version: number; textHash: string | null }) {
  const body = { version: placement.version, textHash: placement.textHash! };
  for (const party of [parties.student, parties.employer, ...(parties.school ? [parties.school] : [])])
    okPlacement(await signAs(t.app, party, parties.id, body));
}

/** The guardian's signature, written as the guardian's pages will write it (H2): through recordSignature. */
async function guardianSigns(id: string, version: number, textHash: string) {
  return runUnitOfWork(t.app.deps, (work) =>
    recordSignature(t.app.deps, work, {
      placementId: id,
      version,
      party: 'guardian',
      textHash,
      proof: {
        name: 'Gail Guardian',
        userId: null,
        method: 'link_and_code',
        codeChannel: 'sms',
        codeSentTo: '+14165550177',
        ipAddress: '203.0.113.9',
        userAgent: 'Phone',
      },
    }),
  );
}

const lookup = async (reference: string) =>
  (await sendTo(t.app, null, verifyEndpoints.lookup, { params: { reference } })).json() as PublicRecordResponse;

describe('sending for signature', () => {
  it('the school sends it: the version is fixed with its text and hash, each party must sign and is asked', async () => {
    const parties = await readyPlacement(t.app);
    const refused = await sendForSignature(t.app, parties.employer, parties.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('The school sends this agreement');

    const placement = okPlacement(await sendForSignature(t.app, parties.school, parties.id));
    // Born 2009-05-31: 18 on 2027-07-05, of age in Ontario, so no guardian.
    expect(placement).toMatchObject({ status: 'signing', version: 1, requiredParties: ['student', 'employer', 'institution'] });
    expect(placement.signatures.map((signature) => [signature.party, signature.status])).toEqual([
      ['student', 'pending'],
      ['employer', 'pending'],
      ['institution', 'pending'],
    ]);
    const [version] = await db().select().from(placementVersions).where(eq(placementVersions.placementId, parties.id));
    expect(version!.textHash).toBe(textHashOf(version!.text));
    expect(placement.textHash).toBe(version!.textHash);
    expect(version!.rulePack).toEqual({ jurisdiction: 'Ontario', version: 1 });
    for (const expected of ['Crumbs Bakery Inc.', 'Monday: 09:00 to 15:00', 'Weigh flour, shape loaves', 'Lakeside Secondary', '- School']) {
      expect(version!.text).toContain(expected);
    }
    for (const party of [parties.student, parties.employer, parties.school!]) expect(await stepsOf(party)).toContain('signature_requested');

    const again = await sendForSignature(t.app, parties.school, parties.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This agreement was sent for signature already.');
  });

  it('with no school the employer sends it, once its part is done; the school is no signer', async () => {
    const parties = await readyPlacement(t.app, { withSchool: false });
    const placement = okPlacement(await sendForSignature(t.app, parties.employer, parties.id));
    expect(placement.requiredParties).toEqual(['student', 'employer']);
    expect((await sendForSignature(t.app, parties.student, parties.id)).statusCode).toBe(403);
  });

  it('takes the age on the start date: 18 the day before it needs no guardian in Ontario, 18 the day after does', async () => {
    const turnsBefore = await sentPlacement(t.app, { dateOfBirth: '2009-07-04' });
    expect(turnsBefore.placement.requiredParties).not.toContain('guardian');
    const turnsOnTheDay = await sentPlacement(t.app, { dateOfBirth: '2009-07-05' });
    expect(turnsOnTheDay.placement.requiredParties).not.toContain('guardian');
    const turnsAfter = await sentPlacement(t.app, { dateOfBirth: '2009-07-06' });
    expect(turnsAfter.placement.requiredParties).toEqual(['student', 'guardian', 'employer', 'institution']);
  });

  it("refuses a minor's agreement with no guardian named, and one with only hours a week", async () => {
    const noGuardian = await readyPlacement(t.app, { dateOfBirth: '2011-01-10', schoolPart: { guardian: null } });
    const refused = await sendForSignature(t.app, noGuardian.school, noGuardian.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('A parent or guardian must sign this agreement: the student is under 18 on the start date.');

    const hoursOnly = await readyPlacement(t.app, { dateOfBirth: '2011-01-10', employerPart: { schedule: null, weeklyHours: 12 } });
    const weekly = await sendForSignature(t.app, hoursOnly.school, hoursOnly.id);
    expect(weekly.statusCode).toBe(409);
    expect(weekly.json().message).toContain('needs its weekly schedule');
    expect((await db().select().from(placementVersions).where(eq(placementVersions.placementId, hoursOnly.id))).length).toBe(0);
  });

  it("refuses a schedule over the pack's limit, naming the rule and its source, in the reader's language", async () => {
    const long = { days: [{ weekday: 2, start: '08:00', end: '17:30', breakMinutes: 30 }] };
    const parties = await readyPlacement(t.app, { employerPart: { schedule: long } });
    const refused = await sendForSignature(t.app, parties.school, parties.id);
    expect(refused.statusCode).toBe(409);
    const message = (refused.json().message as string).replace(/\u00a0/g, ' ');
    expect(message).toContain('on.daily-hours: At most 8 hours of work a day. Tuesday: 9 h of work, at most 8 h.');
    expect(message).toContain('Source: Employment Standards Act, 2000');
    const french = await t.app.inject({
      method: 'POST',
      url: `/api/placements/${parties.id}/send-for-signature`,
      headers: { cookie: parties.school!.cookie!, 'accept-language': 'fr' },
    });
    expect(french.statusCode).toBe(409);
    expect(french.json().message).toMatch(
      /^Le temps de travail dépasse les limites pour un élève de 18\u00a0ans \(Ontario v1\)\u00a0: on\.daily-hours/,
    );
    expect((await sendTo(t.app, parties.school, placementsEndpoints.get, { params: { id: parties.id } })).json().placement.status).toBe(
      'school_validated',
    );
  });

  it('checks a school week too when the placement runs outside the summer', async () => {
    // 15 on the start date, in Quebec: at most 17 hours in a school week, so 20 hours in September breaks it.
    const days = [1, 2, 3, 4].map((weekday) => ({ weekday, start: '16:00', end: '21:00', breakMinutes: 0 }));
    const parties = await readyPlacement(t.app, {
      dateOfBirth: '2012-03-01',
      employerPart: {
        workplace: { ...employerPartBody().workplace, region: 'Quebec', city: 'Montréal', postalCode: 'H2X 1Y4' },
        startDate: '2027-09-07',
        endDate: '2027-10-15',
        schedule: { days },
      },
    });
    const refused = await sendForSignature(t.app, parties.school, parties.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('qc.school-week-hours');
  });

  it('refuses a student below the minimum age, naming the rule', async () => {
    const parties = await readyPlacement(t.app, { dateOfBirth: '2014-01-01' });
    const refused = await sendForSignature(t.app, parties.school, parties.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('too young for this placement on its start date. on.minimum-age:');
  });
});

describe('signing in an account', () => {
  it("a minor's agreement is not signed without the guardian; with it, it is, and its reference checks valid", async () => {
    const parties = await sentPlacement(t.app, { dateOfBirth: '2010-09-14' });
    const { placement } = parties;
    const [guardianRow] = (await signaturesOf(parties.id, 1)).filter((row) => row.party === 'guardian');
    expect(guardianRow!.inviteTokenHash).toMatch(/^[0-9a-f]{64}$/);

    await signAll(parties, placement);
    const waiting = okPlacement(await sendTo(t.app, parties.student, placementsEndpoints.get, { params: { id: parties.id } }));
    expect(waiting).toMatchObject({ status: 'signing', reference: null });
    expect(waiting.signatures.find((signature) => signature.party === 'guardian')?.status).toBe('pending');

    expect(await guardianSigns(parties.id, 1, placement.textHash!)).toEqual({ complete: true });
    const signed = okPlacement(await sendTo(t.app, parties.student, placementsEndpoints.get, { params: { id: parties.id } }));
    expect(signed.status).toBe('signed');
    expect(signed.reference).toMatch(/^FR-/);
    expect(await lookup(signed.reference!)).toMatchObject({ status: 'valid', statement: { employerLegalName: 'Crumbs Bakery Inc.', version: 1 } });
    for (const party of [parties.student, parties.employer, parties.school!]) expect(await stepsOf(party)).toContain('signed');
  });

  it('records who signed, how, from where and the hash of the text', async () => {
    const parties = await sentPlacement(t.app);
    okPlacement(
      await signAs(t.app, parties.school!, parties.id, { version: 1, textHash: parties.placement.textHash!.toUpperCase() }, 'SchoolBrowser/2.0'),
    );
    const [row] = (await signaturesOf(parties.id, 1)).filter((signature) => signature.party === 'institution');
    expect(row).toMatchObject({
      status: 'signed',
      method: 'account',
      signerUserId: parties.school!.userId,
      ipAddress: '127.0.0.1',
      userAgent: 'SchoolBrowser/2.0',
      textHash: parties.placement.textHash,
    });
    expect(row!.signerName).toContain('(Lakeside Secondary)');
    const again = await signAs(t.app, parties.school!, parties.id, { version: 1, textHash: parties.placement.textHash! });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a text hash that is not the version sent, and a version that is not the current one', async () => {
    const parties = await sentPlacement(t.app);
    const wrongHash = await signAs(t.app, parties.student, parties.id, { version: 1, textHash: 'a'.repeat(64) });
    expect(wrongHash.statusCode).toBe(409);
    expect(wrongHash.json().message).toContain('has changed since you read it');
    const wrongVersion = await signAs(t.app, parties.student, parties.id, { version: 2, textHash: parties.placement.textHash! });
    expect(wrongVersion.statusCode).toBe(409);
    expect((await signaturesOf(parties.id, 1)).every((row) => row.status === 'pending')).toBe(true);
  });

  it('a caller who is no party is told the placement does not exist; an unverified employer, 403', async () => {
    const parties = await sentPlacement(t.app);
    const body = { version: 1, textHash: parties.placement.textHash! };
    expect((await signAs(t.app, await createPersona(t.app, 'student'), parties.id, body)).statusCode).toBe(404);
    await db().update(employerProfiles).set({ verificationStatus: 'pending' }).where(eq(employerProfiles.userId, parties.employer.userId!));
    const unverified = await signAs(t.app, parties.employer, parties.id, body);
    expect([unverified.statusCode, unverified.json().code]).toEqual([403, 'ORGANISATION_NOT_VERIFIED']);
  });

  it('a refusal voids the other signatures and sends the agreement back as the next version, with the reason told', async () => {
    const parties = await sentPlacement(t.app);
    okPlacement(await signAs(t.app, parties.student, parties.id, { version: 1, textHash: parties.placement.textHash! }));
    expect((await declineAs(t.app, parties.employer, parties.id, { version: 1, reason: '  ' })).statusCode).toBe(400);
    const back = okPlacement(await declineAs(t.app, parties.employer, parties.id, { version: 1, reason: 'The hours are wrong.' }));
    expect(back).toMatchObject({ status: 'school_validated', version: 2, signatures: [], textHash: null });
    const rows = await signaturesOf(parties.id, 1);
    expect(Object.fromEntries(rows.map((row) => [row.party, row.status]))).toEqual({ student: 'signed', employer: 'declined', institution: 'void' });
    expect(await stepsOf(parties.school!)).toContain('signature_declined');
    expect(await stepsOf(parties.employer)).not.toContain('signature_declined');

    // Sent again, it is version 2, to be signed afresh.
    const resent = okPlacement(await sendForSignature(t.app, parties.school, parties.id));
    expect(resent).toMatchObject({ status: 'signing', version: 2 });
    expect(resent.signatures.every((signature) => signature.status === 'pending')).toBe(true);
  });
});
