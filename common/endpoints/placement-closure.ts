import { access } from '../api/access';
import { defineEndpoint } from '../api/endpoint';
import { uuidParams } from '../api/params';
import { certificatePdfQuery, placementClosureResponse, reflectionBody, revokeCertificateBody } from '../contracts/placement-closure';

// How a placement ends (docs/product/placement-hours.md#evaluation-and-reflection): its evaluation,
// the student's reflection, the school's sign-off and the certificate it issues, which the school may
// revoke. Only the placement's parties and admins; anyone else: not found.

const tag = 'placement-closure';
const placementParams = uuidParams('placement');

export const placementClosureEndpoints = {
  /** The employer reads no reflection (null). */
  get: defineEndpoint({
    method: 'GET',
    path: '/api/placements/:id/closure',
    tag,
    summary: "A placement's evaluation, reflection, sign-off and certificate",
    access: access.roles('student', 'employer', 'institution', 'admin'),
    params: placementParams,
    response: placementClosureResponse,
    reads: ['placementClosure'],
    errors: ['ORGANISATION_NOT_VERIFIED'],
  }),
  /** Once the placement is completed, until it is signed off; not after a did-not-show (409). */
  reflect: defineEndpoint({
    method: 'PUT',
    path: '/api/placements/:id/reflection',
    tag,
    summary: 'Write (or rewrite) my reflection on the placement',
    access: access.roles('student'),
    params: placementParams,
    body: reflectionBody,
    response: placementClosureResponse,
    changes: ['placementClosure'],
    errors: ['CONFLICT'],
  }),
  /** The school, once the evaluation and the reflection are in and no day waits (409 naming what is missing). */
  signOff: defineEndpoint({
    method: 'POST',
    path: '/api/placements/:id/sign-off',
    tag,
    summary: 'Sign the placement off and issue its certificate',
    access: access.verifiedOrganisation('institution'),
    params: placementParams,
    response: placementClosureResponse,
    changes: ['placementClosure', 'placementHours', 'publicRecords'],
    errors: ['CONFLICT'],
  }),
  /** The student, the school, admins; before it is issued: 404. */
  certificatePdf: defineEndpoint({
    method: 'GET',
    path: '/api/placements/:id/certificate.pdf',
    tag,
    summary: 'The certificate as a PDF',
    access: access.roles('student', 'institution', 'admin'),
    params: placementParams,
    query: certificatePdfQuery,
    produces: ['application/pdf'],
    reads: ['placementClosure'],
    errors: ['ORGANISATION_NOT_VERIFIED'],
  }),
  /** The school, with a reason the public page shows; already revoked: 409. */
  revokeCertificate: defineEndpoint({
    method: 'POST',
    path: '/api/placements/:id/certificate/revoke',
    tag,
    summary: 'Revoke the certificate, with a public reason',
    access: access.verifiedOrganisation('institution'),
    params: placementParams,
    body: revokeCertificateBody,
    response: placementClosureResponse,
    changes: ['placementClosure', 'publicRecords'],
    errors: ['CONFLICT'],
  }),
};
