import { z } from 'zod';
import { access } from '../api/access';
import { defineEndpoint } from '../api/endpoint';
import { pageOf } from '../api/paging';
import { uuidParams } from '../api/params';
import { interviewAnswerBody, offerAnswerBody, stalledApplicationSchema } from '../contracts/application-answers';
import { employerApplicationResponse, listPageQuery, studentApplicationSchema } from '../contracts/jobs';

// The answers an application is owed (docs/product/applications.md): the employer opens one
// application, undoes an answer it just gave; the student answers an interview or an offer; both
// take the interview into their calendar; a school sees its students' applications left waiting.
// Moving an application (an interview, an offer, not selected) is PATCH /api/employer/applications/:id
// (common/endpoints/jobs.ts).

const applicationParams = uuidParams('application');
const tag = 'applications';

export const studentApplicationResponse = z.object({ application: studentApplicationSchema });
export const stalledApplicationsResponse = pageOf(stalledApplicationSchema);
export type StalledApplicationsResponse = z.infer<typeof stalledApplicationsResponse>;

export const applicationsEndpoints = {
  /** The first time the employer opens it, the student sees "Viewed". */
  employerApplication: defineEndpoint({
    method: 'GET',
    path: '/api/employer/applications/:id',
    tag,
    summary: 'One application to my postings (the first opening marks it viewed for the student)',
    access: access.verifiedOrganisation('employer'),
    params: applicationParams,
    response: employerApplicationResponse,
    reads: ['applications'],
  }),
  /** Takes back the answer held for the undo window; the student never hears of it. Nothing held: the application as it is. */
  undoApplicationChange: defineEndpoint({
    method: 'POST',
    path: '/api/employer/applications/:id/undo',
    tag,
    summary: 'Undo the change the student has not been told of yet',
    access: access.verifiedOrganisation('employer'),
    params: applicationParams,
    response: employerApplicationResponse,
    changes: ['applications'],
  }),
  /** The employer is told at once; an accepted interview comes with a calendar file for both. */
  answerInterview: defineEndpoint({
    method: 'POST',
    path: '/api/student/applications/:id/interview',
    tag,
    summary: 'Accept an interview invitation, or ask to move it',
    access: access.roles('student'),
    params: applicationParams,
    body: interviewAnswerBody,
    response: studentApplicationResponse,
    changes: ['applications'],
    // No interview is waiting for an answer.
    errors: ['CONFLICT'],
  }),
  /** Accepting makes the placement (docs/product/applications.md#offers); the employer is told at once. */
  answerOffer: defineEndpoint({
    method: 'POST',
    path: '/api/student/applications/:id/offer',
    tag,
    summary: 'Accept or decline an offer',
    access: access.roles('student'),
    params: applicationParams,
    body: offerAnswerBody,
    response: studentApplicationResponse,
    // Accepting starts the placement (docs/product/placements.md#from-offer-to-placement).
    changes: ['applications', 'stats', 'placements'],
    // No offer is waiting for an answer.
    errors: ['CONFLICT'],
  }),
  /** For the student who applied and the posting's employer; anyone else: not found. */
  interviewCalendar: defineEndpoint({
    method: 'GET',
    path: '/api/applications/:id/interview.ics',
    tag,
    summary: "An application's interview as a calendar file",
    access: access.roles('student', 'employer'),
    params: applicationParams,
    produces: ['text/calendar'],
    reads: ['applications'],
  }),
  /** The school's students' applications waiting past the employer's reminder, or closed with no response, oldest first. */
  stalledApplications: defineEndpoint({
    method: 'GET',
    path: '/api/institution/stalled-applications',
    tag,
    summary: "My students' applications left without an answer",
    access: access.verifiedOrganisation('institution'),
    query: listPageQuery,
    response: stalledApplicationsResponse,
    reads: ['applications'],
  }),
};
