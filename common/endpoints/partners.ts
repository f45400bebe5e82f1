import { access } from '../api/access';
import { defineEndpoint } from '../api/endpoint';
import { uuidParams } from '../api/params';
import { institutionListQuery } from '../contracts/institutions';
import {
  employerPartnershipResponse,
  employerPartnershipsPage,
  inviteEmployerBody,
  partnerCandidatesQuery,
  partnerCandidatesResponse,
  partnerJobsPage,
  partnershipDecisionBody,
  schoolPartnershipResponse,
  schoolPartnershipsPage,
} from '../contracts/partners';

// Schools' partnerships with employers (docs/product/schools.md#partners). Only schools invite and
// only the invited employer answers (the roles below); being verified, and acting only on one's own
// partnerships, are the handlers' data rules: anyone else's partnership answers 404.

const onlyInstitutions = access.roles('institution');
const onlyEmployers = access.roles('employer');

export const partnersEndpoints = {
  partnerCandidates: defineEndpoint({
    method: 'GET',
    path: '/api/institution/partner-candidates',
    tag: 'partners',
    access: onlyInstitutions,
    summary: 'Verified employers whose company name contains q (at most 20), with any invitation of yours to them',
    query: partnerCandidatesQuery,
    response: partnerCandidatesResponse,
    reads: ['partners'],
  }),
  schoolPartners: defineEndpoint({
    method: 'GET',
    path: '/api/institution/partners',
    tag: 'partners',
    access: onlyInstitutions,
    summary: 'Your invitations and partners, newest first',
    query: institutionListQuery,
    response: schoolPartnershipsPage,
    reads: ['partners'],
  }),
  /** 403 until FirstRung verified your school; an unknown or unverified employer is 404; a second invitation is 409. */
  inviteEmployer: defineEndpoint({
    method: 'POST',
    path: '/api/institution/partners',
    tag: 'partners',
    access: onlyInstitutions,
    summary: 'Invite a verified employer to be your partner',
    body: inviteEmployerBody,
    response: schoolPartnershipResponse,
    status: 201,
    changes: ['partners'],
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  /** Answers 204: withdraws an invitation, ends a partnership, or clears a declined one. */
  endSchoolPartnership: defineEndpoint({
    method: 'DELETE',
    path: '/api/institution/partners/:id',
    tag: 'partners',
    access: onlyInstitutions,
    summary: 'Withdraw an invitation, end a partnership or clear a declined invitation (204)',
    params: uuidParams('partnership'),
    changes: ['partners', 'jobs'],
    status: 204,
  }),
  partnerJobs: defineEndpoint({
    method: 'GET',
    path: '/api/institution/partner-jobs',
    tag: 'partners',
    access: onlyInstitutions,
    summary: "Your partners' live postings, newest first",
    query: institutionListQuery,
    response: partnerJobsPage,
    reads: ['partners', 'jobs'],
  }),
  employerPartners: defineEndpoint({
    method: 'GET',
    path: '/api/employer/partners',
    tag: 'partners',
    access: onlyEmployers,
    summary: 'Schools that invited you, and your partner schools, newest first',
    query: institutionListQuery,
    response: employerPartnershipsPage,
    reads: ['partners'],
  }),
  /** Only a pending invitation to you; 403 until FirstRung verified your company. */
  answerInvitation: defineEndpoint({
    method: 'PATCH',
    path: '/api/employer/partners/:id',
    tag: 'partners',
    access: onlyEmployers,
    summary: "Accept or decline a school's invitation",
    params: uuidParams('invitation'),
    body: partnershipDecisionBody,
    response: employerPartnershipResponse,
    changes: ['partners', 'jobs'],
  }),
  /** Answers 204; only an accepted partnership (an invitation is answered, not ended). */
  endEmployerPartnership: defineEndpoint({
    method: 'DELETE',
    path: '/api/employer/partners/:id',
    tag: 'partners',
    access: onlyEmployers,
    summary: 'End a partnership with a school (204)',
    params: uuidParams('partnership'),
    changes: ['partners', 'jobs'],
    status: 204,
  }),
};
