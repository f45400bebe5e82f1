// Where a posting stands in its life (docs/product/jobs.md#posting-lifecycle), one rule for the
// server's checks and the screens that label a posting.

/** The fields an employer writes when creating or editing a posting; an edit records which of them changed. */
export const EDITABLE_JOB_FIELDS = [
  'title',
  'companyName',
  'location',
  'city',
  'description',
  'type',
  'industry',
  'duration',
  'requirements',
  'isHighSchoolOpportunity',
  'applicationDeadline',
  'pay',
  'hoursPerWeek',
  'startDate',
  'places',
  'minimumAge',
  'postalCode',
] as const;
export type EditableJobField = (typeof EDITABLE_JOB_FIELDS)[number];

/**
 * open: taking applications; filled: closed by its employer as filled (its page stays, marked
 * closed); expired: its deadline has passed (its page stays, marked closed); inactive: switched off
 * (hidden from everyone but its owner and admins).
 */
export const JOB_STATES = ['open', 'filled', 'expired', 'inactive'] as const;
export type JobState = (typeof JOB_STATES)[number];

const timeOf = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value).getTime();

/** A deadline has passed once its moment is behind us (the posting form sends the end of the chosen day). */
export function isDeadlinePassed(deadline: string | Date | null | undefined, now: Date = new Date()): boolean {
  return deadline !== null && deadline !== undefined && timeOf(deadline) <= now.getTime();
}

/** A posting's state; filled and expired come before "switched off", since they say more. */
export function jobState(
  job: { isActive: boolean; filledAt: string | Date | null; applicationDeadline: string | Date | null },
  now: Date = new Date(),
): JobState {
  if (job.filledAt !== null) return 'filled';
  if (isDeadlinePassed(job.applicationDeadline, now)) return 'expired';
  return job.isActive ? 'open' : 'inactive';
}

/** Filled and expired postings are closed: their page stays reachable and says so, and nobody can apply or save them. */
export const isClosedState = (state: JobState): boolean => state === 'filled' || state === 'expired';
