// The jobs feature's pages, each its own chunk, fetched when first visited (web/app/router.tsx;
// docs/decisions/011). The entry (../index.ts) offers these loaders, never the page components:
// a component imported statically would travel in its importer's chunk.
export const loadJobBrowsePage = () => import('./job-browse-page');
export const loadJobDetailPage = () => import('./job-detail-page');
