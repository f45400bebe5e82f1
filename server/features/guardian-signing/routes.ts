import type { FastifyInstance, FastifyRequest } from 'fastify';
import { guardianEndpoints } from '@common/endpoints/guardian';
import { msg } from '../../errors/message';
import { tooManyRequests, waitText, withClientLimit } from '../../http/client-limits';
import { hitFixedWindow } from '../../http/rate-counters';
import { registerEndpoint } from '../../http/register-endpoint';
import { answerAsGuardian, readGuardianAgreement, sendGuardianCode, type RequestOrigin } from './guardian-service';

/** At most this many codes per link an hour: enough for a lost text message or two, not for a script. */
export const GUARDIAN_CODES_PER_LINK = { max: 5, windowSeconds: 60 * 60 };

/** The signer's address and browser, as the agreement's audit trail prints them (request.ip: TRUST_PROXY hops, server/http/client-address.ts). */
const originOf = (request: FastifyRequest): RequestOrigin => ({ ipAddress: request.ip, userAgent: request.headers['user-agent'] ?? null });

/**
 * A parent or guardian signs without an account (docs/product/placements.md#the-guardians-signature):
 * the agreement from the link, a code, the signature or the refusal. Public; every call counted per
 * network (CLIENT_LIMITS.guardian), and the codes per link too.
 */
export async function guardianSigningRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  await withClientLimit(app, 'guardian', (limited) => {
    registerEndpoint(limited, guardianEndpoints.agreement, async ({ params }) => readGuardianAgreement(deps, params.token));

    registerEndpoint(limited, guardianEndpoints.sendCode, async ({ params, reply }) =>
      sendGuardianCode(deps, params.token, async (link) => {
        const hit = await hitFixedWindow(deps.db, 'guardian:code', link.signatureId, GUARDIAN_CODES_PER_LINK);
        if (!hit.allowed) {
          throw tooManyRequests(
            reply,
            hit.retryAfterSeconds,
            msg('guardian.tooManyCodes', { max: GUARDIAN_CODES_PER_LINK.max, wait: waitText(hit.retryAfterSeconds) }),
          );
        }
      }),
    );

    registerEndpoint(limited, guardianEndpoints.sign, async ({ params, body, request }) =>
      answerAsGuardian(deps, params.token, { kind: 'sign', body }, originOf(request)),
    );

    registerEndpoint(limited, guardianEndpoints.decline, async ({ params, body, request }) =>
      answerAsGuardian(deps, params.token, { kind: 'decline', body }, originOf(request)),
    );
  });
}
