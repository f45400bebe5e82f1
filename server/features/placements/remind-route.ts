import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PLACEMENT_REMINDER_HOURS, PLACEMENT_SIGNATURE_REMINDERS } from '@common/constants';
import type { Placement } from '@common/contracts/placements';
import { placementsEndpoints } from '@common/endpoints/placements';
import type { SignerParty } from '@common/enums';
import type { AppDeps } from '../../app-deps';
import type { RequestAuth } from '../../auth/session';
import { isVerifiedOrganisation } from '../../auth/verified-organisation';
import { placementSignatures } from '../../db/schema';
import { runUnitOfWork } from '../../db/unit-of-work';
import { AppError, notFound } from '../../errors/app-error';
import { msg } from '../../errors/message';
import { registerEndpoint } from '../../http/register-endpoint';
import { institutionProfileIdOf, lockPlacement, readPlacement } from './placement-repository';
import { sendSignatureReminder } from './signature-reminders';

// The school (or, with no school, the employer) reminds one party that has not signed
// (docs/product/placements.md#reminders-and-the-dates): at most once a day per party, and it counts as
// one of the PLACEMENT_SIGNATURE_REMINDERS the hourly run (placement-schedule-run.ts) would send.
// Registered from routes.ts.

const HOUR_MS = 60 * 60 * 1000;

/** "2026-11-28 14:05": the moment in UTC, written the same in every language. */
const utcMinute = (date: Date) => date.toISOString().slice(0, 16).replace('T', ' ');

/** Reminds `party` of the placement's version out for signature. Null: no such placement, or the caller is not its school or employer. */
export async function remindSigner(
  deps: AppDeps,
  user: RequestAuth['user'],
  placementId: string,
  party: SignerParty,
  now: Date = new Date(),
): Promise<Placement | null> {
  return runUnitOfWork(deps, async (work) => {
    const { tx } = work;
    const placement = await lockPlacement(tx, placementId);
    if (!placement) return null;
    const schoolId = user.role === 'institution' ? await institutionProfileIdOf(tx, user.id) : null;
    const isSchool = schoolId !== null && placement.institutionId === schoolId;
    const isEmployer = user.role === 'employer' && placement.employerId === user.id;
    if (!isSchool && !isEmployer) return null;
    if (isEmployer && placement.institutionId !== null) throw new AppError('CONFLICT', 'placements.schoolReminds');
    if (placement.status === 'cancelled') throw new AppError('CONFLICT', 'placements.isCancelled');
    if (placement.status !== 'signing') throw new AppError('CONFLICT', 'placements.notSigning');
    const [signature] = await tx
      .select()
      .from(placementSignatures)
      .where(
        and(
          eq(placementSignatures.placementId, placement.id),
          eq(placementSignatures.version, placement.version),
          eq(placementSignatures.party, party),
        ),
      )
      .for('update');
    if (!signature || signature.status !== 'pending') throw new AppError('CONFLICT', 'placements.partyNotPending');
    if (signature.remindersSent >= PLACEMENT_SIGNATURE_REMINDERS) throw new AppError('CONFLICT', 'placements.remindersUsed');
    const nextAt = signature.lastRemindedAt ? new Date(signature.lastRemindedAt.getTime() + PLACEMENT_REMINDER_HOURS * HOUR_MS) : null;
    if (nextAt && nextAt > now) throw new AppError('CONFLICT', msg('placements.remindTooSoon', { at: utcMinute(nextAt) }));
    await sendSignatureReminder(deps, work, { ...signature, party }, now);
    return readPlacement(tx, placement.id);
  });
}

/** POST /api/placements/:id/remind, and the hourly run's task. */
export function registerRemindRoute(app: FastifyInstance): void {
  registerEndpoint(app, placementsEndpoints.remind, async ({ auth, params, body }) => {
    // A school or an employer reads students' data only once FirstRung verified it (docs/security.md).
    if (!(await isVerifiedOrganisation(app.deps.db, auth.user))) throw new AppError('ORGANISATION_NOT_VERIFIED', 'access.organisationNotVerified');
    const placement = await remindSigner(app.deps, auth.user, params.id, body.party);
    if (!placement) throw notFound('placement');
    return { placement };
  });
}
