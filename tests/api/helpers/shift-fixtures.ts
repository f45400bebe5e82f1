import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PlacementTerms } from '@common/contracts/placements';
import type { PlacementStatus, ShiftStatus } from '@common/enums';
import { minutesOfDay } from '@common/placement-schedule';
import { mailMessages, placements, placementShifts, users } from '@server/db/schema';
import { emptyTerms } from '@server/features/placements/placement-terms';
import { createApplication, createJob } from '@server/seed/factories';
import { createPersona, type Persona } from './personas';
import { createInstitution, createLinkedStudent } from './school-fixtures';

// Placements with hours for the tests of the hours log, the supervisor's links, the end of a
// placement and the school's views (docs/product/placement-hours.md): a placement written straight to
// the database in the state asked (Crumbs Bakery's workplace in Ontario), shifts inserted as the
// student's log would write them, and the token of a link the supervisor was e-mailed (the outbox).

export interface HoursFixture {
  id: string;
  student: Persona;
  employer: Persona;
  school: Persona | null;
  supervisorEmail: string;
}

export interface PlacementParties {
  student: Persona;
  employer: Persona;
  school: Persona | null;
}

/** Crumbs Bakery's agreement in Ontario (the workplace's province sets its calendar and rules), with `overrides`. */
export function bakeryTerms(overrides: Partial<PlacementTerms> = {}, legalName = 'Crumbs Bakery Inc.'): PlacementTerms {
  const base = emptyTerms();
  return { ...base, workplace: { ...base.workplace, legalName, country: 'Canada', region: 'Ontario' }, ...overrides };
}

/** A fresh employer, a fresh school in Toronto (unless `withSchool` is false) and one of its students. */
export async function freshParties(app: FastifyInstance, options: { withSchool?: boolean; schoolName?: string } = {}): Promise<PlacementParties> {
  const employer = await createPersona(app, 'employer');
  const school = options.withSchool === false ? null : await createInstitution(app, 'Toronto', options.schoolName ?? 'Lakeside Secondary');
  const student = await createLinkedStudent(app, school?.profileId ?? null);
  return { student, employer, school };
}

/**
 * The accepted application of `student` to a fresh posting of `employer` and the placement it became,
 * in `status` (active unless told) with `terms`, under the school given; its id.
 */
export async function insertPlacement(
  app: FastifyInstance,
  parties: { student: Persona; employer: Persona; institutionId: string | null },
  options: { terms: PlacementTerms; status?: PlacementStatus; jobTitle?: string },
): Promise<string> {
  const { db } = app.deps;
  const job = await createJob(db, parties.employer.userId!, { title: options.jobTitle ?? 'Bakery Helper', companyName: 'Crumbs' });
  const application = await createApplication(db, job.id, parties.student.userId!, { status: 'accepted', answeredAt: new Date() });
  const [row] = await db
    .insert(placements)
    .values({
      applicationId: application.id,
      studentId: parties.student.userId!,
      employerId: parties.employer.userId!,
      institutionId: parties.institutionId,
      status: options.status ?? 'active',
      terms: options.terms,
    })
    .returning({ id: placements.id });
  return row!.id;
}

let supervisors = 0;

/** A supervisor's address no other test's placement names. */
export function freshSupervisorEmail(): string {
  supervisors += 1;
  return `sam.${supervisors}.${Date.now()}@crumbs.test`;
}

/** The supervisor every fixture's agreement names, at `email`. */
export const bakerySupervisor = (email: string) => ({ name: 'Sam Baker', role: 'Head baker', email, phone: '416 555 0101' });

/**
 * A placement in `status` (active unless told) between fresh parties, from 5 July to 13 August 2027,
 * on Mondays and Wednesdays from 9 to 3 unless `withSchedule` is false; its supervisor's address is its own.
 */
export async function hoursPlacement(
  app: FastifyInstance,
  options: {
    status?: PlacementStatus;
    withSchool?: boolean;
    startDate?: string;
    endDate?: string;
    withSchedule?: boolean;
    employerLanguage?: 'en' | 'fr';
  } = {},
): Promise<HoursFixture> {
  const parties = await freshParties(app, options);
  if (options.employerLanguage) {
    await app.deps.db.update(users).set({ language: options.employerLanguage }).where(eq(users.id, parties.employer.userId!));
  }
  const supervisorEmail = freshSupervisorEmail();
  const terms = bakeryTerms({
    startDate: options.startDate ?? '2027-07-05',
    endDate: options.endDate ?? '2027-08-13',
    schedule:
      options.withSchedule === false
        ? null
        : {
            days: [
              { weekday: 1, start: '09:00', end: '15:00', breakMinutes: 30 },
              { weekday: 3, start: '09:00', end: '15:00', breakMinutes: 30 },
            ],
          },
    weeklyHours: options.withSchedule === false ? 12 : null,
    supervisor: bakerySupervisor(supervisorEmail),
  });
  const id = await insertPlacement(app, { ...parties, institutionId: parties.school?.profileId ?? null }, { terms, status: options.status });
  return { id, ...parties, supervisorEmail };
}

/**
 * The token of the link in the newest e-mail of `kind` to `to`, whose page is `pagePath`
 * (SUPERVISOR_HOURS_PAGE_PATH, SUPERVISOR_EVALUATION_PAGE_PATH): what the supervisor opens.
 */
export async function mailedLinkToken(app: FastifyInstance, mail: { to: string; kind: string; pagePath: string }): Promise<string> {
  const [message] = await app.deps.db
    .select({ text: mailMessages.textBody })
    .from(mailMessages)
    .where(and(eq(mailMessages.toAddress, mail.to), eq(mailMessages.kind, mail.kind)))
    .orderBy(desc(mailMessages.createdAt))
    .limit(1);
  const token = new RegExp(`${app.deps.config.publicUrl}${mail.pagePath}/([A-Za-z0-9_-]+)`).exec(message?.text ?? '')?.[1];
  if (!token) throw new Error(`no ${mail.kind} link e-mailed to ${mail.to}`);
  return token;
}

/** A shift as the student logs it (`logged` unless told), its minutes the span less the break unless given. */
export async function insertShift(
  app: FastifyInstance,
  placementId: string,
  shift: {
    workDate: string;
    startTime?: string;
    endTime?: string;
    breakMinutes?: number;
    /** The minutes counted, when not the span less the break. */
    minutes?: number;
    activities?: string;
    status?: ShiftStatus;
  },
): Promise<string> {
  const startTime = shift.startTime ?? '09:00';
  const endTime = shift.endTime ?? '15:00';
  const breakMinutes = shift.breakMinutes ?? 30;
  const [row] = await app.deps.db
    .insert(placementShifts)
    .values({
      placementId,
      workDate: shift.workDate,
      startTime,
      endTime,
      breakMinutes,
      minutes: shift.minutes ?? minutesOfDay(endTime)! - minutesOfDay(startTime)! - breakMinutes,
      activities: shift.activities ?? 'Shaped loaves and served at the counter.',
      status: shift.status ?? 'logged',
    })
    .returning({ id: placementShifts.id });
  return row!.id;
}
