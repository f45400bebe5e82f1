// A student's link to a school (docs/product/schools.md#joining-a-school): the student's own view,
// the school's pending requests, and the changes each side may make. Lists refresh through the
// declarations' reads/changes ('roster', 'profile', 'documents').
import { useQuery } from '@tanstack/react-query';
import type { LinkDecision } from '@common/contracts/school-links';
import { INSTITUTION_PAGE_MAX } from '@common/contracts/institutions';
import { schoolLinksEndpoints } from '@common/endpoints/school-links';
import { apiQueryOptions, useApiMutation } from '@web/lib/api-query';

export const ownSchoolLinkQueryOptions = () => apiQueryOptions(schoolLinksEndpoints.ownLink);

export function useOwnSchoolLink() {
  return useQuery(ownSchoolLinkQueryOptions());
}

export function useEndOwnSchoolLink() {
  return useApiMutation(schoolLinksEndpoints.endOwnLink, { toInput: (_: void) => ({}) });
}

export const linkRequestsQueryOptions = () => apiQueryOptions(schoolLinksEndpoints.linkRequests, { query: { limit: INSTITUTION_PAGE_MAX } });

export function useLinkRequests() {
  return useQuery(linkRequestsQueryOptions());
}

export function useDecideLinkRequest() {
  return useApiMutation(schoolLinksEndpoints.decideLinkRequest, {
    toInput: ({ id, decision }: { id: string; decision: LinkDecision }) => ({ params: { id }, body: { decision } }),
  });
}

export function useRemoveStudent() {
  return useApiMutation(schoolLinksEndpoints.removeStudent, { toInput: (studentId: string) => ({ params: { studentId } }) });
}
