// First: schemas are built while the modules below load (see the file).
import './lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadFirstScreen } from './app/router';
import { startAsVisitorWhenMarked } from './features/auth';
import { applyTheme, readStoredTheme } from './features/shell/lib/theme-storage';
import './i18n';
import './styles.css';
import { seedQueriesFromPage } from './lib/page-data';
import { queryClient } from './lib/query-client';

// Apply the saved theme before the first paint so a dark-theme visitor never sees a white flash.
applyTheme(document.documentElement, readStoredTheme(window.localStorage));

startAsVisitorWhenMarked(queryClient, document.documentElement);
seedQueriesFromPage(queryClient, document);

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

if (root.firstChild) {
  // A visitor's prerendered page (web/prerender): fetch its code first, so React takes over
  // exactly the HTML that is on screen.
  void preloadFirstScreen(null, window.location.pathname).then(() => hydrateRoot(root, app));
} else {
  createRoot(root).render(app);
}
