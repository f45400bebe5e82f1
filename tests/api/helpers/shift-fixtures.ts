import type { FastifyInstance } from 'fastify';
import type { PlacementStatus, ShiftStatus } from '@common/enums';
import { minutesOfDay } from '@common/placement-schedule';
import { placements, placementShifts, users } from '@server/db/schema';
import { emptyTerms } from '@server/features/placements/placement-terms';
import { createApplication, createJob } from '@server/seed/factories';
import { eq } from 'drizzle-orm';
import { createPersona, type Persona } from './personas';
import { createInstitution, createLinkedStudent } from './school-fixtures';

// Placements with hours for the supervisor's tests (docs/product/placement-hours.md): a placement
// written straight to the database in the state asked (Ontario's workplace, a Monday and Wednesday
// schedule, its own supervisor's address), and shifts inserted as the student's log would write them.

export interface HoursFixture {
  id: string;
  student: Persona;
  employer: Persona;
  school: Persona | null;
  supervisorEmail: string;
}

let supervisors = 0;

/** A placement in `status` between fresh parties; its supervisor's address is its own. */
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
  const { db } = app.deps;
  const employer = await createPersona(app, 'employer');
  if (options.employerLanguage) await db.update(users).set({ language: options.employerLanguage }).where(eq(users.id, employer.userId!));
  const school = options.withSchool === false ? null : await createInstitution(app, 'Toronto', 'Lakeside Secondary');
  const student = await createLinkedStudent(app, school?.profileId ?? null);
  const job = await createJob(db, employer.userId!, { title: 'Bakery Helper', companyName: 'Crumbs' });
  const application = await createApplication(db, job.id, student.userId!, { status: 'accepted', answeredAt: new Date() });
  supervisors += 1;
  const supervisorEmail = `sam.${supervisors}.${Date.now()}@crumbs.test`;
  const base = emptyTerms();
  const terms = {
    ...base,
    workplace: { ...base.workplace, legalName: 'Crumbs Bakery Inc.', country: 'Canada' as const, region: 'Ontario' },
    startDate: options.startDate ?? '2027-07-05',
    endDate: options.endDate ?? '2027-08-13',
    schedule:
      options.withSchedule === false
        ? null
        : {
            days: [
              { weekday: 1 as const, start: '09:00', end: '15:00', breakMinutes: 30 },
              { weekday: 3 as const, start: '09:00', end: '15:00', breakMinutes: 30 },
            ],
          },
    weeklyHours: options.withSchedule === false ? 12 : null,
    supervisor: { name: 'Sam Baker', role: 'Head baker', email: supervisorEmail, phone: '416 555 0101' },
  };
  const [row] = await db
    .insert(placements)
    .values({
      applicationId: application.id,
      studentId: student.userId!,
      employerId: employer.userId!,
      institutionId: school?.profileId ?? null,
      status: options.status ?? 'active',
      terms,
    })
    .returning({ id: placements.id });
  return { id: row!.id, student, employer, school, supervisorEmail };
}

/** A shift as the student logs it (`logged` unless told), its minutes the span less the break. */
export async function insertShift(
  app: FastifyInstance,
  placementId: string,
  shift: { workDate: string; startTime?: string; endTime?: string; breakMinutes?: number; activities?: string; status?: ShiftStatus },
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
      minutes: minutesOfDay(endTime)! - minutesOfDay(startTime)! - breakMinutes,
      activities: shift.activities ?? 'Shaped loaves and served at the counter.',
      status: shift.status ?? 'logged',
    })
    .returning({ id: placementShifts.id });
  return row!.id;
}
