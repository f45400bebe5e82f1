import type { FastifyInstance } from 'fastify';
import { isAPIError } from 'better-auth/api';
import { schoolSignInEndpoints } from '@common/endpoints/school-sign-in';
import { forwardAuthCookies, toWebHeaders } from '../../auth/session';
import { AppError } from '../../errors/app-error';
import { msg } from '../../errors/message';
import { registerEndpoint } from '../../http/register-endpoint';
import { requireInstitutionProfile } from '../institutions/institution-context';
import { findSchoolForEmail, readProviderSettings, removeProviderSettings, saveProviderSettings } from './provider-settings';

/** Where the browser lands: a new student completes their profile; a refused sign-in reads `?error=`. */
const AFTER_SIGN_IN = { returning: '/dashboard', newStudent: '/setup-profile/student', refused: '/sign-in' } as const;

/**
 * A school's identity provider (its staff's settings) and the sign-in through it: our own routes
 * calling Better Auth's SSO plugin, whose HTTP handler is not mounted (server/auth/better-auth.ts).
 */
export async function schoolSignInRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;

  registerEndpoint(app, schoolSignInEndpoints.getProvider, async ({ auth }) =>
    readProviderSettings(db, config, await requireInstitutionProfile(db, auth)),
  );

  registerEndpoint(app, schoolSignInEndpoints.saveProvider, async ({ request, auth, body }) => {
    const institutionId = await requireInstitutionProfile(db, auth);
    await saveProviderSettings(db, config, request, { institutionId, userId: auth.user.id, email: auth.user.email }, body);
    return readProviderSettings(db, config, institutionId);
  });

  registerEndpoint(app, schoolSignInEndpoints.removeProvider, async ({ request, reply, auth }) => {
    const institutionId = await requireInstitutionProfile(db, auth);
    await removeProviderSettings(db, request, { institutionId, userId: auth.user.id, email: auth.user.email });
    return reply.status(204).send();
  });

  registerEndpoint(app, schoolSignInEndpoints.start, async ({ request, reply, body }) => {
    const institutionId = await findSchoolForEmail(db, body.email);
    if (!institutionId) throw new AppError('NOT_FOUND', msg('schoolSignIn.noSchoolForDomain', { domain: body.email.split('@')[1] ?? '' }));
    try {
      const { headers, response } = await app.deps.schoolSignInAuth.api.signInSSO({
        body: {
          providerId: institutionId,
          email: body.email,
          providerType: 'oidc',
          callbackURL: AFTER_SIGN_IN.returning,
          newUserCallbackURL: AFTER_SIGN_IN.newStudent,
          errorCallbackURL: AFTER_SIGN_IN.refused,
        },
        headers: toWebHeaders(request),
        returnHeaders: true,
      });
      // The sign-in's state cookie: the callback checks it against the provider's answer.
      forwardAuthCookies(reply, headers);
      return { url: response.url };
    } catch (error) {
      if (!isAPIError(error)) throw error;
      request.log.warn({ institutionId, err: error }, 'school sign-in: the provider could not be used');
      throw new AppError('BAD_REQUEST', 'schoolSignIn.providerUnavailable');
    }
  });

  // The plugin checks the answer (state, PKCE, the id token's issuer, signature and audience) and
  // answers a redirect: on, signed in (its session cookie), or back to the sign-in page with ?error=.
  registerEndpoint(app, schoolSignInEndpoints.callback, async ({ request, reply, params, query }) => {
    const response = await app.deps.schoolSignInAuth.api.callbackSSO({
      params: { providerId: params.providerId },
      query,
      headers: toWebHeaders(request),
      asResponse: true,
    });
    forwardAuthCookies(reply, response.headers);
    const location = response.headers.get('location');
    const sameSite = location ? URL.parse(location, config.publicUrl) : null;
    const target =
      sameSite && sameSite.origin === new URL(config.publicUrl).origin
        ? `${sameSite.pathname}${sameSite.search}`
        : `${AFTER_SIGN_IN.refused}?error=invalid_provider`;
    if (target.startsWith(AFTER_SIGN_IN.refused)) request.log.info({ providerId: params.providerId, target }, 'school sign-in: refused');
    return reply.redirect(target);
  });
}
