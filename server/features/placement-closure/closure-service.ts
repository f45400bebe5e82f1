import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { evaluationBody, PlacementClosureResponse, reflectionBody, SupervisorEvaluationResponse } from '@common/contracts/placement-closure';
import type { AppDeps } from '../../app-deps';
import type { RequestAuth } from '../../auth/session';
import { certificates, placementClosures, placementShifts } from '../../db/schema';
import { runUnitOfWork } from '../../db/unit-of-work';
import { AppError, notFound } from '../../errors/app-error';
import { msg, type Message } from '../../errors/message';
import type { PlainMessageKey } from '../../errors/messages/en';
import { notifyPlacementStep } from '../notifications/placement-triggers';
import { readOwnPlacement } from '../placements/placement-access';
import { readPlacement } from '../placements/placement-repository';
import { issueCertificate } from '../certificates/issue-certificate';
import { openSupervisorLink, useSupervisorLink } from '../placement-hours/supervisor-links';
import { verifiedMinutesOf } from '../placement-hours/verified-minutes';
import { closureResponse, endedWithoutShowing, missingParts, readClosure, type MissingPart } from './closure-repository';

// The end of a placement, its rules (docs/product/placement-hours.md#evaluation-and-reflection): the
// supervisor's evaluation through their link, the student's reflection, the school's sign-off, which
// approves the verified days and issues the certificate.

type Evaluation = z.output<typeof evaluationBody>;
type Reflection = z.output<typeof reflectionBody>;

const conflict = (key: Extract<PlainMessageKey, `closure.${string}`>) => new AppError('CONFLICT', key);

const MISSING_TEXT: Record<MissingPart, PlainMessageKey> = {
  evaluation: 'closure.missing.evaluation',
  reflection: 'closure.missing.reflection',
  agreement_answer: 'closure.missing.agreement_answer',
  hours_pending: 'closure.missing.hours_pending',
};

/** "the evaluation; the reflection": what is missing, in the reader's words. */
function missingText(missing: readonly MissingPart[]): Message {
  const [first, ...rest] = missing.map((part) => msg(MISSING_TEXT[part]));
  return rest.length === 0 ? first! : msg('closure.missingAnd', { first: first!, rest: missingText(missing.slice(1)) });
}

/** What the supervisor's evaluation link shows: the placement, its verified minutes so far, when it was answered. */
export async function readEvaluationLink(deps: AppDeps, token: string, now: Date): Promise<SupervisorEvaluationResponse> {
  const link = await openSupervisorLink(deps.db, token, 'evaluation', now);
  const placement = await readPlacement(deps.db, link.placementId);
  if (!placement) throw notFound('supervisorLink');
  return {
    placement: {
      jobTitle: placement.job.title,
      studentName: placement.student.name,
      employerName: placement.terms.workplace.legalName ?? placement.employer.companyName,
      startDate: placement.terms.startDate ?? '',
      endDate: placement.terms.endDate ?? '',
      supervisorName: placement.terms.supervisor.name ?? '',
    },
    verifiedMinutes: await verifiedMinutesOf(deps.db, link.placementId),
    answeredAt: link.usedAt?.toISOString() ?? null,
  };
}

/**
 * The supervisor's evaluation, once per link and once per placement. Tells the student and the
 * school; "did not show" ends the later steps, and the school (with none, the employer) and the
 * student are told so.
 */
export async function evaluateThroughLink(deps: AppDeps, token: string, body: Evaluation, now: Date): Promise<{ answeredAt: string }> {
  return runUnitOfWork(deps, async (work) => {
    const link = await openSupervisorLink(work.tx, token, 'evaluation', now);
    const answered = () => new AppError('CONFLICT', msg('supervisorLinks.answered', { date: (link.usedAt ?? now).toISOString().slice(0, 10) }));
    if (link.usedAt) throw answered();
    if (!(await useSupervisorLink(work.tx, link.id, now))) throw answered();
    const placement = await readPlacement(work.tx, link.placementId);
    if (!placement) throw notFound('supervisorLink');
    const noShow = body.outcome === 'did_not_show';
    const evaluated = await work.tx
      .update(placementClosures)
      .set({
        outcome: body.outcome,
        lastDayPresent: body.outcome === 'partly_completed' ? body.lastDayPresent : null,
        hoursMissed: body.outcome === 'partly_completed' ? body.hoursMissed : null,
        ratings: noShow ? null : body.ratings,
        wouldHostAgain: body.wouldHostAgain,
        evaluatorName: placement.terms.supervisor.name,
        evaluatedAt: now,
      })
      .where(and(eq(placementClosures.placementId, link.placementId), isNull(placementClosures.evaluatedAt)))
      .returning({ placementId: placementClosures.placementId });
    if (evaluated.length === 0) throw conflict('closure.alreadyEvaluated');
    if (noShow) {
      // The student hears it too, in their own words, with whom to talk to if it is wrong.
      await notifyPlacementStep(deps, link.placementId, 'did_not_show', [placement.institution ? 'institution' : 'employer', 'student'], work);
    } else {
      await notifyPlacementStep(deps, link.placementId, 'evaluation_received', ['student', 'institution'], work);
    }
    return { answeredAt: now.toISOString() };
  });
}

/** The closure, locked, of a completed placement that did not end with "did not show" and is not signed off or certified. */
async function openClosure(tx: Parameters<typeof readClosure>[0], placementId: string, status: string) {
  const closure = status === 'completed' ? await readClosure(tx, placementId, true) : null;
  if (!closure) throw conflict('closure.notCompleted');
  if (endedWithoutShowing(closure)) throw conflict('closure.didNotShow');
  if (closure.signedOffAt) throw conflict('closure.signedOff');
  return closure;
}

/** The student writes (or rewrites) their reflection: once completed, until signed off. */
export async function reflect(deps: AppDeps, auth: RequestAuth, placementId: string, body: Reflection): Promise<PlacementClosureResponse> {
  await runUnitOfWork(deps, async (work) => {
    const placement = await readOwnPlacement(work.tx, auth, placementId);
    const closure = await openClosure(work.tx, placementId, placement.status);
    // With no school, the certificate issued by the hourly run closes the placement as a sign-off does.
    const [certified] = await work.tx.select({ id: certificates.id }).from(certificates).where(eq(certificates.placementId, placementId));
    if (certified) throw conflict('closure.signedOff');
    // Once the evaluation is in, the student says whether they agree with it.
    if (closure.evaluatedAt && body.agreesWithEvaluation === null) {
      throw new AppError('VALIDATION_FAILED', 'closure.agreementRequired', [{ path: 'agreesWithEvaluation', message: 'closure.agreementRequired' }]);
    }
    await work.tx
      .update(placementClosures)
      .set({
        reflection: body.reflection,
        agreesWithEvaluation: body.agreesWithEvaluation,
        disagreementComment: body.agreesWithEvaluation === false ? body.disagreementComment : null,
        reflectedAt: new Date(),
      })
      .where(eq(placementClosures.placementId, placementId));
  });
  return closureResponse(deps.db, placementId, true);
}

/**
 * The school signs the placement off: 409 naming what is missing; then every verified day is
 * approved, the certificate issued, and the student and the employer told.
 */
export async function signOff(deps: AppDeps, auth: RequestAuth, placementId: string, now: Date): Promise<PlacementClosureResponse> {
  await runUnitOfWork(deps, async (work) => {
    const placement = await readOwnPlacement(work.tx, auth, placementId);
    const closure = await openClosure(work.tx, placementId, placement.status);
    const missing = await missingParts(work.tx, closure, false);
    if (missing.length > 0) throw new AppError('CONFLICT', msg('closure.signOffWaits', { missing: missingText(missing) }));
    await work.tx
      .update(placementShifts)
      .set({ status: 'approved', approvedAt: now, approvedByUserId: auth.user.id })
      .where(and(eq(placementShifts.placementId, placementId), inArray(placementShifts.status, ['verified'])));
    await work.tx
      .update(placementClosures)
      .set({ signedOffAt: now, signedOffByUserId: auth.user.id })
      .where(eq(placementClosures.placementId, placementId));
    await issueCertificate(work.tx, placementId, now);
    await notifyPlacementStep(deps, placementId, 'signed_off', ['student', 'employer'], work);
  });
  return closureResponse(deps.db, placementId, true);
}
