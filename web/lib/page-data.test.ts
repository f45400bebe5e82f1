import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_DATA_ELEMENT_ID, RENDERED_AT_ATTRIBUTE } from '@common/contracts/seo';
import { eventsQueryOptions } from '@web/features/events';
import { TIME_ZONE_ATTRIBUTE, TIME_ZONE_OFFSET_ATTRIBUTE } from '@common/time-zone';
import { dateZoneOfPage, renderTimeOfPage, seedQueriesFromPage } from './page-data';
import { createQueryClient } from './query-client';

/** The one method the seeding reads of a document. */
const pageWith = (text: string | null) =>
  ({ getElementById: (id: string) => (id === PAGE_DATA_ELEMENT_ID && text !== null ? { textContent: text } : null) }) as unknown as Document;

describe('seeding the query cache from the page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('caches each answer under its key', () => {
    const client = new QueryClient();
    const key = ['/api/jobs/:id', { id: 'a' }, {}] as const;
    seedQueriesFromPage(client, pageWith(JSON.stringify([{ key, data: { job: { title: 'Carpenter' } } }])));
    expect(client.getQueryData(key)).toEqual({ job: { title: 'Carpenter' } });
  });

  it('leaves the cache empty when the page has no data or unreadable data', () => {
    for (const text of [null, '', '{not json', '{"key":1}', '[{"data":1}]']) {
      const client = new QueryClient();
      seedQueriesFromPage(client, pageWith(text));
      expect(client.getQueryCache().getAll()).toHaveLength(0);
    }
  });

  it("puts a paged list's first page where the events page's infinite query looks, so it does not fetch it", async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    const firstPage = { items: [{ id: 'e1', title: 'Spring Job Fair' }], nextCursor: 'next', total: 51 };
    // What the server sends a visitor's /events (server/features/seo/routes.ts).
    seedQueriesFromPage(client, pageWith(JSON.stringify([{ key: ['/api/events', {}, {}], data: firstPage, paged: true }])));
    const observer = new InfiniteQueryObserver(client, eventsQueryOptions());
    const unsubscribe = observer.subscribe(() => undefined);
    const result = observer.getCurrentResult();
    expect(result.data?.pages).toEqual([firstPage]);
    // The seeded page reads as a fetched one: fresh, and "Show more" knows its cursor.
    expect(result.isStale).toBe(false);
    expect(result.hasNextPage).toBe(true);
    await Promise.resolve();
    expect(observer.getCurrentResult().fetchStatus).toBe('idle');
    expect(fetchMock).not.toHaveBeenCalled();
    // The next page is asked for with the first page's cursor.
    await observer.fetchNextPage();
    expect(fetchMock).toHaveBeenCalledWith('/api/events?cursor=next', expect.anything());
    unsubscribe();
  });
});

describe('the moment the server rendered the page', () => {
  const renderedAt = (value: string | null) =>
    renderTimeOfPage({ documentElement: { getAttribute: (name: string) => (name === RENDERED_AT_ATTRIBUTE ? value : null) } } as unknown as Document);

  it('is read from <html>, and is none when the page does not say or says nonsense', () => {
    expect(renderedAt('2026-11-24T12:00:00.000Z')).toBe(Date.parse('2026-11-24T12:00:00.000Z'));
    expect(renderedAt(null)).toBeUndefined();
    expect(renderedAt('soon')).toBeUndefined();
  });
});

describe('the zone the server wrote the page’s dates in', () => {
  const pageMarked = (attributes: Record<string, string>) =>
    ({ documentElement: { getAttribute: (name: string) => attributes[name] ?? null } }) as unknown as Document;
  const winter = Date.parse('2026-01-15T12:00:00.000Z');
  const zoneBefore = process.env.TZ;
  afterEach(() => {
    if (zoneBefore === undefined) delete process.env.TZ;
    else process.env.TZ = zoneBefore;
  });

  it('is UTC when the page names no zone, or was not rendered by the server', () => {
    expect(dateZoneOfPage(pageMarked({}), winter)).toBe('UTC');
    expect(dateZoneOfPage(pageMarked({ [TIME_ZONE_ATTRIBUTE]: 'America/Toronto', [TIME_ZONE_OFFSET_ATTRIBUTE]: '300' }), undefined)).toBe('UTC');
  });

  it("is the browser's own calendar when the zone had the browser's offset then, and the zone's name when not", () => {
    process.env.TZ = 'America/Toronto';
    const toronto = pageMarked({ [TIME_ZONE_ATTRIBUTE]: 'America/Toronto', [TIME_ZONE_OFFSET_ATTRIBUTE]: '300' });
    expect(dateZoneOfPage(toronto, winter)).toBe('local');
    // A reader who has travelled since the browser remembered the zone: the server wrote Paris's days.
    const paris = pageMarked({ [TIME_ZONE_ATTRIBUTE]: 'Europe/Paris', [TIME_ZONE_OFFSET_ATTRIBUTE]: '-60' });
    expect(dateZoneOfPage(paris, winter)).toBe('Europe/Paris');
    expect(dateZoneOfPage(pageMarked({ [TIME_ZONE_ATTRIBUTE]: 'America/Toronto' }), winter)).toBe('America/Toronto');
  });
});
