// The build renders the pages a visitor sees the same for everyone to HTML (scripts/prerender.mjs),
// and the server sends that HTML inside #root to requests without a session cookie, so these
// pages paint before any JavaScript runs; the app then takes the page over (web/main.tsx).
// Pages that show data (events, a job) or differ by person are not prerendered.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { PUBLIC_PAGE_PATHS } from '@common/contracts/seo';
import { LANGUAGES, type Language } from '@common/languages';
import { AppProviders } from '@web/app/providers';
import { AppRoutes, preloadFirstScreen } from '@web/app/router';
import { currentUserQueryOptions } from '@web/features/auth';
import { newsletterFormCode } from '@web/features/newsletter/components/newsletter-form-slot';
import i18n from '@web/i18n';
import { createQueryClient } from '@web/lib/query-client';

/** The public pages (landing, the registration gate of /jobs, the information pages) but events, which shows data. */
export const PRERENDERED_PATHS: readonly string[] = PUBLIC_PAGE_PATHS.filter((path) => path !== '/events');

/** The languages each page is rendered in: the server sends the one of the request (docs/decisions/026). */
export const PRERENDERED_LANGUAGES: readonly Language[] = LANGUAGES;

/**
 * The HTML that goes inside #root for a visitor at `path`, in `language`. The pages are rendered
 * one after the other: the language is the shared i18n instance's.
 */
export async function renderPage(path: string, language: Language): Promise<string> {
  await i18n.changeLanguage(language);
  const client = createQueryClient();
  client.setQueryData(currentUserQueryOptions().queryKey, null);
  // The footer's form too: the HTML carries it, so it is on screen before its code arrives.
  await Promise.all([preloadFirstScreen(null, path), newsletterFormCode.preload()]);
  return renderToString(
    <StrictMode>
      <AppProviders client={client}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
}
