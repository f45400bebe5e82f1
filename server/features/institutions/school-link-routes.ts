import type { FastifyInstance } from 'fastify';
import { schoolLinksEndpoints } from '@common/endpoints/school-links';
import { runUnitOfWork } from '../../db/unit-of-work';
import { notFound } from '../../errors/app-error';
import { registerEndpoint } from '../../http/register-endpoint';
import { notifySchoolLinkDecided } from '../notifications/decision-triggers';
import { requireInstitutionProfile } from './institution-context';
import { decideLinkRequest, endOwnSchoolLink, findOwnSchoolLink, listPendingRequests, removeFromRoster } from './school-links-repository';

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
    const decided = await runUnitOfWork(app.deps, async (work) => {
      const answered = await decideLinkRequest(work.tx, institutionId, params.id, body.decision);
      // The student hears the answer at once, in the bell and by e-mail.
      if (answered) await notifySchoolLinkDecided(app.deps, answered.id, work);
      return answered;
    });
    // Another school's request, an answered one, or one the student withdrew: nothing to decide.
    if (!decided) throw notFound('request');
    return decided;
  });

  registerEndpoint(app, schoolLinksEndpoints.removeStudent, async ({ auth, params, reply }) => {
    if (!(await removeFromRoster(db, await requireInstitutionProfile(db, auth), params.studentId))) throw notFound('student');
    return reply.status(204).send();
  });
}
