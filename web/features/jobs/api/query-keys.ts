// Every jobs query key starts with 'jobs', so a change (a save, an application, a status) can
// refresh every list that shows a job in one invalidation.
export const jobsKeys = {
  all: ['jobs'] as const,
  list: (params: { q: string; industries: string[]; types: string[] }) => ['jobs', 'list', params] as const,
  detail: (id: string) => ['jobs', 'detail', id] as const,
  studentApplications: (limit: number) => ['jobs', 'student', 'applications', limit] as const,
  savedJobs: (limit: number) => ['jobs', 'student', 'saved', limit] as const,
  employerJobs: ['jobs', 'employer', 'jobs'] as const,
  employerApplications: (jobId: string) => ['jobs', 'employer', 'applications', jobId] as const,
  ownProfile: (role: 'student' | 'employer') => ['jobs', 'own-profile', role] as const,
};
