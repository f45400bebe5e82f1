import { access } from '../api/access';
import { defineEndpoint } from '../api/endpoint';
import { userIdParams, uuidParams } from '../api/params';
import { institutionListQuery } from '../contracts/institutions';
import { linkDecisionBody, linkDecisionResponse, linkRequestsPage, ownSchoolLinkResponse } from '../contracts/school-links';

// A student's link to a school (docs/product/schools.md#joining-a-school). The student asks by
// naming the school in their profile (profilesEndpoints.saveStudentProfile); these routes show and
// end the student's link, and let a school answer requests to itself. Which link a school may act
// on (only its own) is the handler's data rule: anyone else's answers 404.

const onlyStudents = access.roles('student');
// Students' names, grades and rosters go only to a school FirstRung verified, with its address confirmed.
const verifiedInstitutions = access.verifiedOrganisation('institution');

export const schoolLinksEndpoints = {
  ownLink: defineEndpoint({
    method: 'GET',
    path: '/api/student/school-link',
    tag: 'institutions',
    access: onlyStudents,
    summary: 'Your link to a school and where it stands (null when your profile names no school)',
    response: ownSchoolLinkResponse,
    reads: ['profile'],
  }),
  /** Answers 204. Clears the school from the profile too, so the student can pick another. */
  endOwnLink: defineEndpoint({
    method: 'DELETE',
    path: '/api/student/school-link',
    tag: 'institutions',
    access: onlyStudents,
    summary: "Cancel your request, leave your school, or clear a school's answer (204)",
    changes: ['profile', 'roster', 'documents'],
    status: 204,
  }),
  linkRequests: defineEndpoint({
    method: 'GET',
    path: '/api/institution/link-requests',
    tag: 'institutions',
    access: verifiedInstitutions,
    summary: 'Students asking to join your roster, newest first',
    query: institutionListQuery,
    response: linkRequestsPage,
    reads: ['roster'],
  }),
  /** A request to another school, or one already answered, answers 404. */
  decideLinkRequest: defineEndpoint({
    method: 'PATCH',
    path: '/api/institution/link-requests/:id',
    tag: 'institutions',
    access: verifiedInstitutions,
    summary: 'Approve or decline a pending request to join your roster',
    params: uuidParams('request'),
    body: linkDecisionBody,
    response: linkDecisionResponse,
    changes: ['roster', 'documents'],
  }),
  /** Answers 204; a student who is not on your roster answers 404. */
  removeStudent: defineEndpoint({
    method: 'DELETE',
    path: '/api/institution/students/:studentId',
    tag: 'institutions',
    access: verifiedInstitutions,
    summary: 'Remove a student from your roster (204): they lose your documents and you theirs at once',
    params: userIdParams('studentId'),
    changes: ['roster', 'documents'],
    status: 204,
  }),
};
