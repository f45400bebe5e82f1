import { access } from '../api/access';
import { defineEndpoint } from '../api/endpoint';
import { uuidParams } from '../api/params';
import { createSavedSearchBody, savedSearchesResponse, savedSearchResponse } from '../contracts/saved-searches';

// A student's saved job searches, the job alerts of the daily run (docs/product/jobs.md#saved-searches).
// Only students; another student's saved search is "not found".

const tag = 'jobs';
const onlyStudents = access.roles('student');

export const savedSearchesEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/student/saved-searches',
    tag,
    summary: 'My saved searches, oldest first',
    access: onlyStudents,
    response: savedSearchesResponse,
    reads: ['savedSearches'],
  }),
  /** 409 once the student has SAVED_SEARCHES_MAX; 400 naming `near` for a place FirstRung does not know. */
  create: defineEndpoint({
    method: 'POST',
    path: '/api/student/saved-searches',
    tag,
    summary: 'Save a search and its filters under a name (its new postings come in the daily digest)',
    access: onlyStudents,
    body: createSavedSearchBody,
    response: savedSearchResponse,
    status: 201,
    changes: ['savedSearches'],
    errors: ['CONFLICT'],
  }),
  /** Answers 204. */
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/student/saved-searches/:id',
    tag,
    summary: 'Delete one of my saved searches (204)',
    access: onlyStudents,
    params: uuidParams('savedSearch'),
    changes: ['savedSearches'],
    status: 204,
  }),
};
