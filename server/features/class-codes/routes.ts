import type { FastifyInstance } from 'fastify';
import { CLASS_CODE_MAX_DAYS } from '@common/contracts/class-codes';
import { classCodesEndpoints } from '@common/endpoints/class-codes';
import { invalidField, notFound } from '../../errors/app-error';
import { registerEndpoint } from '../../http/register-endpoint';
import { answerLinkRequests } from '../institutions/answer-link-requests';
import { requireInstitutionProfile } from '../institutions/institution-context';
import { linkRequestsOfCode } from '../institutions/school-links-repository';
import { createClassCode, isOwnClassCode, listClassCodes, revokeClassCode } from './class-codes-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a new code stops working: its lifetime from now, or the end time chosen (after now, at most a year and its last day away). */
function expiryOf(body: { lifetimeDays?: number; expiresAt?: string }, now: Date): Date {
  if (body.lifetimeDays !== undefined) return new Date(now.getTime() + body.lifetimeDays * DAY_MS);
  const expiresAt = new Date(body.expiresAt!);
  // The chosen day's end, in the school's own time zone, may be a day past "a year from now".
  if (expiresAt <= now || expiresAt.getTime() > now.getTime() + (CLASS_CODE_MAX_DAYS + 1) * DAY_MS) {
    throw invalidField('expiresAt', 'classCodes.endDateRange');
  }
  return expiresAt;
}

/**
 * A school's class codes (docs/product/school-sign-in.md#class-codes). A student uses one through
 * their profile (server/features/profiles/class-code-request.ts); here the school makes, lists and
 * revokes its codes and approves a code's requests in bulk, through the same answer as one request.
 */
export async function classCodeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  registerEndpoint(app, classCodesEndpoints.list, async ({ auth }) => ({
    items: await listClassCodes(db, await requireInstitutionProfile(db, auth)),
  }));

  registerEndpoint(app, classCodesEndpoints.create, async ({ auth, body }) => {
    const institutionId = await requireInstitutionProfile(db, auth);
    const expiresAt = expiryOf(body, new Date());
    return { classCode: await createClassCode(db, { institutionId, label: body.label, expiresAt, createdBy: auth.user.id }) };
  });

  registerEndpoint(app, classCodesEndpoints.revoke, async ({ auth, params }) => {
    const classCode = await revokeClassCode(db, await requireInstitutionProfile(db, auth), params.id);
    if (!classCode) throw notFound('classCode');
    return { classCode };
  });

  registerEndpoint(app, classCodesEndpoints.approveRequests, async ({ auth, params, body }) => {
    const institutionId = await requireInstitutionProfile(db, auth);
    if (!(await isOwnClassCode(db, institutionId, params.id))) throw notFound('classCode');
    // A revoked or expired code's requests are still the school's to answer.
    const approved = await answerLinkRequests(app.deps, institutionId, linkRequestsOfCode(params.id, body.requestIds), 'approve');
    return { approved: approved.length };
  });
}
