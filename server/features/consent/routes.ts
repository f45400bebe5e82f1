import type { FastifyInstance } from 'fastify';
import { consentEndpoints } from '@common/endpoints/consent';
import { withClientLimit } from '../../http/client-limits';
import { registerEndpoint } from '../../http/register-endpoint';
import { requestLanguage } from '../../http/request-language';
import { guardianConsentStatus } from './digital-consent';
import { answerGuardianConsent, readGuardianConsentLink, sendGuardianConsentCode } from './guardian-answer';
import { requestGuardianConsent } from './guardian-request';
import { acceptCurrentTerms } from './terms-consent';

/**
 * Consent (docs/product/accounts.md#consent-at-sign-up): the current terms accepted again, a young
 * student's parent or guardian consent (the student's status and request), and the guardian's
 * public pages, counted per network.
 */
export async function consentRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;

  registerEndpoint(app, consentEndpoints.status, async ({ auth }) => guardianConsentStatus(deps.db, auth.user.id));

  registerEndpoint(app, consentEndpoints.requestConsent, async ({ request, auth, body }) => {
    const { status } = await requestGuardianConsent(deps, auth.user.id, body, requestLanguage(request));
    return status;
  });

  registerEndpoint(app, consentEndpoints.acceptTerms, async ({ request, auth, body }) => acceptCurrentTerms(deps.db, auth.user.id, body, request.ip));

  await withClientLimit(app, 'guardianConsent', (limited) => {
    registerEndpoint(limited, consentEndpoints.link, async ({ params }) => readGuardianConsentLink(deps, params.token));
    registerEndpoint(limited, consentEndpoints.sendCode, async ({ request, params }) =>
      sendGuardianConsentCode(deps, params.token, requestLanguage(request)),
    );
    registerEndpoint(limited, consentEndpoints.answer, async ({ request, params, body }) =>
      answerGuardianConsent(deps, params.token, body, { ipAddress: request.ip, userAgent: request.headers['user-agent'] ?? null }),
    );
  });
}
