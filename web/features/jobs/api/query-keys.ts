// Left only for get-own-profile.ts, which the profiles feature's own hooks replace; delete this
// file with it. Every other jobs query takes its key from its declaration (web/lib/api-query.ts).
export const jobsKeys = {
  ownProfile: (role: 'student' | 'employer') => ['jobs', 'own-profile', role] as const,
};
