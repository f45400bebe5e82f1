import { access } from '../api/access';
import { defineEndpoint } from '../api/endpoint';
import { uuidParams } from '../api/params';
import { listPageQuery } from '../contracts/jobs';
import { cancelPlacementBody, employerPartBody, placementResponse, placementsResponse, schoolPartBody } from '../contracts/placements';

// Placements and their agreements (docs/product/placements.md): started when a student accepts an
// offer; the employer fills in its part, the school completes and validates it. Only the placement's
// parties (the student, the employer, the student's school) and admins read one; anyone else:
// not found. A school or an employer whose profile FirstRung has not verified reads none (403).

const tag = 'placements';
const placementParams = uuidParams('placement');

export const placementsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/placements',
    tag,
    summary: "My placements, newest first (a student's, an employer's, a school's students'; an admin's: every one)",
    access: access.roles('student', 'employer', 'institution', 'admin'),
    query: listPageQuery,
    response: placementsResponse,
    reads: ['placements'],
    errors: ['ORGANISATION_NOT_VERIFIED'],
  }),
  /** Its parties and admins; anyone else: not found. */
  get: defineEndpoint({
    method: 'GET',
    path: '/api/placements/:id',
    tag,
    summary: 'One placement and its agreement',
    access: access.roles('student', 'employer', 'institution', 'admin'),
    params: placementParams,
    response: placementResponse,
    reads: ['placements'],
    errors: ['ORGANISATION_NOT_VERIFIED'],
  }),
  /** The employer, while it is a draft or its part is filled in; later: 409. The school is told (or, with no school, the student). */
  employerPart: defineEndpoint({
    method: 'PUT',
    path: '/api/placements/:id/employer-part',
    tag,
    summary: "Fill in (or correct) the employer's part of the agreement",
    access: access.verifiedOrganisation('employer'),
    params: placementParams,
    body: employerPartBody,
    response: placementResponse,
    changes: ['placements'],
    errors: ['CONFLICT'],
  }),
  /**
   * The student's school, once the employer's part is filled in: it validates the agreement. Before
   * the employer's part, after the signatures started, or for a student with no school: 409. A
   * guardian's e-mail or phone equal to the student's own: 400 naming the field.
   */
  schoolPart: defineEndpoint({
    method: 'PUT',
    path: '/api/placements/:id/school-part',
    tag,
    summary: "Complete the school's part (coordinator, parent or guardian) and validate the agreement",
    access: access.verifiedOrganisation('institution'),
    params: placementParams,
    body: schoolPartBody,
    response: placementResponse,
    changes: ['placements'],
    errors: ['CONFLICT'],
  }),
  /**
   * With a reason every party reads: the school at any step until the placement is over; the
   * employer until the school validated it; with no school, the student in the school's place.
   */
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/placements/:id/cancel',
    tag,
    summary: 'Cancel a placement, with the reason',
    access: access.roles('student', 'employer', 'institution'),
    params: placementParams,
    body: cancelPlacementBody,
    response: placementResponse,
    changes: ['placements'],
    errors: ['CONFLICT', 'ORGANISATION_NOT_VERIFIED'],
  }),
};
