// The applicants of one posting (a page at a time, searched and filtered, or only those waiting for
// an answer, the soonest due first), one application, answering it and undoing the answer
// (docs/product/applications.md).
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { UpdateApplicationBody } from '@common/contracts/application-answers';
import { applicationsEndpoints } from '@common/endpoints/applications';
import { jobsEndpoints } from '@common/endpoints/jobs';
import type { ApplicationStatus } from '@common/enums';
import { apiPagedQueryOptions, apiQueryOptions, useApiMutation } from '@web/lib/api-query';

/** Applicants a page holds; "Show more applicants" fetches the next. */
export const APPLICANTS_PAGE = 20;

/** All applicants, or "To answer": those waiting for a first answer, the soonest due first (sort=due). */
export type ApplicantsView = 'all' | 'due';

export interface ApplicantsFilter {
  q: string;
  status: ApplicationStatus | undefined;
  view: ApplicantsView;
}

/** Waiting for a first answer, the soonest due first, whatever was searched: the "To answer" view's filter. */
export const TO_ANSWER: ApplicantsFilter = { q: '', status: undefined, view: 'due' };

/** How many of every posting's applications the dashboard's "Applications to answer" card shows at first. */
export const TO_ANSWER_PAGE = 5;

/**
 * The employer's applications, a page at a time: one posting's (`jobId`), or every posting's (none:
 * the dashboard's card and its first data, with `limit: TO_ANSWER_PAGE`).
 */
export function employerApplicationsQueryOptions(
  filter: ApplicantsFilter,
  { jobId, limit = APPLICANTS_PAGE }: { jobId?: string; limit?: number } = {},
) {
  const due = filter.view === 'due';
  return apiPagedQueryOptions(jobsEndpoints.employerApplications, {
    query: {
      ...(jobId ? { jobId } : {}),
      limit,
      ...(filter.q ? { q: filter.q } : {}),
      // "To answer" lists pending and reviewing ones only: a status filter has no place there.
      ...(due ? { sort: 'due' as const } : filter.status ? { status: filter.status } : {}),
    },
  });
}

export function useEmployerApplications(jobId: string, filter: ApplicantsFilter) {
  return useInfiniteQuery(employerApplicationsQueryOptions(filter, { jobId }));
}

/** The applications of a posting waiting for an answer: their number chooses the list's first view. */
export function useApplicationsToAnswer(jobId: string) {
  return useInfiniteQuery(employerApplicationsQueryOptions(TO_ANSWER, { jobId }));
}

/** Every posting's applications waiting for a first answer, the soonest due first: the employer dashboard's card. */
export function useAllApplicationsToAnswer() {
  return useInfiniteQuery(employerApplicationsQueryOptions(TO_ANSWER, { limit: TO_ANSWER_PAGE }));
}

/** One application; the first opening marks it viewed for the student. */
export function useEmployerApplication(id: string) {
  return useQuery(apiQueryOptions(applicationsEndpoints.employerApplication, { params: { id } }));
}

/** Moves an application: reviewing, an interview, an offer, not selected (held 30 minutes for undo). */
export function useAnswerApplication() {
  return useApiMutation(jobsEndpoints.updateApplication, {
    toInput: ({ id, body }: { id: string; body: UpdateApplicationBody }) => ({ params: { id }, body }),
  });
}

/** Takes back the change the student has not been told of yet. */
export function useUndoApplicationChange() {
  return useApiMutation(applicationsEndpoints.undoApplicationChange, { toInput: (id: string) => ({ params: { id } }) });
}
