// GET /api/institution/profile (built by the profiles feature): the signed-in institution's
// profile, or null before it is set up. Only the fields the dashboard shows are typed here.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';

export interface InstitutionProfileView {
  id: string;
  institutionName: string;
  institutionType?: string | null;
  location?: string | null;
  country?: string | null;
  region?: string | null;
  city?: string | null;
  website?: string | null;
  contactPerson?: string | null;
  contactEmail?: string | null;
  contactPhone?: string | null;
  numberOfStudents?: number | null;
  focusAreas?: string[] | null;
  establishedYear?: number | null;
}

export function getInstitutionProfile() {
  return apiGet<{ profile: InstitutionProfileView | null }>('/api/institution/profile');
}

export function institutionProfileQueryOptions() {
  return queryOptions({ queryKey: ['institution', 'profile'], queryFn: getInstitutionProfile });
}

export function useInstitutionProfile() {
  return useQuery(institutionProfileQueryOptions());
}
