/** Query keys of the admin feature, so mutations can invalidate exactly what they change. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  jobs: () => [...adminKeys.all, 'jobs'] as const,
  auditLog: () => [...adminKeys.all, 'audit-log'] as const,
};

/** Builds "?a=1&b=2" from the defined, non-empty values. */
export function toSearch(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
