import { describe, expect, it, vi } from 'vitest';
import type { JobDetailResponse } from '@common/contracts/jobs';
import { createJobPageRenderer } from './job-page-html';

const ID = '6f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f';
const detail = (changes: Partial<JobDetailResponse['job']> = {}): JobDetailResponse => ({
  job: {
    id: ID,
    title: 'Carpentry Apprentice',
    companyName: 'NorthBuild Trades',
    description: 'Learn framing.',
    location: 'Ontario',
    city: 'Toronto',
    type: 'Apprenticeships',
    duration: null,
    industry: null,
    requirements: [],
    isActive: true,
    isHighSchoolOpportunity: false,
    employerVerified: true,
    applicationDeadline: null,
    filledAt: null,
    pay: null,
    hoursPerWeek: null,
    startDate: null,
    places: null,
    minimumAge: null,
    postalCode: null,
    createdAt: '2026-11-01T12:00:00.000Z',
    viewCount: 1,
    _count: { applications: 0 },
    isSaved: false,
    isSchoolPartner: false,
    employerResponse: null,
    ...changes,
  },
  viewer: { isStudentWithProfile: false, hasResume: false, hasApplied: false, applicationStatus: null, isOwner: false, seesViews: false },
});

function setUp() {
  let clock = Date.parse('2026-11-24T12:00:00.000Z');
  const render = vi.fn(async (_path: string, language: string, options: { data?: readonly { data: unknown }[] }) => {
    const answer = options.data?.[0]?.data as JobDetailResponse;
    return `<main lang="${language}">${answer.job.title} ${answer.job.viewCount}</main>`;
  });
  const onError = vi.fn();
  const parts = createJobPageRenderer(
    () => Promise.resolve(render),
    onError,
    () => clock,
  );
  return { parts, render, onError, advance: (ms: number) => (clock += ms) };
}

describe('createJobPageRenderer', () => {
  it('renders the page from the answer it sends, and says when', async () => {
    const { parts, render } = setUp();
    const page = await parts(ID, 'fr', detail());
    expect(render).toHaveBeenCalledWith(`/jobs/${ID}`, 'fr', { data: page.data, renderedAt: Date.parse('2026-11-24T12:00:00.000Z') });
    expect(page.body).toBe('<main lang="fr">Carpentry Apprentice 1</main>');
    expect(page.data).toEqual([{ key: ['/api/jobs/:id', { id: ID }, {}], data: detail() }]);
    expect(page.renderedAt?.toISOString()).toBe('2026-11-24T12:00:00.000Z');
  });

  it("writes the dates in the reader's time zone when there is one, says which and its offset then, and keeps each zone's page apart", async () => {
    const { parts, render } = setUp();
    const toronto = await parts(ID, 'en', detail(), 'America/Toronto');
    expect(render).toHaveBeenLastCalledWith(`/jobs/${ID}`, 'en', expect.objectContaining({ timeZone: 'America/Toronto' }));
    // November 24: Toronto is on standard time, five hours behind UTC.
    expect(toronto.dateZone).toEqual({ name: 'America/Toronto', offset: 300 });
    const paris = await parts(ID, 'en', detail(), 'Europe/Paris');
    expect(paris.dateZone).toEqual({ name: 'Europe/Paris', offset: -60 });
    const utc = await parts(ID, 'en', detail());
    expect(utc.dateZone).toBeUndefined();
    expect(render).toHaveBeenCalledTimes(3);
    expect(await parts(ID, 'en', detail(), 'America/Toronto')).toBe(toronto);
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('sends a page rendered a moment ago, with the data it was rendered from, while only the view count changed', async () => {
    const { parts, render, advance } = setUp();
    const first = await parts(ID, 'en', detail({ viewCount: 1 }));
    advance(10_000);
    const again = await parts(ID, 'en', detail({ viewCount: 2 }));
    expect(render).toHaveBeenCalledTimes(1);
    // The HTML and the data agree (the browser's first render must match): both say 1 view.
    expect(again).toBe(first);
    expect(again.data[0]!.data).toMatchObject({ job: { viewCount: 1 } });
  });

  it('renders again for another language, a changed posting, or once the page is 30 s old', async () => {
    const { parts, render, advance } = setUp();
    await parts(ID, 'en', detail());
    await parts(ID, 'fr', detail());
    expect(render).toHaveBeenCalledTimes(2);
    const edited = await parts(ID, 'en', detail({ title: 'Framing Apprentice' }));
    expect(edited.body).toContain('Framing Apprentice');
    advance(30_000);
    const later = await parts(ID, 'en', detail({ title: 'Framing Apprentice', viewCount: 9 }));
    expect(later.body).toContain('Framing Apprentice 9');
    expect(render).toHaveBeenCalledTimes(4);
  });

  it('sends the data alone without a renderer, or when rendering fails', async () => {
    const none = createJobPageRenderer(() => Promise.resolve(undefined), vi.fn());
    expect(await none(ID, 'en', detail())).toEqual({ data: [{ key: ['/api/jobs/:id', { id: ID }, {}], data: detail() }] });
    const onError = vi.fn();
    const failing = createJobPageRenderer(() => Promise.resolve(() => Promise.reject(new Error('broken'))), onError);
    const page = await failing(ID, 'en', detail());
    expect(page.body).toBeUndefined();
    expect(page.data).toHaveLength(1);
    expect(onError).toHaveBeenCalledOnce();
  });
});
