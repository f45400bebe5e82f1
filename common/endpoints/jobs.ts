import { access } from '../api/access';
import { defineEndpoint } from '../api/endpoint';
import { uuidParams } from '../api/params';
import {
  applyBody,
  applyResponse,
  createJobBody,
  employerApplicationResponse,
  employerApplicationsQuery,
  employerApplicationsResponse,
  employerJobResponse,
  employerJobsResponse,
  jobDetailResponse,
  listJobsQuery,
  listJobsResponse,
  listPageQuery,
  saveJobResponse,
  savedJobsResponse,
  studentApplicationsResponse,
  updateApplicationBody,
  updateJobBody,
} from '../contracts/jobs';

// The jobs marketplace: browse, detail, apply and save (docs/product/jobs.md), and the lists of
// the student and employer dashboards (docs/product/dashboards.md).

const jobParams = uuidParams('That job');
const applicationParams = uuidParams('That application');
const tag = 'jobs';

export const jobsEndpoints = {
  /** Public; isSaved is filled in for a signed-in student. */
  list: defineEndpoint({
    method: 'GET',
    path: '/api/jobs',
    tag,
    summary: 'Browse and search active opportunities',
    access: access.public,
    query: listJobsQuery,
    response: listJobsResponse,
    reads: ['jobs', 'savedJobs'],
  }),
  /** Public, so a posting can be shared; a visit counts as a view. The viewer part says what the caller may do. */
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/jobs/:id',
    tag,
    summary: 'One opportunity (a visit counts as a view)',
    access: access.public,
    params: jobParams,
    response: jobDetailResponse,
    reads: ['jobs', 'savedJobs', 'applications', 'profile', 'resume'],
  }),
  /** A student with a profile and a resume; the body (a message) is optional. */
  apply: defineEndpoint({
    method: 'POST',
    path: '/api/jobs/:id/apply',
    tag,
    summary: 'Apply to an opportunity',
    access: access.roles('student'),
    params: jobParams,
    body: applyBody.nullish(),
    response: applyResponse,
    status: 201,
    changes: ['applications', 'jobs', 'stats'],
  }),
  /** Idempotent: saving a saved job is fine. */
  save: defineEndpoint({
    method: 'PUT',
    path: '/api/jobs/:id/save',
    tag,
    summary: 'Save an opportunity',
    access: access.roles('student'),
    params: jobParams,
    response: saveJobResponse,
    changes: ['savedJobs', 'jobs'],
  }),
  unsave: defineEndpoint({
    method: 'DELETE',
    path: '/api/jobs/:id/save',
    tag,
    summary: 'Forget a saved opportunity',
    access: access.roles('student'),
    params: jobParams,
    response: saveJobResponse,
    changes: ['savedJobs', 'jobs'],
  }),
  studentApplications: defineEndpoint({
    method: 'GET',
    path: '/api/student/applications',
    tag,
    summary: 'My applications, most recent first',
    access: access.roles('student'),
    query: listPageQuery,
    response: studentApplicationsResponse,
    reads: ['applications', 'jobs'],
  }),
  savedJobs: defineEndpoint({
    method: 'GET',
    path: '/api/student/saved-jobs',
    tag,
    summary: 'My saved jobs, most recently saved first',
    access: access.roles('student'),
    query: listPageQuery,
    response: savedJobsResponse,
    reads: ['savedJobs', 'jobs'],
  }),
  /** Own postings with their counts, and the stat cards. */
  employerJobs: defineEndpoint({
    method: 'GET',
    path: '/api/employer/jobs',
    tag,
    summary: 'My postings with their counts, and my stat cards',
    access: access.roles('employer'),
    query: listPageQuery,
    response: employerJobsResponse,
    reads: ['jobs', 'applications', 'stats'],
  }),
  /** Needs an employer profile. A new posting is live, so schools in its city may get an alert. */
  createJob: defineEndpoint({
    method: 'POST',
    path: '/api/employer/jobs',
    tag,
    summary: 'Create a posting',
    access: access.roles('employer'),
    body: createJobBody,
    response: employerJobResponse,
    status: 201,
    changes: ['jobs', 'stats', 'alerts'],
  }),
  /** Switching a posting on may alert schools, as creating one does. */
  updateJob: defineEndpoint({
    method: 'PATCH',
    path: '/api/employer/jobs/:id',
    tag,
    summary: 'Switch a posting on or off',
    access: access.roles('employer'),
    params: jobParams,
    body: updateJobBody,
    response: employerJobResponse,
    changes: ['jobs', 'stats', 'alerts'],
  }),
  employerApplications: defineEndpoint({
    method: 'GET',
    path: '/api/employer/applications',
    tag,
    summary: 'Applications to my postings (optionally one posting)',
    access: access.roles('employer'),
    query: employerApplicationsQuery,
    response: employerApplicationsResponse,
    reads: ['applications'],
  }),
  updateApplication: defineEndpoint({
    method: 'PATCH',
    path: '/api/employer/applications/:id',
    tag,
    summary: 'Move an application to pending, reviewing, accepted or rejected',
    access: access.roles('employer'),
    params: applicationParams,
    body: updateApplicationBody,
    response: employerApplicationResponse,
    changes: ['applications'],
  }),
};
