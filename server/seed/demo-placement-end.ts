import { and, eq, inArray } from 'drizzle-orm';
import type { SignerParty } from '@common/enums';
import type { CompetencyRatings } from '@common/contracts/placement-closure';
import { SUPERVISOR_HOURS_PAGE_PATH } from '@common/placement-paths';
import type { AppDeps } from '../app-deps';
import type { Db } from '../db/client';
import {
  institutionProfiles,
  mailMessages,
  placementClosures,
  placements,
  placementShifts,
  placementSignatures,
  studentProfiles,
  supervisorLinks,
} from '../db/schema';
import { issueCertificate } from '../features/certificates/issue-certificate';
import { runHoursSchedule } from '../features/placement-hours/hours-schedule-run';
import { logShift, workplaceToday } from '../features/placement-hours/shift-service';
import { answerSupervisorHours } from '../features/placement-hours/supervisor-hours';
import { SUPERVISOR_HOURS_KIND } from '../features/placement-hours/supervisor-hours-mail';
import { hashSupervisorToken } from '../features/placement-hours/supervisor-links';
import { emptyTerms } from '../features/placements/placement-terms';
import { issueRecord } from '../features/verify/public-records';
import {
  DEMO_SIGNING_CLIENT,
  insertDemoPlacement,
  insertFirstVersion,
  NORTHBUILD_SUPERVISOR,
  NORTHBUILD_WORKPLACE,
  type DemoAgreementTerms,
} from './demo-placement-rows';
import { createJob } from './factories';

// The end of a placement in the demo (docs/product/placement-hours.md), so a visitor can try it at once:
// - Maya (16, Riverside) is three weeks into a co-op at NorthBuild, signed by all four parties. Her
//   first week was confirmed by the supervisor, but for one day corrected with a note (disputed), and
//   Riverside approved one day; the second week's e-mail went unanswered for a week (Riverside's
//   overdue list, and its bell); last week's e-mail (a long Saturday flagged) went out this Monday:
//   its link, in the outbox, is the supervisor's page. The hours are logged, e-mailed and answered by
//   the real code with the clock moved (loadDemoHours, once the app is built).
// - Sam (19, no school) did a four-week pre-apprenticeship at NorthBuild before his apprenticeship:
//   completed, evaluated, reflected on, its certificate issued (the real issueCertificate), so
//   /verify/{reference} shows a valid certificate naming no school and his placement page offers the PDF.
// Both postings are closed; both applications were sent more than 90 days ago, so NorthBuild's
// response rate is what the other demo applications make it.

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const addDays = (isoDay: string, days: number) => new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** 12:00 UTC on a day: the same calendar day in Toronto (07:00 or 08:00). */
const noonOf = (isoDay: string) => new Date(`${isoDay}T12:00:00Z`);

/** Maya's parent, whom her agreement names (the school's part). */
const MAYA_GUARDIAN = { name: 'Wei Chen', email: 'wei.chen@family.test', phone: '+14165550163' };
const RIVERSIDE_COORDINATOR = { name: 'Rita Gomez', email: 'office@riverside.test', phone: '+14165550110' };

/** The Monday of the ISO week of `isoDay`. */
function mondayOf(isoDay: string): string {
  const weekday = new Date(`${isoDay}T00:00:00Z`).getUTCDay() || 7;
  return addDays(isoDay, 1 - weekday);
}

/** Maya's co-op dates: it started on the Monday three weeks before this one (Toronto's calendar). */
export function demoCoopDates(now: Date) {
  const thisMonday = mondayOf(workplaceToday('Ontario', now));
  return { thisMonday, startDate: addDays(thisMonday, -21), endDate: addDays(thisMonday, 32) };
}

interface Signed {
  placementId: string;
  terms: DemoAgreementTerms;
  signerIds: Partial<Record<SignerParty, string>>;
  signerNames: Partial<Record<SignerParty, string>>;
  sentAt: Date;
  signedAt: Date;
}

/** Version 1 sent and signed by every required party, with its public record, as signing it would leave it. */
async function signAgreement(db: Db, signed: Signed): Promise<void> {
  const { placementId, terms, sentAt, signedAt } = signed;
  const reference = await issueRecord(db, 'placement_agreement', {
    employerLegalName: terms.workplace.legalName ?? '',
    startDate: terms.startDate,
    endDate: terms.endDate,
    version: 1,
    signedAt: signedAt.toISOString(),
  });
  const { textHash, requiredParties } = await insertFirstVersion(db, placementId, terms, { sentAt, signedAt, reference });
  await db.insert(placementSignatures).values(
    requiredParties.map((party, i) => ({
      placementId,
      version: 1,
      party,
      status: 'signed',
      signerUserId: party === 'guardian' ? null : (signed.signerIds[party] ?? null),
      signerName: signed.signerNames[party] ?? null,
      method: party === 'guardian' ? 'link_and_code' : 'account',
      ...(party === 'guardian' ? { codeChannel: 'sms', codeSentTo: MAYA_GUARDIAN.phone } : {}),
      ...DEMO_SIGNING_CLIENT,
      textHash,
      // One after the other; the last one completed the agreement.
      answeredAt: new Date(signedAt.getTime() - (requiredParties.length - 1 - i) * HOUR_MS),
      createdAt: sentAt,
    })),
  );
}

/** The student's date of birth as their demo profile states it, so the agreement and the profile agree. */
async function dateOfBirthOf(db: Db, studentId: string): Promise<string> {
  const [profile] = await db.select({ dateOfBirth: studentProfiles.dateOfBirth }).from(studentProfiles).where(eq(studentProfiles.userId, studentId));
  if (!profile?.dateOfBirth) throw new Error('A demo student has no date of birth');
  return profile.dateOfBirth;
}

/** Loads both placements (after the demo placements); `riversideId` is Riverside's profile id. */
export async function loadDemoPlacementEnds(
  db: Db,
  ids: { maya: string; sam: string; riversideId: string; riversideUser: string; northbuild: string },
  now = new Date(),
): Promise<void> {
  const nb = { companyName: 'NorthBuild Trades', location: '88 King Street', city: 'Toronto' };

  // Maya's co-op, through Riverside: applied 100 days ago, accepted, signed, active since three Mondays ago.
  const coop = await createJob(db, ids.northbuild, {
    ...nb,
    title: 'Co-op Workshop Assistant',
    type: 'Work Experience (After School)',
    industry: 'Trades',
    duration: '8 weeks',
    description: 'A school co-op in our workshop: measuring and cutting, assembling cabinets, keeping the shop safe and tidy.',
    requirements: ['Through your school’s co-op program', 'Safety boots'],
    isHighSchoolOpportunity: true,
    // Its one place is filled.
    isActive: false,
    places: 1,
    minimumAge: 16,
  });
  const { startDate, endDate } = demoCoopDates(now);
  const coopTerms: DemoAgreementTerms = {
    ...emptyTerms(),
    workplace: NORTHBUILD_WORKPLACE,
    startDate,
    endDate,
    schedule: {
      days: [
        { weekday: 2, start: '12:30', end: '16:00', breakMinutes: 0 },
        { weekday: 4, start: '12:30', end: '16:00', breakMinutes: 0 },
        { weekday: 6, start: '09:00', end: '15:00', breakMinutes: 30 },
      ],
    },
    tasks: 'Measure and cut boards, assemble cabinets with a carpenter, sort materials, sweep the workshop.',
    learningGoals: 'Reading a cut list, using hand tools safely, working to a schedule with a team.',
    supervisor: NORTHBUILD_SUPERVISOR,
    hazards: 'Saws and sharp tools; dust; lifting boards of up to 15 kg.',
    protectiveEquipment: 'Safety boots, glasses and hearing protection (provided, but for the boots).',
    insurance: { coveredBy: 'school_board' as const, details: 'WSIB coverage for co-op students through the school board', certificate: null },
    emergencyContact: { name: 'Workshop office', phone: '+14165550188' },
    coordinator: RIVERSIDE_COORDINATOR,
    guardian: MAYA_GUARDIAN,
    studentDateOfBirth: await dateOfBirthOf(db, ids.maya),
  };
  const signedAt = new Date(Date.parse(`${startDate}T00:00:00Z`) - 20 * DAY_MS);
  const mayaSent = new Date(now.getTime() - 100 * DAY_MS);
  const mayas = await insertDemoPlacement(db, {
    jobId: coop.id,
    studentId: ids.maya,
    employerId: ids.northbuild,
    institutionId: ids.riversideId,
    status: 'active',
    terms: coopTerms,
    application: {
      sentAt: mayaSent,
      offeredAfterDays: 3,
      offerNote: 'Tuesday and Thursday afternoons and Saturday mornings, for eight weeks.',
      updatedAt: new Date(mayaSent.getTime() + 5 * DAY_MS),
    },
    createdAt: new Date(mayaSent.getTime() + 5 * DAY_MS),
    updatedAt: noonOf(startDate),
  });
  await signAgreement(db, {
    placementId: mayas,
    terms: coopTerms,
    signerIds: { student: ids.maya, employer: ids.northbuild, institution: ids.riversideUser },
    signerNames: { student: 'Maya Chen', employer: 'Priya Shah', institution: RIVERSIDE_COORDINATOR.name, guardian: MAYA_GUARDIAN.name },
    sentAt: new Date(signedAt.getTime() - 3 * DAY_MS),
    signedAt,
  });

  // Sam's pre-apprenticeship, no school: four weeks ending 57 days ago, its certificate issued three days later.
  const preApprenticeship = await createJob(db, ids.northbuild, {
    ...nb,
    title: 'Pre-Apprenticeship Site Helper',
    type: 'Apprenticeships',
    industry: 'Trades',
    duration: '4 weeks',
    description: 'Four weeks on our sites before an apprenticeship: site safety, tools and materials, working with a crew.',
    requirements: ['High school diploma', 'Safety boots'],
    isActive: false,
    applicationDeadline: new Date(now.getTime() - 110 * DAY_MS),
    payKind: 'paid',
    payAmountCents: 1750,
    payUnit: 'hour',
    payCurrency: 'CAD',
    hoursPerWeek: 22,
    places: 1,
    minimumAge: 18,
  });
  const samStart = mondayOf(addDays(workplaceToday('Ontario', now), -84));
  const samEnd = addDays(samStart, 25);
  const samTerms: DemoAgreementTerms = {
    ...emptyTerms(),
    workplace: NORTHBUILD_WORKPLACE,
    startDate: samStart,
    endDate: samEnd,
    schedule: { days: ([1, 3, 5] as const).map((weekday) => ({ weekday, start: '08:00', end: '16:00', breakMinutes: 30 })) },
    tasks: 'Carry and sort materials, clean up the site, help the electricians pull cable.',
    learningGoals: 'Site safety, the names and uses of tools, working with a crew.',
    supervisor: NORTHBUILD_SUPERVISOR,
    hazards: 'Ladders, power tools, dust and noise.',
    protectiveEquipment: 'Hard hat, safety boots, glasses, gloves and hearing protection.',
    insurance: { coveredBy: 'employer' as const, details: 'WSIB coverage through the employer', certificate: null },
    emergencyContact: { name: 'Site office', phone: '+14165550188' },
    studentDateOfBirth: await dateOfBirthOf(db, ids.sam),
  };
  const samSignedAt = new Date(Date.parse(`${samStart}T00:00:00Z`) - 10 * DAY_MS);
  const samSent = new Date(now.getTime() - 120 * DAY_MS);
  const sams = await insertDemoPlacement(db, {
    jobId: preApprenticeship.id,
    studentId: ids.sam,
    employerId: ids.northbuild,
    institutionId: null,
    status: 'completed',
    terms: samTerms,
    application: {
      sentAt: samSent,
      offeredAfterDays: 2,
      offerNote: 'Monday, Wednesday and Friday for four weeks.',
      updatedAt: new Date(samSent.getTime() + 4 * DAY_MS),
    },
    createdAt: new Date(samSent.getTime() + 4 * DAY_MS),
    updatedAt: noonOf(addDays(samEnd, 1)),
  });
  await signAgreement(db, {
    placementId: sams,
    terms: samTerms,
    signerIds: { student: ids.sam, employer: ids.northbuild },
    signerNames: { student: 'Sam Okafor', employer: 'Priya Shah' },
    sentAt: new Date(samSignedAt.getTime() - 2 * DAY_MS),
    signedAt: samSignedAt,
  });
  // Every planned day worked and confirmed by the supervisor the week after: 12 days of 7.5 hours.
  const days: string[] = [];
  for (let day = samStart; day <= samEnd; day = addDays(day, 1)) {
    if ([1, 3, 5].includes(new Date(`${day}T00:00:00Z`).getUTCDay())) days.push(day);
  }
  await db.insert(placementShifts).values(
    days.map((workDate) => ({
      placementId: sams,
      workDate,
      startTime: '08:00',
      endTime: '16:00',
      breakMinutes: 30,
      minutes: 450,
      activities: 'Site clean-up, carrying materials, helping the electricians pull cable.',
      status: 'verified' as const,
      verifiedBy: 'supervisor' as const,
      verifiedAt: noonOf(addDays(mondayOf(workDate), 8)),
      createdAt: noonOf(workDate),
      updatedAt: noonOf(addDays(mondayOf(workDate), 8)),
    })),
  );
  const ratings: CompetencyRatings = {
    punctuality: { rating: 5, comment: 'On site before the crew every day.' },
    teamwork: { rating: 4, comment: null },
    communication: { rating: 4, comment: 'Asks when unsure, which is what we want.' },
    initiative: { rating: 3, comment: 'Growing: by the last week he set up without being asked.' },
    safety: { rating: 5, comment: null },
  };
  const certifiedAt = noonOf(addDays(samEnd, 3));
  await db.insert(placementClosures).values({
    placementId: sams,
    evaluationRequestedAt: noonOf(addDays(samEnd, 1)),
    outcome: 'completed',
    ratings,
    wouldHostAgain: true,
    evaluatorName: NORTHBUILD_SUPERVISOR.name,
    evaluatedAt: noonOf(addDays(samEnd, 2)),
    reflection:
      'I learnt how a site runs: the safety talk every morning, where each tool lives, and how the electricians plan a day. ' +
      'Pulling cable made me sure I want the electrical apprenticeship.',
    agreesWithEvaluation: true,
    reflectedAt: new Date(certifiedAt.getTime() - HOUR_MS),
  });
  // With no school, the hourly run issues the certificate once everything is in: the same call.
  await db.transaction((tx) => issueCertificate(tx, sams, certifiedAt));
}

/** Maya's co-op placement's id. */
async function coopPlacementId(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ id: placements.id })
    .from(placements)
    .innerJoin(institutionProfiles, eq(institutionProfiles.id, placements.institutionId))
    .where(eq(placements.status, 'active'));
  return row?.id ?? null;
}

/** The open hours link of the week starting `monday`, by its token in the supervisor's e-mails (the outbox). */
async function hoursTokenOf(deps: AppDeps, placementId: string, monday: string): Promise<string> {
  const mails = await deps.db
    .select({ text: mailMessages.textBody })
    .from(mailMessages)
    .where(and(eq(mailMessages.kind, SUPERVISOR_HOURS_KIND), eq(mailMessages.toAddress, NORTHBUILD_SUPERVISOR.email)));
  const pattern = new RegExp(`${SUPERVISOR_HOURS_PAGE_PATH}/([\\w-]+)`, 'g');
  const tokens = mails.flatMap((mail) => [...(mail.text ?? '').matchAll(pattern)].map((match) => decodeURIComponent(match[1]!)));
  const [link] = await deps.db
    .select({ tokenHash: supervisorLinks.tokenHash })
    .from(supervisorLinks)
    .where(and(eq(supervisorLinks.placementId, placementId), eq(supervisorLinks.periodStart, monday)));
  const token = tokens.find((candidate) => hashSupervisorToken(candidate) === link?.tokenHash);
  if (!token) throw new Error(`No supervisor e-mail for the week of ${monday}`);
  return token;
}

/** Maya logs a week's days (Tuesday, Thursday, Saturday of the week starting `monday`), on the evening of each. */
async function logWeek(deps: AppDeps, studentId: string, placementId: string, monday: string, saturday: { end: string; activities: string }) {
  const week = [
    { offset: 1, startTime: '12:30', endTime: '16:00', breakMinutes: 0, activities: 'Sanded and assembled two kitchen cabinets with Marco.' },
    { offset: 3, startTime: '12:30', endTime: '16:00', breakMinutes: 0, activities: 'Cut boards to a cut list; swept and sorted the offcuts.' },
    { offset: 5, startTime: '09:00', endTime: saturday.end, breakMinutes: 30, activities: saturday.activities },
  ];
  for (const { offset, ...day } of week) {
    const workDate = addDays(monday, offset);
    await logShift(deps, studentId, placementId, { workDate, ...day }, new Date(`${workDate}T23:00:00Z`));
  }
}

/**
 * Maya's hours, through the real code with the clock moved (needs the app's mailer and public URL:
 * called by sendDemoAgreements once the app is built). Three weeks logged; the weekly run e-mails each
 * on the Monday after; the supervisor answers the first on the Tuesday (one day corrected), Riverside
 * approves a day; the second stays unanswered (overdue at this Monday's run); the third is this
 * Monday's e-mail, its link waiting in the outbox.
 */
export async function loadDemoHours(deps: AppDeps, now = new Date()): Promise<void> {
  const placementId = await coopPlacementId(deps.db);
  if (!placementId) return;
  const [placement] = await deps.db.select({ studentId: placements.studentId }).from(placements).where(eq(placements.id, placementId));
  const studentId = placement!.studentId;
  const { thisMonday, startDate: firstMonday } = demoCoopDates(now);
  const secondMonday = addDays(firstMonday, 7);
  const lastMonday = addDays(firstMonday, 14);

  // Week 1: logged, e-mailed on the second Monday, answered the next day.
  await logWeek(deps, studentId, placementId, firstMonday, {
    end: '15:00',
    activities: 'Safety induction, then helped build a workbench.',
  });
  await runHoursSchedule(deps, noonOf(secondMonday));
  const shifts = await deps.db
    .select({ id: placementShifts.id, workDate: placementShifts.workDate })
    .from(placementShifts)
    .where(eq(placementShifts.placementId, placementId));
  const thursday = addDays(firstMonday, 3);
  await answerSupervisorHours(
    deps,
    await hoursTokenOf(deps, placementId, firstMonday),
    {
      answers: shifts.map((shift) =>
        shift.workDate === thursday
          ? {
              shiftId: shift.id,
              answer: 'correct' as const,
              correction: { startTime: '13:15', endTime: '16:00', breakMinutes: 0 },
              note: 'Maya came in at 1:15 pm that day (her bus was late), not 12:30.',
            }
          : { shiftId: shift.id, answer: 'confirm' as const },
      ),
    },
    new Date(`${addDays(secondMonday, 1)}T19:00:00Z`),
  );
  // Riverside approved the first Tuesday (a plain update: the school's approval, as POST …/hours/approve writes it).
  const [riverside] = await deps.db
    .select({ userId: institutionProfiles.userId })
    .from(institutionProfiles)
    .innerJoin(placements, eq(placements.institutionId, institutionProfiles.id))
    .where(eq(placements.id, placementId));
  await deps.db
    .update(placementShifts)
    .set({ status: 'approved', approvedAt: noonOf(addDays(secondMonday, 2)), approvedByUserId: riverside!.userId })
    .where(
      and(
        eq(placementShifts.placementId, placementId),
        eq(placementShifts.status, 'verified'),
        inArray(placementShifts.workDate, [addDays(firstMonday, 1)]),
      ),
    );

  // Week 2: e-mailed on the third Monday, never answered.
  await logWeek(deps, studentId, placementId, secondMonday, {
    end: '15:00',
    activities: 'Glued up and clamped a tabletop; learnt to sharpen a chisel.',
  });
  await runHoursSchedule(deps, noonOf(lastMonday));

  // Week 3: a long Saturday (over Ontario's 8 hours a day: flagged), e-mailed this Monday; week 2 now overdue.
  await logWeek(deps, studentId, placementId, lastMonday, {
    end: '18:00',
    activities: 'Stayed on to help load a kitchen order for Monday’s install.',
  });
  const mondayRun = noonOf(thisMonday);
  await runHoursSchedule(deps, mondayRun < now ? mondayRun : now);
}
