import { access } from '../api/access';
import { defineEndpoint } from '../api/endpoint';
import { uuidParams } from '../api/params';
import {
  approveClassCodeRequestsBody,
  approveClassCodeRequestsResponse,
  classCodeResponse,
  classCodesResponse,
  createClassCodeBody,
} from '../contracts/class-codes';

// A school's class codes (docs/product/school-sign-in.md#class-codes). A student uses a code by
// typing it into their profile (profilesEndpoints.saveStudentProfile, `classCode`); these routes are
// the school's: make, list and revoke its codes, and approve a code's requests at once. Another
// school's code answers 404, as if it did not exist.

// Codes make requests for a roster: only a school FirstRung verified, with its address confirmed.
const verifiedInstitutions = access.verifiedOrganisation('institution');
const tag = 'institutions';

export const classCodesEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/institution/class-codes',
    tag,
    access: verifiedInstitutions,
    summary: 'Your class codes, newest first: active, expired and revoked, with how many requests of each wait for your answer',
    response: classCodesResponse,
    reads: ['roster'],
  }),
  /** 400 naming `expiresAt` for an end time in the past or more than a year away. */
  create: defineEndpoint({
    method: 'POST',
    path: '/api/institution/class-codes',
    tag,
    access: verifiedInstitutions,
    summary: 'Make a class code: a label and a lifetime (7, 30 or 90 days, or an end date at most a year away)',
    body: createClassCodeBody,
    response: classCodeResponse,
    status: 201,
    changes: ['roster'],
  }),
  /** Revoking a revoked code changes nothing; its pending requests stay pending for you to answer. */
  revoke: defineEndpoint({
    method: 'POST',
    path: '/api/institution/class-codes/:id/revoke',
    tag,
    access: verifiedInstitutions,
    summary: 'Revoke a class code: it no longer works for new requests',
    params: uuidParams('classCode'),
    response: classCodeResponse,
    changes: ['roster'],
  }),
  /** Each approval is told to its student as a single one is; ids that are not a pending request of this code are left alone. */
  approveRequests: defineEndpoint({
    method: 'POST',
    path: '/api/institution/class-codes/:id/approve',
    tag,
    access: verifiedInstitutions,
    summary: "Approve all of a class code's pending requests, or the ones named",
    params: uuidParams('classCode'),
    body: approveClassCodeRequestsBody,
    response: approveClassCodeRequestsResponse,
    changes: ['roster', 'documents'],
  }),
};
