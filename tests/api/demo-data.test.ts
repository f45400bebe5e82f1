import type { ThreadListResponse, ThreadResponse } from '@common/contracts/messages';
import { messagesEndpoints } from '@common/endpoints/messages';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDUSTRIES, JOB_TYPES } from '@common/enums';
import { distanceKm } from '@common/near-me';
import type { StudentApplicationsResponse } from '@common/contracts/jobs';
import type { PlacementsResponse } from '@common/contracts/placements';
import type { RosterImportsResponse } from '@common/contracts/roster-imports';
import { applicationsEndpoints, type StalledApplicationsResponse } from '@common/endpoints/applications';
import { PRIVACY_VERSION, TERMS_VERSION } from '@common/constants';
import { guardianEndpoints } from '@common/endpoints/guardian';
import { jobsEndpoints } from '@common/endpoints/jobs';
import { placementClosureEndpoints } from '@common/endpoints/placement-closure';
import { placementHoursEndpoints } from '@common/endpoints/placement-hours';
import { placementsEndpoints } from '@common/endpoints/placements';
import { rosterImportsEndpoints } from '@common/endpoints/roster-imports';
import { supervisorEndpoints } from '@common/endpoints/supervisor';
import { verifyEndpoints } from '@common/endpoints/verify';
import type { OverdueResponse } from '@common/contracts/school-hours';
import type { SupervisorHoursResponse } from '@common/contracts/placement-hours';
import type { PublicRecordResponse } from '@common/contracts/verify';
import {
  applicationInterviews,
  applications,
  certificates,
  classCodes,
  consents,
  employerProfiles,
  events,
  institutionAlerts,
  institutionProfiles,
  jobs,
  mailMessages,
  placements,
  placementShifts,
  placementSignatures,
  placementVersions,
  schoolLinks,
  smsMessages,
  studentProfiles,
  rosterEntries,
  users,
} from '@server/db/schema';
import { findPlace } from '@server/geodata/gazetteer';
import { GUARDIAN_INVITATION_KIND } from '@server/features/guardian-signing/guardian-mail';
import { SUPERVISOR_HOURS_KIND } from '@server/features/placement-hours/supervisor-hours-mail';
import { textHashOf } from '@server/features/placements/agreement-text';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@server/seed/demo-accounts';
import { DEMO_CLASS_CODE } from '@server/seed/demo-class-code';
import { DEMO_ROSTER_FILE } from '@server/seed/demo-roster-import';
import { loadDemoData } from '@server/seed/demo-data';
import { demoCoopDates } from '@server/seed/demo-placement-end';
import { DEMO_GUARDIAN, sendDemoAgreements } from '@server/seed/demo-placements';
import { signIn } from './helpers/personas';
import { sendTo } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';

const demoDay = (isoDay: string, days: number) => new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

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

  it('has students of the three kinds (one asking Riverside with its class code) and three events, one past and one capped', async () => {
    const students = await t.database.db.select().from(studentProfiles);
    // Maya, Noah, and the two students Riverside's sample import invited.
    expect(students.filter((s) => s.youthStatus === 'current_student' && s.institutionId)).toHaveLength(4);
    expect(students.filter((s) => s.youthStatus === 'current_student' && !s.institutionId)).toHaveLength(1);
    expect(students.filter((s) => s.youthStatus === 'graduated_youth')).toHaveLength(1);
    // The student who names a school is one it approved, so the demo roster shows her.
    const links = await t.database.db.select().from(schoolLinks);
    const [named, asking] = [students.find((s) => s.grade === '11')!, students.find((s) => s.grade === '10' && s.institutionId)!];
    const [code] = await t.database.db.select().from(classCodes);
    expect(links.map(({ studentId, institutionId, status, classCodeId }) => ({ studentId, institutionId, status, classCodeId }))).toEqual(
      expect.arrayContaining([
        { studentId: named.userId, institutionId: named.institutionId, status: 'approved', classCodeId: null },
        // A request from Riverside's class code waits, so its bulk approval can be tried at once.
        { studentId: asking.userId, institutionId: named.institutionId, status: 'pending', classCodeId: code!.id },
      ]),
    );
    expect(links).toHaveLength(4);
    expect(links.filter((link) => link.source === 'roster' && link.status === 'approved')).toHaveLength(2);
    expect(code).toMatchObject({ institutionId: named.institutionId, code: DEMO_CLASS_CODE.replace('-', ''), revokedAt: null });
    expect(code!.expiresAt.getTime()).toBeGreaterThan(Date.now());
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

  it('places every demo posting on the map, spread over the Toronto area, and the school and student near it', async () => {
    const db = t.database.db;
    const postings = await db.select({ title: jobs.title, city: jobs.city, geoSource: jobs.geoSource }).from(jobs);
    expect(postings.filter((posting) => posting.geoSource === 'none' || posting.geoSource === null)).toEqual([]);
    // A search near M5H within 10 km shows the downtown postings, not those in the towns around (docs/product/near-me.md).
    const m5h = findPlace('M5H')!;
    const placed = await db
      .select({ title: jobs.title, latitude: jobs.latitude, longitude: jobs.longitude })
      .from(jobs)
      .where(eq(jobs.isActive, true));
    const within10 = placed.filter((job) => distanceKm(m5h, { latitude: job.latitude!, longitude: job.longitude! }) <= 10).map((job) => job.title);
    expect(within10).toContain('Carpentry Apprentice');
    for (const far of ['Electrical Apprentice', 'Summer Labourer', 'Hair Salon Assistant']) expect(within10).not.toContain(far);
    for (const city of ['Toronto', 'Mississauga', 'Brampton', 'Vaughan', 'Markham']) expect(postings.map((posting) => posting.city)).toContain(city);

    const [riverside] = await db.select().from(institutionProfiles).where(eq(institutionProfiles.institutionName, 'Riverside Secondary School'));
    expect(riverside).toMatchObject({ postalCode: 'M6K 3C3', alertRadiusKm: 25, latitude: expect.any(Number) });
    // Its radius reaches NorthBuild's high-school posting in Mississauga.
    const alerted = await db
      .select({ title: jobs.title })
      .from(institutionAlerts)
      .innerJoin(jobs, eq(jobs.id, institutionAlerts.jobId))
      .where(eq(institutionAlerts.institutionId, riverside!.id));
    expect(alerted.map((row) => row.title).sort()).toEqual(['After-School Workshop Helper', 'Hair Salon Assistant']);
    const [maya] = await db
      .select({ home: studentProfiles.homePostalCode })
      .from(studentProfiles)
      .innerJoin(users, eq(users.id, studentProfiles.userId))
      .where(eq(users.email, DEMO_ACCOUNTS.maya.email));
    expect(findPlace(maya!.home!)).not.toBeNull();
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

  it("shows Riverside's finished sample import: Maya linked, two students invited, their guardians kept", async () => {
    const school = await signIn(t.app, DEMO_ACCOUNTS.riverside.email, DEMO_PASSWORD);
    const { items } = (await sendTo(t.app, school, rosterImportsEndpoints.list, {})).json() as RosterImportsResponse;
    expect(items).toEqual([
      expect.objectContaining({
        fileName: DEMO_ROSTER_FILE,
        status: 'done',
        totalRows: 3,
        processedRows: 3,
        result: { created: 3, updated: 0, unchanged: 0, invited: 2 },
      }),
    ]);
    const entries = await t.database.db.select().from(rosterEntries);
    expect(entries.map((entry) => entry.email).sort()).toEqual([DEMO_ACCOUNTS.maya.email, 'omar.haddad@riverside.test', 'zoe.gagnon@riverside.test']);
    expect(entries.every((entry) => entry.studentId && entry.lastImportId === items[0]!.id && (entry.guardianEmail || entry.guardianPhone))).toBe(
      true,
    );
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
    expect(schoolList.items.map((placement) => [placement.student.name, placement.job.title, placement.status, placement.nextStep])).toEqual([
      ['Maya Chen', 'Dishwasher', 'employer_completed', 'school_part'],
      ['Maya Chen', 'Co-op Workshop Assistant', 'active', null],
    ]);
    // Its employer's files are attached, so Riverside can send it once it has validated it.
    expect(schoolList.items[0]!.terms.riskAssessment).toMatchObject({ contentType: 'application/pdf' });
    expect(schoolList.items[0]!.terms.insurance.certificate).toMatchObject({ contentType: 'application/pdf' });
    // Prefilled as accepting an offer does: Riverside's contact, Maya's birth date, her parent from Riverside's roster.
    expect(schoolList.items[0]!.terms).toMatchObject({ coordinator: { name: 'Rita Gomez' }, studentDateOfBirth: expect.any(String) });
    const [mayasEntry] = await t.app.deps.db.select().from(rosterEntries).where(eq(rosterEntries.email, DEMO_ACCOUNTS.maya.email));
    expect(schoolList.items[0]!.terms.guardian).toEqual({
      name: mayasEntry!.guardianName,
      email: mayasEntry!.guardianEmail,
      phone: mayasEntry!.guardianPhone,
    });
    const sam = await signIn(t.app, DEMO_ACCOUNTS.sam.email, DEMO_PASSWORD);
    const samsList = ((await sendTo(t.app, sam, placementsEndpoints.list, { query: {} })).json() as PlacementsResponse).items;
    expect(samsList.map((placement) => placement.status)).toEqual(['signing', 'completed']);
    const [samsPlacement] = samsList;
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

  it("has Maya's co-op active, signed by all four parties, with verified, approved, disputed and awaiting days", async () => {
    const maya = await signIn(t.app, DEMO_ACCOUNTS.maya.email, DEMO_PASSWORD);
    const mine = ((await sendTo(t.app, maya, placementsEndpoints.list, { query: {} })).json() as PlacementsResponse).items;
    const coop = mine.find((placement) => placement.status === 'active')!;
    expect(coop).toMatchObject({
      requiredParties: ['student', 'guardian', 'employer', 'institution'],
      institution: { name: 'Riverside Secondary School' },
    });
    expect(coop.signatures.map((signature) => signature.status)).toEqual(['signed', 'signed', 'signed', 'signed']);
    const { startDate, thisMonday } = demoCoopDates(new Date());
    expect(coop.terms.startDate).toBe(startDate);

    const shifts = await t.database.db.select().from(placementShifts).where(eq(placementShifts.placementId, coop.id));
    const byWeek = (monday: string) =>
      shifts
        .filter((shift) => shift.workDate >= monday && shift.workDate < demoDay(monday, 7))
        .sort((a, b) => a.workDate.localeCompare(b.workDate))
        .map((shift) => shift.status);
    // The first week: answered by the supervisor (one day corrected with a note), one day approved by Riverside.
    expect(byWeek(startDate)).toEqual(['approved', 'disputed', 'verified']);
    expect(shifts.find((shift) => shift.status === 'disputed')).toMatchObject({
      supervisorNote: expect.stringMatching(/bus was late/),
      correctedStartTime: '13:15',
    });
    // The second and third: e-mailed, waiting for the supervisor; the long Saturday of the third is flagged.
    expect(byWeek(demoDay(startDate, 7))).toEqual(['awaiting_supervisor', 'awaiting_supervisor', 'awaiting_supervisor']);
    expect(byWeek(demoDay(startDate, 14))).toEqual(['awaiting_supervisor', 'awaiting_supervisor', 'awaiting_supervisor']);
    const saturday = shifts.find((shift) => shift.workDate === demoDay(startDate, 19))!;
    expect(saturday.flags.map((flag) => flag.ruleId)).toEqual(['on.daily-hours']);

    // Last week's e-mail to the supervisor is in the outbox, its link opens that week's days.
    const mails = await t.database.db
      .select({ text: mailMessages.textBody })
      .from(mailMessages)
      .where(and(eq(mailMessages.kind, SUPERVISOR_HOURS_KIND), eq(mailMessages.toAddress, 'priya@northbuild.test')));
    expect(mails).toHaveLength(3);
    const tokens = mails.flatMap((mail) =>
      [...mail.text!.matchAll(new RegExp(`${t.config.publicUrl}/supervisor/hours/([\\w-]+)`, 'g'))].map((m) => m[1]!),
    );
    const pages = await Promise.all(
      tokens.map(async (token) => (await sendTo(t.app, null, supervisorEndpoints.hours, { params: { token } })).json() as SupervisorHoursResponse),
    );
    const lastWeek = pages.find((page) => page.periodStart === demoDay(thisMonday, -7))!;
    expect(lastWeek).toMatchObject({ answeredAt: null, placement: { studentName: 'Maya Chen' } });
    expect(lastWeek.shifts.map((shift) => shift.workDate)).toEqual([demoDay(thisMonday, -6), demoDay(thisMonday, -4), demoDay(thisMonday, -2)]);
    expect(pages.filter((page) => page.answeredAt !== null)).toHaveLength(1);

    // Riverside's overdue list, oldest first: the second week's hours, e-mailed a week ago and not verified
    // (from Thursday, the third week's too).
    const riverside = await signIn(t.app, DEMO_ACCOUNTS.riverside.email, DEMO_PASSWORD);
    const overdue = (await sendTo(t.app, riverside, placementHoursEndpoints.overdue, { query: {} })).json() as OverdueResponse;
    expect(overdue.items[0]).toMatchObject({
      kind: 'hours_unverified',
      jobTitle: 'Co-op Workshop Assistant',
      pendingMinutes: 3.5 * 60 * 2 + 5.5 * 60,
    });
    expect(overdue.items.every((item) => item.kind === 'hours_unverified' && item.placementId === coop.id)).toBe(true);
  });

  it("has Sam's earlier placement completed with a valid certificate naming no school, its PDF on his placement", async () => {
    const sam = await signIn(t.app, DEMO_ACCOUNTS.sam.email, DEMO_PASSWORD);
    const mine = ((await sendTo(t.app, sam, placementsEndpoints.list, { query: {} })).json() as PlacementsResponse).items;
    const done = mine.find((placement) => placement.status === 'completed')!;
    const [certificate] = await t.database.db.select().from(certificates).where(eq(certificates.placementId, done.id));
    expect(certificate).toMatchObject({ verifiedMinutes: 12 * 450, revokedAt: null, language: 'en' });
    const record = (
      await sendTo(t.app, null, verifyEndpoints.lookup, { params: { reference: certificate!.reference } })
    ).json() as PublicRecordResponse;
    expect(record).toMatchObject({ kind: 'certificate', status: 'valid' });
    expect(record.statement).toMatchObject({
      studentName: 'Sam Okafor',
      jobTitle: 'Pre-Apprenticeship Site Helper',
      employerLegalName: 'NorthBuild Trades Inc.',
      verifiedHours: 90,
    });
    expect(record.statement).not.toHaveProperty('schoolName');
    const pdf = await sendTo(t.app, sam, placementClosureEndpoints.certificatePdf, { params: { id: done.id }, query: {} });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it("has Maya's conversation with NorthBuild (her number hidden, an answer unread) that Riverside can read", async () => {
    const maya = await signIn(t.app, DEMO_ACCOUNTS.maya.email, DEMO_PASSWORD);
    const list = (await sendTo(t.app, maya, messagesEndpoints.list)).json() as ThreadListResponse;
    expect(list.unreadThreads).toBe(1);
    expect(list.threads).toEqual([expect.objectContaining({ jobTitle: 'Carpentry Apprentice', unread: 1, open: true })]);
    const thread = (await sendTo(t.app, maya, messagesEndpoints.get, { params: { id: list.threads[0]!.id } })).json() as ThreadResponse;
    expect(thread.schoolName).toBe('Riverside Secondary School');
    expect(thread.messages.map((message) => message.masked)).toEqual([false, true, false]);
    const riverside = await signIn(t.app, DEMO_ACCOUNTS.riverside.email, DEMO_PASSWORD);
    const read = await sendTo(t.app, riverside, messagesEndpoints.get, { params: { id: thread.id } });
    expect(read.statusCode, read.body).toBe(200);
  });

  it('loads only once', async () => {
    await loadDemoData(t.database.db, t.app.deps.auth);
    const [admins] = await t.database.db.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
    expect(admins?.n).toBe(1);
  });
});
