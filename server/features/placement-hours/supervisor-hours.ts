import { and, asc, eq } from 'drizzle-orm';
import type { SupervisorHoursResponse, supervisorHoursAnswerBody } from '@common/contracts/placement-hours';
import { personName } from '@common/text';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx } from '../../db/client';
import { applications, jobs, placements, placementShifts, supervisorLinks, users } from '../../db/schema';
import { runUnitOfWork } from '../../db/unit-of-work';
import { AppError, invalidField } from '../../errors/app-error';
import { msg } from '../../errors/message';
import { notifyPlacementStep } from '../notifications/placement-triggers';
import { openSupervisorLink, useSupervisorLink, type SupervisorLink } from './supervisor-links';
import { plannedDaysBetween } from './week-planned-days';

// The supervisor's hours link (docs/product/placement-hours.md#the-supervisor-needs-no-account): what
// it shows (the placement in a few words, the planned days, the shifts its e-mail listed) and its one
// answer. A link only ever reads and answers its own placement's shifts: those that name it.

type HoursAnswer = z.output<typeof supervisorHoursAnswerBody>;

const answeredOn = (link: SupervisorLink) =>
  new AppError('CONFLICT', msg('supervisorLinks.answered', { date: link.usedAt!.toISOString().slice(0, 10) }));

/** The shifts a link's e-mail listed (its own placement's only), oldest first. */
function shiftsOfLink(db: DbOrTx, link: SupervisorLink) {
  return db
    .select()
    .from(placementShifts)
    .where(and(eq(placementShifts.supervisorLinkId, link.id), eq(placementShifts.placementId, link.placementId)))
    .orderBy(asc(placementShifts.workDate));
}

/** GET /api/supervisor/hours/:token. */
export async function readSupervisorHours(deps: Pick<AppDeps, 'db'>, token: string, now = new Date()): Promise<SupervisorHoursResponse> {
  const link = await openSupervisorLink(deps.db, token, 'hours', now);
  const [placement] = await deps.db
    .select({
      terms: placements.terms,
      jobTitle: jobs.title,
      companyName: jobs.companyName,
      firstName: users.firstName,
      lastName: users.lastName,
      accountName: users.name,
    })
    .from(placements)
    .innerJoin(applications, eq(applications.id, placements.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, placements.studentId))
    .where(eq(placements.id, link.placementId));
  const { terms } = placement!;
  const shifts = await shiftsOfLink(deps.db, link);
  return {
    placement: {
      jobTitle: placement!.jobTitle,
      studentName: personName(placement!) || placement!.accountName,
      employerName: terms.workplace.legalName ?? placement!.companyName,
      startDate: terms.startDate ?? '',
      endDate: terms.endDate ?? '',
      supervisorName: terms.supervisor.name ?? '',
    },
    periodStart: link.periodStart,
    periodEnd: link.periodEnd,
    planned: link.periodStart && link.periodEnd ? plannedDaysBetween(terms, link.periodStart, link.periodEnd) : [],
    shifts: shifts.map((shift) => ({
      id: shift.id,
      workDate: shift.workDate,
      startTime: shift.startTime,
      endTime: shift.endTime,
      breakMinutes: shift.breakMinutes,
      minutes: shift.minutes,
      activities: shift.activities,
      flags: shift.flags,
    })),
    answeredAt: link.usedAt?.toISOString() ?? null,
  };
}

/**
 * POST /api/supervisor/hours/:token: every listed shift answered exactly once (one left out, one
 * answered twice, or one the link does not list: 400 naming it), the link used up in the same
 * transaction (a second answer: 409). Only shifts still awaiting the supervisor change: one the
 * coordinator verified meanwhile stays as it is. A correction disputes the shift and tells the student
 * and the school (with no school, the employer).
 */
export async function answerSupervisorHours(deps: AppDeps, token: string, body: HoursAnswer, now = new Date()): Promise<{ answeredAt: string }> {
  return runUnitOfWork(deps, async (work) => {
    const link = await openSupervisorLink(work.tx, token, 'hours', now);
    if (link.usedAt) throw answeredOn(link);
    const shifts = await shiftsOfLink(work.tx, link).for('update');
    const byId = new Map(shifts.map((shift) => [shift.id, shift]));
    const answered = new Set<string>();
    for (const [i, answer] of body.answers.entries()) {
      if (!byId.has(answer.shiftId)) throw invalidField(`answers.${i}.shiftId`, 'supervisorLinks.shiftNotListed');
      if (answered.has(answer.shiftId)) throw invalidField(`answers.${i}.shiftId`, 'supervisorLinks.shiftAnsweredTwice');
      answered.add(answer.shiftId);
    }
    const missing = shifts.find((shift) => !answered.has(shift.id));
    if (missing) throw invalidField('answers', msg('supervisorLinks.shiftMissing', { date: missing.workDate }));

    if (!(await useSupervisorLink(work.tx, link.id, now))) {
      // Another answer got there first: say when.
      const [again] = await work.tx.select({ usedAt: supervisorLinks.usedAt }).from(supervisorLinks).where(eq(supervisorLinks.id, link.id));
      throw answeredOn({ ...link, usedAt: again?.usedAt ?? now });
    }

    let disputed = false;
    for (const answer of body.answers) {
      if (byId.get(answer.shiftId)!.status !== 'awaiting_supervisor') continue;
      const note = answer.note ?? null;
      const change =
        answer.answer === 'confirm'
          ? { status: 'verified' as const, verifiedBy: 'supervisor' as const, verifiedAt: now }
          : answer.answer === 'correct'
            ? {
                status: 'disputed' as const,
                correctedStartTime: answer.correction!.startTime,
                correctedEndTime: answer.correction!.endTime,
                correctedBreakMinutes: answer.correction!.breakMinutes,
                supervisorNote: note,
              }
            : { status: 'absent' as const, supervisorNote: note };
      disputed ||= change.status === 'disputed';
      await work.tx
        .update(placementShifts)
        .set({ ...change, updatedAt: now })
        .where(and(eq(placementShifts.id, answer.shiftId), eq(placementShifts.status, 'awaiting_supervisor')));
    }
    if (disputed) {
      const [placement] = await work.tx
        .select({ institutionId: placements.institutionId })
        .from(placements)
        .where(eq(placements.id, link.placementId));
      await notifyPlacementStep(deps, link.placementId, 'hours_disputed', ['student', placement?.institutionId ? 'institution' : 'employer'], work, {
        about: link.id,
      });
    }
    return { answeredAt: now.toISOString() };
  });
}
