import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, refreshAfterChange } from './query-client';

// The freshness rule of the browser's cache: a change refreshes what reads what it changed.

function seeded() {
  const client = createQueryClient();
  const fetchers = { jobs: vi.fn(async () => 'jobs'), profile: vi.fn(async () => 'profile') };
  return { client, fetchers };
}

describe('refreshAfterChange', () => {
  it('marks stale exactly the cached answers that read a changed kind of data', async () => {
    const { client, fetchers } = seeded();
    await client.fetchQuery({ queryKey: ['/api/jobs'], queryFn: fetchers.jobs, meta: { reads: ['jobs'] } });
    await client.fetchQuery({ queryKey: ['/api/student/profile'], queryFn: fetchers.profile, meta: { reads: ['profile', 'resume'] } });
    await refreshAfterChange(client, ['resume']);
    expect(client.getQueryState(['/api/student/profile'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['/api/jobs'])?.isInvalidated).toBe(false);
  });

  it('forgets every answer of the previous person when who is signed in changes, and asks only who is signed in again', async () => {
    const { client, fetchers } = seeded();
    const user = vi.fn(async () => 'someone else');
    await client.fetchQuery({ queryKey: ['/api/jobs/1'], queryFn: fetchers.jobs, meta: { reads: ['jobs'] } });
    await client.fetchQuery({ queryKey: ['/api/auth/user'], queryFn: user, meta: { reads: ['session'] } });
    await refreshAfterChange(client, ['session']);
    expect(client.getQueryData(['/api/jobs/1'])).toBeUndefined();
    expect(fetchers.jobs).toHaveBeenCalledTimes(1);
    expect(client.getQueryCache().find({ queryKey: ['/api/auth/user'] })).toBeDefined();
  });

  it('does nothing for a change that changes nothing', async () => {
    const { client, fetchers } = seeded();
    await client.fetchQuery({ queryKey: ['/api/jobs'], queryFn: fetchers.jobs, meta: { reads: ['jobs'] } });
    await refreshAfterChange(client, []);
    expect(client.getQueryState(['/api/jobs'])?.isInvalidated).toBe(false);
  });
});
