// Schools' partnerships with employers (docs/product/schools.md#partners): the school's search,
// invitations, partners and their postings; the employer's invitations and answers. Every change
// says it changes 'partners' (and 'jobs', for the badge), so both sides' lists refresh.
import { useQuery } from '@tanstack/react-query';
import { INSTITUTION_PAGE_MAX } from '@common/contracts/institutions';
import { PARTNER_SEARCH_MIN, type PartnershipDecision } from '@common/contracts/partners';
import { partnersEndpoints } from '@common/endpoints/partners';
import { apiQueryOptions, useApiMutation } from '@web/lib/api-query';

export function usePartnerCandidates(search: string) {
  return useQuery({
    ...apiQueryOptions(partnersEndpoints.partnerCandidates, { query: { q: search } }),
    enabled: search.trim().length >= PARTNER_SEARCH_MIN,
  });
}

export const schoolPartnersQueryOptions = () => apiQueryOptions(partnersEndpoints.schoolPartners, { query: { limit: INSTITUTION_PAGE_MAX } });

export function useSchoolPartners() {
  return useQuery(schoolPartnersQueryOptions());
}

export const partnerJobsQueryOptions = () => apiQueryOptions(partnersEndpoints.partnerJobs, { query: { limit: INSTITUTION_PAGE_MAX } });

export function usePartnerJobs() {
  return useQuery(partnerJobsQueryOptions());
}

export function useInviteEmployer() {
  return useApiMutation(partnersEndpoints.inviteEmployer, { toInput: (employerId: string) => ({ body: { employerId } }) });
}

export function useEndSchoolPartnership() {
  return useApiMutation(partnersEndpoints.endSchoolPartnership, { toInput: (id: string) => ({ params: { id } }) });
}

export const employerPartnersQueryOptions = () => apiQueryOptions(partnersEndpoints.employerPartners, { query: { limit: INSTITUTION_PAGE_MAX } });

export function useEmployerPartners(enabled = true) {
  return useQuery({ ...employerPartnersQueryOptions(), enabled });
}

export function useAnswerInvitation() {
  return useApiMutation(partnersEndpoints.answerInvitation, {
    toInput: ({ id, decision }: { id: string; decision: PartnershipDecision }) => ({ params: { id }, body: { decision } }),
  });
}

export function useEndEmployerPartnership() {
  return useApiMutation(partnersEndpoints.endEmployerPartnership, { toInput: (id: string) => ({ params: { id } }) });
}
