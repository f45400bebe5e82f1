// The API answers a visitor's page arrives with (server/features/web/app-page.ts): put into the
// query cache before the first render, so the page shows them at once instead of asking first.
import type { QueryClient } from '@tanstack/react-query';
import { PAGE_DATA_ELEMENT_ID, RENDERED_AT_ATTRIBUTE, type PageDataEntry } from '@common/contracts/seo';
import { TIME_ZONE_ATTRIBUTE, TIME_ZONE_OFFSET_ATTRIBUTE } from '@common/time-zone';
import { apiPagedKey, firstPageData } from './api-query';

const isEntry = (value: unknown): value is PageDataEntry =>
  typeof value === 'object' && value !== null && Array.isArray((value as PageDataEntry).key) && 'data' in value;

export function seedQueriesFromPage(queryClient: QueryClient, page: Document): void {
  const element = page.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return;
  let entries: unknown;
  try {
    entries = JSON.parse(element.textContent);
  } catch {
    // Unreadable: the page asks the API as it would without it.
    return;
  }
  if (!Array.isArray(entries)) return;
  seedQueries(queryClient, entries.filter(isEntry));
}

/** Puts a page's answers into the cache: the browser's from the page, the server's before it renders the page (web/prerender). */
export function seedQueries(queryClient: QueryClient, entries: readonly PageDataEntry[]): void {
  for (const entry of entries) seed(queryClient, entry);
}

/** When the server rendered the page's HTML (ms since the epoch), if it did for this request (RENDERED_AT_ATTRIBUTE). */
export function renderTimeOfPage(page: Document): number | undefined {
  // Not there, or not a date: NaN, which is falsy.
  return Date.parse(page.documentElement.getAttribute(RENDERED_AT_ATTRIBUTE) ?? '') || undefined;
}

/**
 * The zone to write the dates of a page the server rendered in, so they match its HTML (web/lib/page-clock.ts):
 * UTC when it named none; 'local' when the zone it named had the browser's offset at the moment
 * it rendered (the reader's own zone: no Intl needed); else that zone, as for a reader who has
 * travelled since the cookie was written (docs/decisions/034).
 */
export function dateZoneOfPage(page: Document, renderedAt: number | undefined): string {
  const zone = page.documentElement.getAttribute(TIME_ZONE_ATTRIBUTE);
  const offset = page.documentElement.getAttribute(TIME_ZONE_OFFSET_ATTRIBUTE);
  if (!zone || renderedAt === undefined) return 'UTC';
  return offset !== null && new Date(renderedAt).getTimezoneOffset() === Number(offset) ? 'local' : zone;
}

/** A paged list's first page goes where its infinite query (apiPagedQueryOptions) looks, as if fetched. */
function seed(queryClient: QueryClient, entry: PageDataEntry): void {
  if (entry.paged === true) queryClient.setQueryData(apiPagedKey(entry.key), firstPageData(entry.data));
  else queryClient.setQueryData(entry.key, entry.data);
}
