// The public, indexable pages (the header and footer links of docs/product/screens.md). The sitemap lists them and
// the web route table opens them to every kind of visitor, so the two lists cannot drift.
/** Where an unsubscribe link lands (kept here, free of zod, because the browser's route table needs it at start). */
export const UNSUBSCRIBE_PAGE_PATH = '/newsletter/unsubscribed';
/** Where the link of a newsletter confirm e-mail lands (double opt-in; same reason as above). */
export const NEWSLETTER_CONFIRM_PAGE_PATH = '/newsletter/confirm';

export const CONTENT_PAGE_PATHS = {
  howItWorks: '/how-it-works',
  resources: '/resources',
  employers: '/employers',
  pricing: '/pricing',
  successStories: '/success-stories',
  privacy: '/privacy',
  terms: '/terms',
  contact: '/contact',
} as const;
export type ContentPage = keyof typeof CONTENT_PAGE_PATHS;

/** Everything a search engine should find besides the job postings. */
export const PUBLIC_PAGE_PATHS: readonly string[] = ['/', '/jobs', '/events', ...Object.values(CONTENT_PAGE_PATHS)];

/** Pages crawlers should leave alone: the API and the signed-in areas. */
export const ROBOTS_DISALLOWED_PATHS: readonly string[] = [
  '/api/',
  '/admin',
  '/employer-dashboard',
  '/role-selection',
  '/setup-profile/',
  '/newsletter/',
  // One document's check each: nothing for an index, and each visit counts against the network's limit.
  '/verify/',
];

/**
 * Set on <html> by the server when a page request carries no session cookie: the browser then
 * knows nobody is signed in without asking (server/features/web/app-page.ts).
 */
export const VISITOR_PAGE_ATTRIBUTE = 'data-visitor';

/**
 * Set on <html> when the server rendered the page's HTML for this request: the moment it did (ISO
 * 8601). The browser shows what depends on the clock as of that moment until it has taken the
 * HTML over, so its first render matches (web/lib/page-clock.ts, docs/decisions/033).
 */
export const RENDERED_AT_ATTRIBUTE = 'data-rendered-at';

/**
 * The id of the `<script type="application/json">` in which the server sends, inside a visitor's
 * page, the API answers that page asks for first, so the browser shows them without a round trip.
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** One answer sent inside a page: its query key in the browser (declared path, params, query) and the answer itself. */
export interface PageDataEntry {
  key: readonly [path: string, params: Record<string, string>, query: Record<string, unknown>];
  data: unknown;
  /**
   * The answer is the first page of a paged list (cursor in, nextCursor out): the browser keeps it
   * as its "load more" list's first page, under that list's own key. The server does not need to
   * know how the browser's cache holds such a list.
   */
  paged?: true;
}
