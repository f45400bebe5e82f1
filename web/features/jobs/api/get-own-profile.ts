// GET /api/student/profile and /api/employer/profile (served by the profiles feature): the
// dashboard reads the resume state and the company name. A missing profile reads as null.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '@web/lib/api-client';
import { jobsKeys } from './query-keys';

export interface OwnProfileSummary {
  companyName?: string | null;
  industry?: string | null;
  resumeUrl?: string | null;
  resumeFileName?: string | null;
}

export async function getOwnProfile(role: 'student' | 'employer'): Promise<OwnProfileSummary | null> {
  try {
    return (await apiGet<{ profile: OwnProfileSummary | null }>(`/api/${role}/profile`)).profile;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function ownProfileQueryOptions(role: 'student' | 'employer') {
  return queryOptions({ queryKey: jobsKeys.ownProfile(role), queryFn: () => getOwnProfile(role) });
}

export function useOwnProfile(role: 'student' | 'employer') {
  return useQuery(ownProfileQueryOptions(role));
}
