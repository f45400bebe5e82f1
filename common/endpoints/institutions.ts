import { access } from '../api/access';
import { defineEndpoint } from '../api/endpoint';
import { uuidParams } from '../api/params';
import { alertsPage, institutionListQuery, placementsPage, placementsQuery, rosterPage, rosterQuery } from '../contracts/institutions';

// An institution's roster, its students' placements and its local alerts
// (docs/product/schools.md). Every route: a signed-in institution; having a profile is the
// handler's data rule. The students' data (roster, placements) only for a school FirstRung
// verified, with its address confirmed.

const onlyInstitutions = access.roles('institution');
const verifiedInstitutions = access.verifiedOrganisation('institution');

export const institutionsEndpoints = {
  students: defineEndpoint({
    method: 'GET',
    path: '/api/institution/students',
    tag: 'institutions',
    access: verifiedInstitutions,
    summary: 'Students this institution approved, by name; searched by name or e-mail, filtered by placed / applied / not applied',
    query: rosterQuery,
    response: rosterPage,
    reads: ['roster', 'applications'],
  }),
  placements: defineEndpoint({
    method: 'GET',
    path: '/api/institution/placements',
    tag: 'institutions',
    access: verifiedInstitutions,
    summary: "This institution's students' applications, newest first (optionally of one status); accepted ones are placements",
    query: placementsQuery,
    response: placementsPage,
    reads: ['roster', 'applications', 'jobs'],
  }),
  alerts: defineEndpoint({
    method: 'GET',
    path: '/api/institution/alerts',
    tag: 'institutions',
    access: onlyInstitutions,
    summary: 'Open alerts about high-school postings in this city, newest first',
    query: institutionListQuery,
    response: alertsPage,
    reads: ['alerts', 'jobs'],
  }),
  /** Answers 204; another institution's alert is "not found". */
  dismissAlert: defineEndpoint({
    method: 'DELETE',
    path: '/api/institution/alerts/:id',
    tag: 'institutions',
    access: onlyInstitutions,
    summary: 'Dismiss one of your alerts (204)',
    params: uuidParams('alert'),
    changes: ['alerts'],
    status: 204,
  }),
};
