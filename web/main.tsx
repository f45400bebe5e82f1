// First: schemas are built while the modules below load (see the file).
import './lib/zod-without-eval';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadFirstScreen } from './app/router';
import { startAsVisitorWhenMarked } from './features/auth';
import { showLanguage, startingLanguage } from './features/language';
import { applyTheme, readStoredTheme } from './features/shell';
import './i18n';
import './styles.css';
import { dateZoneOfPage, renderTimeOfPage, seedQueriesFromPage } from './lib/page-data';
import { queryClient } from './lib/query-client';
import { rememberTimeZoneWhenLeaving } from './lib/remember-time-zone';

// Apply the saved theme before the first paint so a dark-theme visitor never sees a white flash.
applyTheme(document.documentElement, readStoredTheme(window.localStorage));

startAsVisitorWhenMarked(queryClient, document.documentElement);
seedQueriesFromPage(queryClient, document);
rememberTimeZoneWhenLeaving(document, window);

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');
const renderedAt = renderTimeOfPage(document);
const app = (
  <StrictMode>
    <App renderedAt={renderedAt} dateZone={dateZoneOfPage(document, renderedAt)} />
  </StrictMode>
);

// The first render's language (docs/decisions/026): a prerendered page's own, else the browser's
// choice. English is in the first download; another language's texts are fetched before the
// first render, so nothing is drawn in English first.
const prerendered = root.firstChild !== null;
const language = startingLanguage({
  prerenderedIn: prerendered ? document.documentElement.lang : null,
  search: window.location.search,
  cookies: document.cookie,
  browserLanguages: navigator.languages,
});
document.documentElement.lang = language;
const languageShown = showLanguage(language);

// The first render is a transition, so React renders in slices of a few milliseconds and lets the
// browser paint and answer taps in between, instead of one long task that blocks a slow phone's
// main thread (docs/decisions/029).
if (prerendered) {
  // A visitor's prerendered page, or job page the server rendered (web/prerender): fetch its code
  // and texts first, so React takes over exactly the HTML that is on screen.
  void languageShown.then(() => preloadFirstScreen(null, window.location.pathname)).then(() => startTransition(() => void hydrateRoot(root, app)));
} else {
  void languageShown.then(() => startTransition(() => createRoot(root).render(app)));
}
