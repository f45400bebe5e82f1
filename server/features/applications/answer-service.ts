import type { z } from 'zod';
import type { interviewAnswerBody, offerAnswerBody } from '@common/contracts/application-answers';
import type { StudentApplication } from '@common/contracts/jobs';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx } from '../../db/client';
import { applications } from '../../db/schema';
import { runUnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../errors/app-error';
import { findStudentApplication } from '../jobs/student-application-repository';
import { notifyStudentAnswered } from '../notifications/triggers';
import { startPlacement } from '../placements/placement-start';
import { findInterview, writeInterviewResponse, writeOfferAnswer } from './answer-repository';
import { withdrawOtherApplications } from './withdraw-others';

// A student answers what the employer told them (docs/product/applications.md): an interview
// invitation (accept, or ask to move it) or an offer (accept or decline). The employer is told at
// once, in the answer's transaction.

/** The student's own application, locked: the status they were told. Null when it is not theirs. */
async function lockOwn(tx: DbOrTx, studentId: string, id: string) {
  const [row] = await tx
    .select({ status: applications.status })
    .from(applications)
    .where(and(eq(applications.id, id), eq(applications.studentId, studentId)))
    .for('update');
  return row ?? null;
}

/**
 * Accepts the interview the student was told of, or asks to move it (with a note of when suits
 * them). Only an interview waiting for their answer: told, and not answered since it was last
 * set (a moved interview waits again). Null when the application is not theirs.
 */
export async function answerInterview(
  deps: AppDeps,
  studentId: string,
  id: string,
  body: z.output<typeof interviewAnswerBody>,
): Promise<StudentApplication | null> {
  return runUnitOfWork(deps, async (work) => {
    const own = await lockOwn(work.tx, studentId, id);
    if (!own) return null;
    const interview = own.status === 'interview' ? await findInterview(work.tx, id) : null;
    if (!interview || interview.response !== 'awaiting') throw new AppError('CONFLICT', 'applications.noInterviewWaiting');
    const accepted = body.answer === 'accept';
    await writeInterviewResponse(work.tx, id, accepted ? 'accepted' : 'reschedule_requested', body.note);
    await notifyStudentAnswered(deps, id, accepted ? 'interview_accepted' : 'interview_reschedule', body.note, work);
    return findStudentApplication(work.tx, studentId, id);
  });
}

/**
 * Accepts the offer the student was told of (the application is accepted: its placement starts as a
 * draft, server/features/placements/placement-start.ts), withdrawing their other open applications
 * when asked (`withdrawOthers`), or declines it, with an optional note. Null when the application is not theirs.
 */
export async function answerOffer(
  deps: AppDeps,
  studentId: string,
  id: string,
  body: z.output<typeof offerAnswerBody>,
): Promise<StudentApplication | null> {
  return runUnitOfWork(deps, async (work) => {
    const own = await lockOwn(work.tx, studentId, id);
    if (!own) return null;
    if (own.status !== 'offered') throw new AppError('CONFLICT', 'applications.noOfferWaiting');
    await writeOfferAnswer(work.tx, id, body.answer, body.note);
    // The placement and its agreement start with the acceptance (docs/product/placements.md#from-offer-to-placement).
    if (body.answer === 'accept') await startPlacement(deps, id, work);
    // Asked for with the acceptance: the student's other open applications are withdrawn with it.
    if (body.answer === 'accept' && body.withdrawOthers) await withdrawOtherApplications(deps, work, studentId, id);
    await notifyStudentAnswered(deps, id, body.answer === 'accept' ? 'offer_accepted' : 'offer_declined', body.note, work);
    return findStudentApplication(work.tx, studentId, id);
  });
}
