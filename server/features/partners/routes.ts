import type { FastifyInstance } from 'fastify';
import { partnersEndpoints } from '@common/endpoints/partners';
import type { RequestAuth } from '../../auth/session';
import type { Db } from '../../db/client';
import { runUnitOfWork } from '../../db/unit-of-work';
import { AppError, forbidden, notFound } from '../../errors/app-error';
import { registerEndpoint } from '../../http/register-endpoint';
import {
  notifyPartnershipAnswered,
  notifyPartnershipEndedByEmployer,
  notifyPartnershipEndedBySchool,
  notifyPartnershipInvited,
} from '../notifications/partnership-triggers';
import {
  answerInvitation,
  deleteEmployerPartnership,
  deleteSchoolPartnership,
  findCompanyOfUser,
  findSchoolOfUser,
  findSchoolPartnership,
  findVerifiedEmployer,
  insertInvitation,
  listEmployerPartnerships,
  listPartnerJobs,
  listSchoolPartnerships,
  searchPartnerCandidates,
} from './partners-repository';

/** The caller's school; 403 without a profile. */
async function requireSchool(db: Db, auth: RequestAuth) {
  const school = await findSchoolOfUser(db, auth.user.id);
  if (!school) throw forbidden('institutions.profileRequired');
  return school;
}

/** The caller's school, which FirstRung must have verified: only verified schools invite or search employers. */
async function requireVerifiedSchool(db: Db, auth: RequestAuth) {
  const school = await requireSchool(db, auth);
  if (!school.verified) throw forbidden('partners.schoolNotVerified');
  return school;
}

/**
 * Schools' partnerships with employers (docs/product/schools.md#partners). The declarations let
 * only schools invite and only employers answer; here, each side acts only on its own rows (anyone
 * else's is 404), inviting and accepting need both sides verified, and the other side is notified
 * in the change's unit of work (runUnitOfWork).
 */
export async function partnerRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  registerEndpoint(app, partnersEndpoints.partnerCandidates, async ({ auth, query }) => {
    const school = await requireVerifiedSchool(db, auth);
    return { items: await searchPartnerCandidates(db, school.id, query.q) };
  });

  registerEndpoint(app, partnersEndpoints.schoolPartners, async ({ auth, query }) =>
    listSchoolPartnerships(db, (await requireSchool(db, auth)).id, query),
  );

  registerEndpoint(app, partnersEndpoints.inviteEmployer, async ({ auth, body }) => {
    const school = await requireVerifiedSchool(db, auth);
    // Only employers FirstRung verified may be invited; any other id looks like no employer at all.
    if (!(await findVerifiedEmployer(db, body.employerId))) throw notFound('employer');
    const id = await runUnitOfWork(app.deps, async (work) => {
      const inserted = await insertInvitation(work.tx, school.id, body.employerId);
      if (!inserted) throw new AppError('CONFLICT', 'partners.alreadyInvited');
      await notifyPartnershipInvited(app.deps, { employerId: body.employerId, institutionName: school.name }, work);
      return inserted;
    });
    return { partnership: (await findSchoolPartnership(db, school.id, id))! };
  });

  registerEndpoint(app, partnersEndpoints.endSchoolPartnership, async ({ auth, params, reply }) => {
    const school = await requireSchool(db, auth);
    await runUnitOfWork(app.deps, async (work) => {
      const ended = await deleteSchoolPartnership(work.tx, school.id, params.id);
      if (!ended) throw notFound('partnership');
      // A declined invitation is cleared silently: the employer already said no.
      if (ended.status !== 'declined') {
        const stage = ended.status === 'pending' ? 'invitation' : 'partnership';
        await notifyPartnershipEndedBySchool(app.deps, { employerId: ended.employerId, institutionName: school.name, stage }, work);
      }
    });
    return reply.status(204).send();
  });

  registerEndpoint(app, partnersEndpoints.partnerJobs, async ({ auth, query }) => listPartnerJobs(db, (await requireSchool(db, auth)).id, query));

  registerEndpoint(app, partnersEndpoints.employerPartners, async ({ auth, query }) => listEmployerPartnerships(db, auth.user.id, query));

  registerEndpoint(app, partnersEndpoints.answerInvitation, async ({ auth, params, body }) => {
    const company = await findCompanyOfUser(db, auth.user.id);
    if (!company?.verified) throw forbidden('partners.companyNotVerified');
    const partnership = await runUnitOfWork(app.deps, async (work) => {
      const answered = await answerInvitation(work.tx, auth.user.id, params.id, body.decision);
      // Another employer's invitation, an answered one, or one the school withdrew.
      if (!answered) throw notFound('invitation');
      await notifyPartnershipAnswered(app.deps, { institutionId: answered.institution.id, companyName: company.name, decision: body.decision }, work);
      return answered;
    });
    return { partnership };
  });

  registerEndpoint(app, partnersEndpoints.endEmployerPartnership, async ({ auth, params, reply }) => {
    const company = await findCompanyOfUser(db, auth.user.id);
    await runUnitOfWork(app.deps, async (work) => {
      const institutionId = await deleteEmployerPartnership(work.tx, auth.user.id, params.id);
      if (!institutionId) throw notFound('partnership');
      await notifyPartnershipEndedByEmployer(app.deps, { institutionId, companyName: company?.name ?? '' }, work);
    });
    return reply.status(204).send();
  });
}
