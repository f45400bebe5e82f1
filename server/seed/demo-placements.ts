import { and, eq, isNull } from 'drizzle-orm';
import { OFFER_ANSWER_DAYS } from '@common/constants';
import type { PlacementTerms } from '@common/contracts/placements';
import type { AppDeps } from '../app-deps';
import type { Db } from '../db/client';
import { applications, institutionProfiles, jobs, placements, placementSignatures, studentProfiles, users } from '../db/schema';
import { emptyTerms } from '../features/placements/placement-terms';
import { sendForSignature } from '../features/placements/send-for-signature';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { loadDemoHours } from './demo-placement-end';
import { attachDemoFiles } from './demo-placement-files';
import { DEMO_SIGNING_CLIENT, insertDemoPlacement, insertFirstVersion, NORTHBUILD_SUPERVISOR, NORTHBUILD_WORKPLACE } from './demo-placement-rows';

// The demo's placements (docs/product/placements.md), so that a visitor can try each step at once:
// Maya's accepted offer from Maple Market waits for Riverside to complete and validate the agreement
// (sign in as office@riverside.test); Sam's apprenticeship at NorthBuild (no school: Sam is a graduated
// youth) is out for signature, NorthBuild has signed and it waits for Sam. Maya's offer from NorthBuild
// waits for her answer with its answer-by date, and the accept dialog offers to withdraw her others.
// Leo (16, no school) has a placement at Maple Market whose agreement Maple Market sends once the app
// is built (sendDemoAgreements): his parent's invitation is then in the outbox, with its link, and
// the code comes by SMS (the SMS outbox). Plain inserts consistent with the tables, as the rest of the
// demo data (loaded once; demo-placement-rows.ts); the agreements' texts come from the real builder.

const DAY_MS = 86_400_000;
const day = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);

function filledTerms(
  now: Date,
  values: { legalName: string; address: string; city: string; region: string; postalCode: string; supervisor: PlacementTerms['supervisor'] },
): PlacementTerms {
  const { legalName, address, city, region, postalCode, supervisor } = values;
  return {
    ...emptyTerms(),
    workplace: { legalName, address, city, country: 'Canada', region, postalCode },
    startDate: day(now, 21),
    endDate: day(now, 63),
    schedule: {
      days: [
        { weekday: 2, start: '16:00', end: '19:00', breakMinutes: 0 },
        { weekday: 6, start: '10:00', end: '16:00', breakMinutes: 30 },
      ],
    },
    tasks: 'Help in the kitchen and at the counter: wash up, stock the shelves, serve customers.',
    learningGoals: 'Food safety, working to a schedule, serving customers politely.',
    supervisor,
    hazards: 'Hot water and surfaces; wet floors; lifting boxes of up to 10 kg.',
    protectiveEquipment: 'Non-slip shoes, gloves for the dishwasher.',
    // No files: the demo stores none (the employer attaches them on the placement's page).
    insurance: { coveredBy: 'employer', details: 'WorkSafeBC coverage through the employer', certificate: null },
    emergencyContact: { name: 'Front desk', phone: '+16045550142' },
  };
}

/** Maple Market's shop, where Maya's and Leo's placements are. */
const MAPLE_MARKET_WORKPLACE = {
  legalName: 'Maple Market Ltd.',
  address: '12 Main Street',
  city: 'Vancouver',
  region: 'British Columbia',
  postalCode: 'V6A 1A1',
};

/** Leo's parent, whom the agreement names and invites to sign (the code goes to this phone). */
export const DEMO_GUARDIAN = { name: 'Nadia Martin', email: 'nadia.martin@family.test', phone: '+14165550177' } as const;

/** Maya's parent, as Riverside's roster names him: her placement's agreement starts with him (server/features/placements/placement-start.ts). */
export const MAYA_GUARDIAN = { name: 'Wei Chen', email: 'wei.chen@example.org', phone: '+14165550123' } as const;

/**
 * A birth date `years` (and a half) before now: the student's age on the start date three weeks on.
 * The demo students' profiles use it too, so a profile and its agreement agree.
 */
export const bornYearsAgo = (now: Date, years: number) => {
  const born = new Date(now);
  born.setUTCFullYear(born.getUTCFullYear() - years, born.getUTCMonth() - 6);
  return born.toISOString().slice(0, 10);
};

const jobIdOf = async (db: Db, title: string) => {
  const [row] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.title, title));
  if (!row) throw new Error(`The demo posting "${title}" is missing`);
  return row.id;
};

/** Loads the demo placements (after the demo applications); `riversideId` is Riverside's profile id. */
export async function loadDemoPlacements(
  db: Db,
  ids: { maya: string; leo: string; sam: string; riversideId: string; northbuild: string; maple: string },
  now = new Date(),
): Promise<void> {
  // Maya's offer from NorthBuild, told 4 days ago: 3 days left to answer.
  await db
    .update(applications)
    .set({ offerAnswerDueAt: new Date(now.getTime() + (OFFER_ANSWER_DAYS - 4) * DAY_MS) })
    .where(and(eq(applications.studentId, ids.maya), eq(applications.status, 'offered')));

  // Maya accepted Maple Market's offer; Maple Market filled in its part: Riverside's step. Prefilled
  // as accepting the offer does it (placement-start.ts): Riverside's contact as the coordinator, Maya's
  // birth date, her parent from Riverside's roster; Riverside checks them and validates.
  const sentAt = new Date(now.getTime() - 25 * DAY_MS);
  const [riverside] = await db
    .select({ name: institutionProfiles.contactPerson, email: institutionProfiles.contactEmail, phone: institutionProfiles.contactPhone })
    .from(institutionProfiles)
    .where(eq(institutionProfiles.id, ids.riversideId));
  const [mayasProfile] = await db
    .select({ dateOfBirth: studentProfiles.dateOfBirth })
    .from(studentProfiles)
    .where(eq(studentProfiles.userId, ids.maya));
  await insertDemoPlacement(db, {
    jobId: await jobIdOf(db, 'Dishwasher'),
    studentId: ids.maya,
    employerId: ids.maple,
    institutionId: ids.riversideId,
    status: 'employer_completed',
    terms: {
      ...filledTerms(now, {
        ...MAPLE_MARKET_WORKPLACE,
        supervisor: { name: 'Tom Reid', role: 'Cafe manager', email: 'tom@maplemarket.test', phone: '+16045550141' },
      }),
      coordinator: riverside ?? emptyTerms().coordinator,
      studentDateOfBirth: mayasProfile?.dateOfBirth ?? null,
      guardian: { ...MAYA_GUARDIAN },
    },
    application: { sentAt, offeredAfterDays: 3, offerNote: 'Tuesday evenings and Saturdays, starting in three weeks.' },
  });

  // Sam's apprenticeship at NorthBuild (accepted in the demo applications): out for signature, NorthBuild signed.
  const [sams] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.studentId, ids.sam), eq(applications.status, 'accepted')));
  if (!sams) throw new Error("Sam's accepted demo application is missing");
  const terms = {
    ...filledTerms(now, { ...NORTHBUILD_WORKPLACE, supervisor: NORTHBUILD_SUPERVISOR }),
    startDate: day(now, 21),
    endDate: day(now, 63),
    studentDateOfBirth: bornYearsAgo(now, 19),
  };
  const [placement] = await db
    .insert(placements)
    .values({ applicationId: sams.id, studentId: ids.sam, employerId: ids.northbuild, institutionId: null, status: 'signing', terms })
    .returning({ id: placements.id });
  const sentForSignature = new Date(now.getTime() - 2 * 3_600_000);
  const { textHash } = await insertFirstVersion(db, placement!.id, terms, { sentAt: sentForSignature });
  await db.insert(placementSignatures).values([
    { placementId: placement!.id, version: 1, party: 'student', createdAt: sentForSignature },
    {
      placementId: placement!.id,
      version: 1,
      party: 'employer',
      status: 'signed',
      signerUserId: ids.northbuild,
      signerName: 'Priya Shah',
      method: 'account',
      ...DEMO_SIGNING_CLIENT,
      textHash,
      answeredAt: new Date(sentForSignature.getTime() + 3_600_000),
      createdAt: sentForSignature,
    },
  ]);

  // Leo (16 on the start date, a minor in British Columbia, no school) accepted Maple Market's gift-wrapping job; Maple Market
  // filled in its part and named his parent: ready to send (sendDemoAgreements sends it).
  const leoTerms = filledTerms(now, {
    ...MAPLE_MARKET_WORKPLACE,
    supervisor: { name: 'Tom Reid', role: 'Store manager', email: 'tom@maplemarket.test', phone: '+16045550141' },
  });
  await insertDemoPlacement(db, {
    jobId: await jobIdOf(db, 'Holiday Gift Wrapper'),
    studentId: ids.leo,
    employerId: ids.maple,
    institutionId: null,
    status: 'employer_completed',
    terms: { ...leoTerms, studentDateOfBirth: bornYearsAgo(now, 16), guardian: { ...DEMO_GUARDIAN } },
    application: { sentAt, offeredAfterDays: 2, offerNote: 'Tuesday evenings and Saturdays in December.' },
  });
}

/**
 * Sends the demo agreements waiting to go out, as their employer would (the real sendForSignature:
 * its version text, pending signatures, notices, and the parent's invitation by inviteGuardian in
 * its unit of work), each with its employer's files attached (demo-placement-files.ts; Maya's too, so
 * Riverside can send hers). Needs the app's storage, mailer, SMS and public URL: called once the app is built, after
 * the demo data was loaded (server/main.ts). Leo's agreement: his parent's e-mail is then in the outbox.
 * Then Maya's co-op hours (loadDemoHours): the supervisor's e-mail with its link is in the outbox too.
 */
export async function sendDemoAgreements(deps: AppDeps): Promise<void> {
  const waiting = await deps.db
    .select({ id: placements.id, employerId: placements.employerId })
    .from(placements)
    .innerJoin(users, eq(users.id, placements.studentId))
    .where(and(eq(users.email, DEMO_ACCOUNTS.leo.email), eq(placements.status, 'employer_completed'), isNull(placements.institutionId)));
  // Maya's agreement waits for Riverside: its employer's files are attached, so Riverside can send it once validated.
  const mayas = await deps.db
    .select({ id: placements.id, employerId: placements.employerId })
    .from(placements)
    .innerJoin(users, eq(users.id, placements.studentId))
    .where(and(eq(users.email, DEMO_ACCOUNTS.maya.email), eq(placements.status, 'employer_completed')));
  for (const placement of mayas) await attachDemoFiles(deps, placement.id, placement.employerId, 'Maple Market Ltd.');
  for (const placement of waiting) {
    await attachDemoFiles(deps, placement.id, placement.employerId, 'Maple Market Ltd.');
    await sendForSignature(deps, { id: placement.employerId, role: 'employer' }, placement.id, 'en');
  }
  // Maya's co-op hours: logged, e-mailed to the supervisor and answered by the real code (demo-placement-end.ts).
  await loadDemoHours(deps);
}
