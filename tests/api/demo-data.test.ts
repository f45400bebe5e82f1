import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDUSTRIES, JOB_TYPES } from '@common/enums';
import type { StudentApplicationsResponse } from '@common/contracts/jobs';
import type { PlacementsResponse } from '@common/contracts/placements';
import { applicationsEndpoints, type StalledApplicationsResponse } from '@common/endpoints/applications';
import { PRIVACY_VERSION, TERMS_VERSION } from '@common/constants';
import { guardianEndpoints } from '@common/endpoints/guardian';
import { jobsEndpoints } from '@common/endpoints/jobs';
import { placementsEndpoints } from '@common/endpoints/placements';
import {
  applicationInterviews,
  applications,
  consents,
  employerProfiles,
  events,
  jobs,
  mailMessages,
  placements,
  placementSignatures,
  placementVersions,
  schoolLinks,
  smsMessages,
  studentProfiles,
  users,
} from '@server/db/schema';
import { GUARDIAN_INVITATION_KIND } from '@server/features/guardian-signing/guardian-mail';
import { textHashOf } from '@server/features/placements/agreement-text';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@server/seed/demo-accounts';
import { loadDemoData } from '@server/seed/demo-data';
import { DEMO_GUARDIAN, sendDemoAgreements } from '@server/seed/demo-placements';
import { signIn } from './helpers/personas';
import { sendTo } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await loadDemoData(t.database.db, t.app.deps.auth);
  await sendDemoAgreements(t.app.deps);
});
afterAll(async () => t.close());

describe('demo data', () => {
  it('lets every demo account sign in', async () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      await expect(signIn(t.app, account.email, DEMO_PASSWORD)).resolves.toContain('firstrung.session_token');
    }
  });

  it('has every demo account accept the current terms and privacy notice', async () => {
    const emails = Object.values(DEMO_ACCOUNTS).map((account) => account.email);
    const rows = await t.database.db
      .select({ email: users.email, kind: consents.kind, version: consents.version })
      .from(consents)
      .innerJoin(users, eq(users.id, consents.userId))
      .where(inArray(users.email, emails));
    for (const email of emails) {
      expect(
        rows
          .filter((row) => row.email === email)
          .map(({ kind, version }) => `${kind} ${version}`)
          .sort(),
      ).toEqual([`privacy ${PRIVACY_VERSION}`, `terms ${TERMS_VERSION}`]);
    }
  });

  it('covers every industry and job type, with an inactive and an expired posting', async () => {
    const rows = await t.database.db.select().from(jobs);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.map((job) => job.industry))).toEqual(new Set(INDUSTRIES));
    expect(new Set(rows.map((job) => job.type))).toEqual(new Set(JOB_TYPES));
    expect(rows.some((job) => !job.isActive)).toBe(true);
    expect(rows.some((job) => job.applicationDeadline && job.applicationDeadline < new Date())).toBe(true);
    expect(rows.some((job) => job.isHighSchoolOpportunity)).toBe(true);
    // search_text is stored without accents (migration 0023): "Montréal" as "montreal".
    const folded = (text: string) => text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
    expect(rows.every((job) => job.searchText.includes(folded(job.title)))).toBe(true);
  });

  it('has three students of the three kinds and three events, one past and one capped', async () => {
    const students = await t.database.db.select().from(studentProfiles);
    expect(students.filter((s) => s.youthStatus === 'current_student' && s.institutionId)).toHaveLength(1);
    expect(students.filter((s) => s.youthStatus === 'current_student' && !s.institutionId)).toHaveLength(1);
    expect(students.filter((s) => s.youthStatus === 'graduated_youth')).toHaveLength(1);
    // The student who names a school is one it approved, so the demo roster shows her.
    const links = await t.database.db.select().from(schoolLinks);
    const named = students.find((s) => s.institutionId)!;
    expect(links.map(({ studentId, institutionId, status }) => ({ studentId, institutionId, status }))).toEqual([
      { studentId: named.userId, institutionId: named.institutionId, status: 'approved' },
    ]);
    const allEvents = await t.database.db.select().from(events);
    expect(allEvents).toHaveLength(3);
    expect(allEvents.filter((event) => event.eventDate < new Date())).toHaveLength(1);
    expect(allEvents.filter((event) => event.maxParticipants !== null)).toHaveLength(1);
  });

  it('has one French-language employer in Montréal, verified, with an active posting in French', async () => {
    const [owner] = await t.database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.boisfranc.email));
    const [profile] = await t.database.db.select().from(employerProfiles).where(eq(employerProfiles.userId, owner!.id));
    expect(profile).toMatchObject({ companyName: 'Atelier Bois-Franc', city: 'Montréal', region: 'Quebec', verificationStatus: 'verified' });
    const postings = await t.database.db.select().from(jobs).where(eq(jobs.employerId, owner!.id));
    expect(postings).toHaveLength(1);
    expect(postings[0]).toMatchObject({ title: "Aide-ébéniste (stage après l'école)", city: 'Montréal', isActive: true, employerVerified: true });
    expect(postings[0]!.description).toMatch(/^Deux après-midi par semaine/);
    // Listed like any other: a visitor finds it.
    const listed = await t.app.inject({ method: 'GET', url: '/api/jobs?city=Montr%C3%A9al' });
    expect((listed.json() as { items: Array<{ id: string }> }).items.map((job) => job.id)).toEqual([postings[0]!.id]);
  });

  it('gives the demo student an application in each state, and the demo employer some to answer', async () => {
    const db = t.database.db;
    const userId = async (key: keyof typeof DEMO_ACCOUNTS) => (await db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS[key].email)))[0]!.id;
    const maya = await userId('maya');
    const mine = await db.select().from(applications).where(eq(applications.studentId, maya));
    expect(new Set(mine.map((row) => row.status))).toEqual(new Set(['interview', 'offered', 'accepted', 'rejected', 'no_response', 'pending']));
    // The interview waits for her answer, in a few days.
    const interview = mine.find((row) => row.status === 'interview')!;
    const [invitation] = await db.select().from(applicationInterviews).where(eq(applicationInterviews.applicationId, interview.id));
    expect(invitation?.response).toBe('awaiting');
    expect(invitation!.startsAt.getTime()).toBeGreaterThan(Date.now());
    expect(mine.find((row) => row.status === 'rejected')).toMatchObject({
      notSelectedReason: 'position_filled',
      notSelectedNote: expect.any(String),
    });

    // NorthBuild has applications waiting for a first answer: one due in 2 days, one due within hours.
    const northbuild = await userId('northbuild');
    const waiting = await db
      .select({ answerDueAt: applications.answerDueAt })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(eq(jobs.employerId, northbuild), inArray(applications.status, ['pending', 'reviewing'])));
    const hoursLeft = waiting.map((row) => (row.answerDueAt.getTime() - Date.now()) / 3_600_000).sort((a, b) => a - b);
    expect(hoursLeft[0]).toBeGreaterThan(0);
    expect(hoursLeft[0]).toBeLessThan(24);
    expect(hoursLeft.some((hours) => hours > 24 && hours <= 48)).toBe(true);
  });

  it("shows NorthBuild's response rate on its postings", async () => {
    const northbuild = (await t.database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.northbuild.email)))[0]!.id;
    const postings = await t.database.db.select().from(jobs).where(eq(jobs.employerId, northbuild));
    expect(new Set(postings.map((job) => `${job.employerResponseRate}% ${job.employerResponseDays}`))).toEqual(new Set(['83% 3']));
  });

  it('gives the demo school a stalled application of its student', async () => {
    const school = await signIn(t.app, DEMO_ACCOUNTS.riverside.email, DEMO_PASSWORD);
    const response = await sendTo(t.app, school, applicationsEndpoints.stalledApplications, { query: {} });
    const page = response.json() as StalledApplicationsResponse;
    expect(page.items.map((item) => item.status).sort()).toEqual(['no_response', 'pending']);
  });

  it('has placements to try at once: Maya’s at Riverside’s step, Sam’s out for signature waiting for him; Maya’s offer says by when', async () => {
    const riverside = await signIn(t.app, DEMO_ACCOUNTS.riverside.email, DEMO_PASSWORD);
    const schoolList = (await sendTo(t.app, riverside, placementsEndpoints.list, { query: {} })).json() as PlacementsResponse;
    expect(schoolList.items.map((placement) => [placement.student.name, placement.status, placement.nextStep])).toEqual([
      ['Maya Chen', 'employer_completed', 'school_part'],
    ]);
    // Its employer's files are attached, so Riverside can send it once it has validated it.
    expect(schoolList.items[0]!.terms.riskAssessment).toMatchObject({ contentType: 'application/pdf' });
    expect(schoolList.items[0]!.terms.insurance.certificate).toMatchObject({ contentType: 'application/pdf' });
    const sam = await signIn(t.app, DEMO_ACCOUNTS.sam.email, DEMO_PASSWORD);
    const [samsPlacement] = ((await sendTo(t.app, sam, placementsEndpoints.list, { query: {} })).json() as PlacementsResponse).items;
    expect(samsPlacement).toMatchObject({ status: 'signing', institution: null, requiredParties: ['student', 'employer'] });
    expect(samsPlacement!.signatures.map((signature) => [signature.party, signature.status]).sort()).toEqual([
      ['employer', 'signed'],
      ['student', 'pending'],
    ]);
    const maya = await signIn(t.app, DEMO_ACCOUNTS.maya.email, DEMO_PASSWORD);
    const mine = (await sendTo(t.app, maya, jobsEndpoints.studentApplications, { query: { limit: 50 } })).json() as StudentApplicationsResponse;
    const offer = mine.items.find((item) => item.status === 'offered')!.offer!;
    expect(Date.parse(offer.answerBy!)).toBeGreaterThan(Date.now());
    expect(offer.otherOpenApplications).toBeGreaterThan(0);
  });

  it("has Sam's version text from the agreement builder, its hash the real one, the hash NorthBuild signed", async () => {
    const [sams] = await t.database.db
      .select({ text: placementVersions.text, textHash: placementVersions.textHash, signed: placementSignatures.textHash })
      .from(placementVersions)
      .innerJoin(placements, eq(placements.id, placementVersions.placementId))
      .innerJoin(users, eq(users.id, placements.studentId))
      .innerJoin(placementSignatures, and(eq(placementSignatures.placementId, placements.id), eq(placementSignatures.party, 'employer')))
      .where(eq(users.email, DEMO_ACCOUNTS.sam.email));
    expect(sams!.text).toMatch(/^FirstRung placement agreement\nVersion: 1\n/);
    expect(sams!.text).toContain('School: none (no school takes part in this placement)');
    expect(sams!.text).toContain('Rule pack: Ontario, version 1');
    expect(sams!.textHash).toBe(textHashOf(sams!.text));
    expect(sams!.signed).toBe(sams!.textHash);
  });

  it("has Leo's agreement out for signature with his parent invited: the e-mail's link opens it, the code comes by SMS", async () => {
    const leo = await signIn(t.app, DEMO_ACCOUNTS.leo.email, DEMO_PASSWORD);
    const [leos] = ((await sendTo(t.app, leo, placementsEndpoints.list, { query: {} })).json() as PlacementsResponse).items;
    expect(leos).toMatchObject({ status: 'signing', institution: null, requiredParties: ['student', 'guardian', 'employer'] });
    const [invitation] = await t.database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.toAddress, DEMO_GUARDIAN.email), eq(mailMessages.kind, GUARDIAN_INVITATION_KIND)));
    const token = new RegExp(`${t.config.publicUrl}/guardian/sign/([\\w-]+)`).exec(invitation!.textBody!)?.[1];
    expect(token).toBeDefined();
    const page = await sendTo(t.app, null, guardianEndpoints.agreement, { params: { token: token! } });
    expect(page.json()).toMatchObject({ state: 'open', guardianName: DEMO_GUARDIAN.name, studentName: 'Leo Martin', codeChannel: 'sms' });
    const code = await sendTo(t.app, null, guardianEndpoints.sendCode, { params: { token: token! } });
    expect(code.statusCode, code.body).toBe(200);
    const sms = await t.database.db.select({ text: smsMessages.text }).from(smsMessages).where(eq(smsMessages.toNumber, DEMO_GUARDIAN.phone));
    expect(sms.map((row) => row.text).join('\n')).toMatch(/\b\d{6}\b/);
  });

  it('loads only once', async () => {
    await loadDemoData(t.database.db, t.app.deps.auth);
    const [admins] = await t.database.db.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
    expect(admins?.n).toBe(1);
  });
});
