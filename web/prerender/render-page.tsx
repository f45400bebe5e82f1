// Renders the app to HTML for a visitor, for the app to take over in the browser (web/main.tsx).
// The build renders the pages every visitor sees alike once, in every language
// (scripts/prerender.mjs); the server renders a visitor's job page at each request, with the job
// it sends as page data (server/features/seo/routes.ts, docs/decisions/033). The build bundles
// this file for Node into dist/prerender/render-page.js, which both of them load.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router';
import type { i18n as I18n } from 'i18next';
import { PUBLIC_PAGE_PATHS, type PageDataEntry } from '@common/contracts/seo';
import { LANGUAGES, type Language } from '@common/languages';
import { AppProviders } from '@web/app/providers';
import { AppRoutes, preloadFirstScreen } from '@web/app/router';
import { routesFor } from '@web/app/route-table';
import { screenTitle } from '@web/app/screen-title';
import { currentUserQueryOptions } from '@web/features/auth';
import { newsletterFormCode } from '@web/features/newsletter';
import i18n from '@web/i18n';
import { seedQueries } from '@web/lib/page-data';
import { createQueryClient } from '@web/lib/query-client';

/** The public pages (landing, the registration gate of /jobs, the information pages) but events, which shows data. */
export const PRERENDERED_PATHS: readonly string[] = PUBLIC_PAGE_PATHS.filter((path) => path !== '/events');

/** The languages each page is rendered in: the server sends the one of the request (docs/decisions/026). */
export const PRERENDERED_LANGUAGES: readonly Language[] = LANGUAGES;

export interface RenderOptions {
  /** API answers to render the page with, as the page sends them to the browser (page data). */
  data?: readonly PageDataEntry[] | undefined;
  /** When the page is rendered (ms since the epoch), sent with it: what depends on the clock is shown as of then (web/lib/page-clock.ts). */
  renderedAt?: number | undefined;
  /** The reader's time zone to write dates in (docs/decisions/034); UTC without one. */
  timeZone?: string | undefined;
}

// One i18next instance per language, each made once and never switched. The server renders
// several requests at a time: a render waits for the page's code and texts before it draws, and
// another request's render can run in that wait. Switching the one shared instance's language
// (changeLanguage) there would let a French render draw in English. Clones share the texts
// already loaded (one store), so a second language costs no second copy; a queue of renders,
// the other way, would hold a request behind another's loading.
const instances = new Map<Language, Promise<I18n>>();

function textsIn(language: Language): Promise<I18n> {
  let instance = instances.get(language);
  if (!instance) {
    const clone = i18n.cloneInstance({ lng: language, initAsync: false });
    instance = clone.changeLanguage(language).then(() => clone);
    instances.set(language, instance);
  }
  return instance;
}

/**
 * The HTML that goes inside #root for a visitor at `path`, in `language`: for the build, a page
 * that shows no data; for the server, a page with the answers it sends along.
 */
export async function renderPage(path: string, language: Language, options: RenderOptions = {}): Promise<string> {
  // The page's code with its texts (in the shared instance's English), and the footer's form: the
  // HTML carries it, so it is on screen before its code arrives. Loaded once, then at hand.
  await Promise.all([preloadFirstScreen(null, path), newsletterFormCode.preload()]);
  const texts = await textsIn(language);
  // The same namespaces in this language (and English, its fallback), so nothing suspends.
  const namespaces = i18n.options.ns;
  await texts.loadNamespaces(typeof namespaces === 'string' ? [namespaces] : [...(namespaces ?? [])]);
  const client = createQueryClient();
  client.setQueryData(currentUserQueryOptions().queryKey, null);
  seedQueries(client, options.data ?? []);
  return renderToString(
    <StrictMode>
      <AppProviders client={client} texts={texts} renderedAt={options.renderedAt} dateZone={options.timeZone}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
}

/**
 * The <title> of the page at `path` for a visitor, in `language`: the one the app sets when it runs
 * (web/app/screen-title.tsx), written into the prerendered page so the tab and crawlers see it first.
 */
export async function renderTitle(path: string, language: Language): Promise<string> {
  const entry = matchRoutes(routesFor(null), path)?.[0]?.route;
  const texts = await textsIn(language);
  await texts.loadNamespaces('shell');
  return screenTitle(texts.getFixedT(language, 'shell'), entry && 'screen' in entry ? entry.screen : 'notFound');
}
