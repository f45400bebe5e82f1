// The postings feature's pages, each its own chunk, fetched when first visited (web/app/router.tsx;
// docs/decisions/011). The entry (../index.ts) offers these loaders, never the page components:
// a component imported statically would travel in its importer's chunk.
export const loadEmployerApplicationPage = () => import('./employer-application-page');
