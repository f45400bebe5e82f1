// The dashboards feature's pages, each its own chunk, fetched when first visited (web/app/router.tsx;
// docs/decisions/011). The entry (../index.ts) offers these loaders, never the page components:
// a component imported statically would travel in its importer's chunk.
export const loadEmployerDashboardPage = () => import('./employer-dashboard-page');
export const loadInstitutionHomePage = () => import('./institution-home-page');
export const loadStudentHomePage = () => import('./student-home-page');
export const loadDashboardsFirstData = () => import('../first-data');
