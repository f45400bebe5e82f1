import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { invalidField } from '../../errors/app-error';
import { limitPerClient, limitPerUser } from '../../http/client-limits';
import { lookUpClassCode } from '../class-codes/class-codes-repository';

// A class code typed into the student profile (docs/product/school-sign-in.md#class-codes): it
// names the school the student asks to join, in place of the school picker.

/**
 * Counts a typed code against the per-account and per-network limits before it is looked up, so
 * a script cannot walk the codes; a whole class behind one school network fits.
 */
export async function limitClassCodeTries(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await limitPerUser(app, 'classCode')(request, reply);
  await limitPerClient(app, 'classCode')(request, reply);
}

/** Why a typed code does not work, in the student's words. */
const REFUSALS = { unknown: 'classCodes.unknown', expired: 'classCodes.expired', revoked: 'classCodes.revoked' } as const;

/** The school and code a typed code leads to; an unknown, expired or revoked code is a 400 under the field, in plain words. */
export async function schoolOfClassCode(db: DbOrTx, code: string): Promise<{ institutionId: string; classCodeId: string }> {
  const found = await lookUpClassCode(db, code);
  if (found.kind === 'usable') return { institutionId: found.institutionId, classCodeId: found.classCodeId };
  throw invalidField('classCode', REFUSALS[found.kind]);
}
