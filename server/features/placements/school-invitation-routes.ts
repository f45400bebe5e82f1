import type { FastifyInstance } from 'fastify';
import { placementsEndpoints } from '@common/endpoints/placements';
import { notFound } from '../../errors/app-error';
import { registerEndpoint } from '../../http/register-endpoint';
import { checkOrganisation } from './placement-access';
import {
  acceptSchoolInvitation,
  declineSchoolInvitation,
  inviteSchool,
  isStudentsPlacement,
  latestSchoolInvitation,
  pendingSchoolInvitations,
} from './school-invitation';

/**
 * A student with no school invites one; the school answers (docs/product/placements.md#a-student-with-no-school-invites-one).
 * The rules are school-invitation.ts's. Null from a service: not the caller's (404).
 */
export function schoolInvitationRoutes(app: FastifyInstance): void {
  const { db } = app.deps;

  registerEndpoint(app, placementsEndpoints.inviteSchool, async ({ auth, params, body }) => {
    const invitation = await inviteSchool(app.deps, auth.user.id, params.id, body.institutionId);
    if (!invitation) throw notFound('placement');
    return { invitation };
  });

  registerEndpoint(app, placementsEndpoints.schoolInvitation, async ({ auth, params }) => {
    if (!(await isStudentsPlacement(db, auth.user.id, params.id))) throw notFound('placement');
    return { invitation: await latestSchoolInvitation(db, auth.user.id, params.id) };
  });

  registerEndpoint(app, placementsEndpoints.schoolInvitations, async ({ auth }) => {
    await checkOrganisation(db, auth);
    return { items: await pendingSchoolInvitations(db, auth.user.id) };
  });

  registerEndpoint(app, placementsEndpoints.acceptSchoolInvitation, async ({ auth, params }) => {
    await checkOrganisation(db, auth);
    const placement = await acceptSchoolInvitation(app.deps, auth.user.id, params.id);
    if (!placement) throw notFound('invitation');
    return { placement };
  });

  registerEndpoint(app, placementsEndpoints.declineSchoolInvitation, async ({ auth, params }) => {
    await checkOrganisation(db, auth);
    const invitation = await declineSchoolInvitation(app.deps, auth.user.id, params.id);
    if (!invitation) throw notFound('invitation');
    return { invitation };
  });
}
