import { access } from '../api/access';
import { defineEndpoint } from '../api/endpoint';
import { uuidParams } from '../api/params';
import { listPageQuery } from '../contracts/jobs';
import {
  agreementPdfQuery,
  declinePlacementBody,
  placementVersionResponse,
  placementVersionsResponse,
  remindSignerBody,
  signPlacementBody,
  versionParams,
} from '../contracts/placement-signatures';
import { contentTypesOf } from '../contracts/documents';
import { PLACEMENT_FILE_EXTENSIONS, placementFileKindParams, placementFileParams } from '../contracts/placement-files';
import { inviteSchoolBody, schoolInvitationResponse, schoolInvitationsResponse } from '../contracts/placement-school-invitations';
import {
  cancelPlacementBody,
  employerPartBody,
  guardianContactBody,
  placementResponse,
  placementsResponse,
  schoolPartBody,
} from '../contracts/placements';

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
  /**
   * The school (or, with no school, the employer) sends the completed agreement for signature: the
   * rule pack of the workplace's province checks the schedule and the student's age on the start date
   * (a schedule over a limit: 409 naming the rule and its source), decides who must sign (a parent or
   * guardian under the age of majority), fixes the version's exact text and asks each signer.
   */
  sendForSignature: defineEndpoint({
    method: 'POST',
    path: '/api/placements/:id/send-for-signature',
    tag,
    summary: 'Send the agreement for signature (the rule pack decides who signs)',
    access: access.roles('employer', 'institution'),
    params: placementParams,
    response: placementResponse,
    changes: ['placements'],
    errors: ['CONFLICT', 'ORGANISATION_NOT_VERIFIED'],
  }),
  /** A party signs in their account the version they read (its number and its text's hash; either out of date: 409). */
  sign: defineEndpoint({
    method: 'POST',
    path: '/api/placements/:id/sign',
    tag,
    summary: 'Sign the agreement in my account',
    access: access.roles('student', 'employer', 'institution'),
    params: placementParams,
    body: signPlacementBody,
    response: placementResponse,
    changes: ['placements'],
    errors: ['CONFLICT', 'ORGANISATION_NOT_VERIFIED'],
  }),
  /** A party refuses to sign, with a reason every party reads: the agreement goes back for correction. */
  decline: defineEndpoint({
    method: 'POST',
    path: '/api/placements/:id/decline',
    tag,
    summary: 'Decline to sign the agreement, with the reason',
    access: access.roles('student', 'employer', 'institution'),
    params: placementParams,
    body: declinePlacementBody,
    response: placementResponse,
    changes: ['placements'],
    errors: ['CONFLICT', 'ORGANISATION_NOT_VERIFIED'],
  }),
  /** The school (or, with no school, the employer) reminds a party that has not signed: at most once a day. */
  remind: defineEndpoint({
    method: 'POST',
    path: '/api/placements/:id/remind',
    tag,
    summary: 'Remind a party that has not signed yet',
    access: access.roles('employer', 'institution'),
    params: placementParams,
    body: remindSignerBody,
    response: placementResponse,
    changes: ['placements'],
    errors: ['CONFLICT', 'ORGANISATION_NOT_VERIFIED', 'RATE_LIMITED'],
  }),
  /** Every version sent for signature, newest first, each with its exact text and signatures. */
  versions: defineEndpoint({
    method: 'GET',
    path: '/api/placements/:id/versions',
    tag,
    summary: "The agreement's versions, each as it was sent and signed",
    access: access.roles('student', 'employer', 'institution', 'admin'),
    params: placementParams,
    response: placementVersionsResponse,
    reads: ['placements'],
    errors: ['ORGANISATION_NOT_VERIFIED'],
  }),
  version: defineEndpoint({
    method: 'GET',
    path: '/api/placements/:id/versions/:version',
    tag,
    summary: 'One version of the agreement, as it was sent and signed',
    access: access.roles('student', 'employer', 'institution', 'admin'),
    params: versionParams,
    response: placementVersionResponse,
    reads: ['placements'],
    errors: ['ORGANISATION_NOT_VERIFIED'],
  }),
  /** The agreement as a PDF with its signatures' audit trail and reference; before it is sent: 409. */
  agreementPdf: defineEndpoint({
    method: 'GET',
    path: '/api/placements/:id/agreement.pdf',
    tag,
    summary: 'The agreement as a PDF (a version sent for signature; the latest by default)',
    access: access.roles('student', 'employer', 'institution', 'admin'),
    params: placementParams,
    query: agreementPdfQuery,
    produces: ['application/pdf'],
    reads: ['placements'],
    errors: ['CONFLICT', 'ORGANISATION_NOT_VERIFIED'],
  }),
  /**
   * The student names their parent or guardian when the placement has no school to do it (a minor with
   * no school); before the agreement is sent. Their e-mail and phone must differ from the student's (400).
   */
  studentGuardian: defineEndpoint({
    method: 'PUT',
    path: '/api/placements/:id/guardian',
    tag,
    summary: 'Name my parent or guardian on the agreement (a placement with no school)',
    access: access.roles('student'),
    params: placementParams,
    body: guardianContactBody,
    response: placementResponse,
    changes: ['placements'],
    errors: ['CONFLICT'],
  }),
  /**
   * The employer attaches (or replaces) its risk assessment or the insurance certificate: one file
   * (multipart `file`; PDF, JPEG or PNG by its content; 10 MB), while its part is open. A file
   * replaced after the agreement went out makes a new version, as any change of the employer's part.
   */
  uploadFile: defineEndpoint({
    method: 'POST',
    path: '/api/placements/:id/files/:kind',
    tag,
    summary: 'Attach the risk assessment or the insurance certificate (multipart: file; pdf, jpg, jpeg, png; 10 MB)',
    access: access.verifiedOrganisation('employer'),
    params: placementFileKindParams,
    bodyKind: 'multipart',
    response: placementResponse,
    changes: ['placements'],
    errors: ['CONFLICT', 'STORAGE_FULL'],
  }),
  /** A file of the agreement (the current one or one an earlier version named): its parties and admins; anyone else: not found. */
  downloadFile: defineEndpoint({
    method: 'GET',
    path: '/api/placements/:id/files/:fileId/download',
    tag,
    summary: 'Download a file of the agreement (the risk assessment, the insurance certificate)',
    access: access.roles('student', 'employer', 'institution', 'admin'),
    params: placementFileParams,
    produces: contentTypesOf(PLACEMENT_FILE_EXTENSIONS),
    reads: ['placements'],
    errors: ['ORGANISATION_NOT_VERIFIED'],
  }),
  // ---- A student with no school invites one (docs/product/placements.md#a-student-with-no-school-invites-one) ----
  /**
   * The student of a placement with no school invites a verified school to take part, before the
   * agreement goes out (draft or employer_completed); one invitation waits at a time (409).
   */
  inviteSchool: defineEndpoint({
    method: 'POST',
    path: '/api/placements/:id/school-invitation',
    tag,
    summary: 'Invite a school to take part in my placement (a placement with no school)',
    access: access.roles('student'),
    params: placementParams,
    body: inviteSchoolBody,
    response: schoolInvitationResponse,
    changes: ['placements'],
    errors: ['CONFLICT'],
  }),
  /** The placement's latest invitation to a school and its answer (the student's). */
  schoolInvitation: defineEndpoint({
    method: 'GET',
    path: '/api/placements/:id/school-invitation',
    tag,
    summary: "My placement's invitation to a school, and its answer",
    access: access.roles('student'),
    params: placementParams,
    response: schoolInvitationResponse,
    reads: ['placements'],
  }),
  /** A school's invitations waiting for its answer. */
  schoolInvitations: defineEndpoint({
    method: 'GET',
    path: '/api/placement-school-invitations',
    tag,
    summary: "Students' invitations to take part in their placements, waiting for my answer (a school)",
    access: access.roles('institution'),
    response: schoolInvitationsResponse,
    reads: ['placements'],
    errors: ['ORGANISATION_NOT_VERIFIED'],
  }),
  /** The invited school accepts: it becomes the placement's school, its steps apply. */
  acceptSchoolInvitation: defineEndpoint({
    method: 'POST',
    path: '/api/placement-school-invitations/:id/accept',
    tag,
    summary: "Accept a student's invitation to take part in their placement (a school)",
    access: access.roles('institution'),
    params: uuidParams('invitation'),
    response: placementResponse,
    changes: ['placements'],
    errors: ['CONFLICT', 'ORGANISATION_NOT_VERIFIED'],
  }),
  /** The invited school declines: the student is told. */
  declineSchoolInvitation: defineEndpoint({
    method: 'POST',
    path: '/api/placement-school-invitations/:id/decline',
    tag,
    summary: "Decline a student's invitation to take part in their placement (a school)",
    access: access.roles('institution'),
    params: uuidParams('invitation'),
    response: schoolInvitationResponse,
    changes: ['placements'],
    errors: ['CONFLICT', 'ORGANISATION_NOT_VERIFIED'],
  }),
};
