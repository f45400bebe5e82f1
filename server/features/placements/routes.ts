import type { FastifyInstance } from 'fastify';
import { placementsEndpoints } from '@common/endpoints/placements';
import type { RequestAuth } from '../../auth/session';
import { isVerifiedOrganisation } from '../../auth/verified-organisation';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../errors/app-error';
import { registerEndpoint } from '../../http/register-endpoint';
import { institutionProfileIdOf, isOwnedBy, listPlacements, readPlacement, type PlacementOwner } from './placement-repository';
import { cancelPlacement, saveEmployerPart, saveSchoolPart } from './placement-service';
import { registerRemindRoute } from './remind-route';

/**
 * Placements and their agreements (docs/product/placements.md): each party's list, one placement,
 * the employer's part, the school's part, cancelling. The steps' rules are placement-service.ts's.
 */
export async function placementRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  /** A school or an employer reads students' data only once FirstRung verified it (docs/security.md). */
  async function checkOrganisation(auth: RequestAuth): Promise<void> {
    const role = auth.user.role;
    if ((role === 'employer' || role === 'institution') && !(await isVerifiedOrganisation(db, auth.user))) {
      throw new AppError('ORGANISATION_NOT_VERIFIED', 'access.organisationNotVerified');
    }
  }

  /** Whose placements the caller lists; null: a school account with no profile (it has none). */
  async function ownerOf(dbOrTx: DbOrTx, auth: RequestAuth): Promise<PlacementOwner | null> {
    const { id, role } = auth.user;
    if (role === 'admin') return 'all';
    if (role === 'employer') return { employerId: id };
    if (role === 'institution') {
      const institutionId = await institutionProfileIdOf(dbOrTx, id);
      return institutionId ? { institutionId } : null;
    }
    return { studentId: id };
  }

  registerEndpoint(app, placementsEndpoints.list, async ({ auth, query }) => {
    await checkOrganisation(auth);
    const owner = await ownerOf(db, auth);
    return owner ? listPlacements(db, owner, query) : { items: [], nextCursor: null, total: null };
  });

  // Its parties and admins; anyone else: not found, as when there is none.
  registerEndpoint(app, placementsEndpoints.get, async ({ auth, params }) => {
    await checkOrganisation(auth);
    const placement = await readPlacement(db, params.id);
    const owner = placement ? await ownerOf(db, auth) : null;
    const mine = placement !== null && owner !== null && isOwnedBy(placement, owner);
    if (!placement || !mine) throw notFound('placement');
    return { placement };
  });

  registerEndpoint(app, placementsEndpoints.employerPart, async ({ auth, params, body }) => {
    const placement = await saveEmployerPart(app.deps, auth.user.id, params.id, body);
    if (!placement) throw notFound('placement');
    return { placement };
  });

  registerEndpoint(app, placementsEndpoints.schoolPart, async ({ auth, params, body }) => {
    const placement = await saveSchoolPart(app.deps, auth.user.id, params.id, body);
    if (!placement) throw notFound('placement');
    return { placement };
  });

  registerEndpoint(app, placementsEndpoints.cancel, async ({ auth, params, body }) => {
    await checkOrganisation(auth);
    const placement = await cancelPlacement(app.deps, auth.user, params.id, body.reason);
    if (!placement) throw notFound('placement');
    return { placement };
  });

  registerRemindRoute(app);
}
