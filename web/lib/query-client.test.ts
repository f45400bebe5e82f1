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

  it('clears every cached answer when who is signed in changes', async () => {
    const { client, fetchers } = seeded();
    await client.fetchQuery({ queryKey: ['/api/jobs/1'], queryFn: fetchers.jobs, meta: { reads: ['jobs'] } });
    await refreshAfterChange(client, ['session']);
    expect(client.getQueryData(['/api/jobs/1'])).toBeUndefined();
  });

  it('does nothing for a change that changes nothing', async () => {
    const { client, fetchers } = seeded();
    await client.fetchQuery({ queryKey: ['/api/jobs'], queryFn: fetchers.jobs, meta: { reads: ['jobs'] } });
    await refreshAfterChange(client, []);
    expect(client.getQueryState(['/api/jobs'])?.isInvalidated).toBe(false);
  });
});
