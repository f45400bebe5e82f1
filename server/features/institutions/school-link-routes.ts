import type { FastifyInstance } from 'fastify';
import { schoolLinksEndpoints } from '@common/endpoints/school-links';
import { notFound } from '../../errors/app-error';
import { registerEndpoint } from '../../http/register-endpoint';
import { answerLinkRequests } from './answer-link-requests';
import { requireInstitutionProfile } from './institution-context';
import { endOwnSchoolLink, findOwnSchoolLink, linkRequestWithId, listPendingRequests, removeFromRoster } from './school-links-repository';

/**
 * A student's link to a school (docs/product/schools.md#joining-a-school): the student's view and
 * ending of it, and the school's answers. A school acts only on links to itself; anyone else's
 * request or student answers 404, as if it did not exist.
 */
export async function schoolLinkRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  registerEndpoint(app, schoolLinksEndpoints.ownLink, async ({ auth }) => ({ link: await findOwnSchoolLink(db, auth.user.id) }));

  registerEndpoint(app, schoolLinksEndpoints.endOwnLink, async ({ auth, reply }) => {
    await db.transaction((tx) => endOwnSchoolLink(tx, auth.user.id));
    return reply.status(204).send();
  });

  registerEndpoint(app, schoolLinksEndpoints.linkRequests, async ({ auth, query }) =>
    listPendingRequests(db, await requireInstitutionProfile(db, auth), query),
  );

  registerEndpoint(app, schoolLinksEndpoints.decideLinkRequest, async ({ auth, params, body }) => {
    const institutionId = await requireInstitutionProfile(db, auth);
    const [decided] = await answerLinkRequests(app.deps, institutionId, linkRequestWithId(params.id), body.decision);
    // Another school's request, an answered one, or one the student withdrew: nothing to decide.
    if (!decided) throw notFound('request');
    return decided;
  });

  registerEndpoint(app, schoolLinksEndpoints.removeStudent, async ({ auth, params, reply }) => {
    if (!(await removeFromRoster(db, await requireInstitutionProfile(db, auth), params.studentId))) throw notFound('student');
    return reply.status(204).send();
  });
}
