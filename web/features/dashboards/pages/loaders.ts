// The dashboards feature's pages, each its own chunk, fetched when first visited (web/app/router.tsx;
// docs/decisions/011). The entry (../index.ts) offers these loaders, never the page components:
// a component imported statically would travel in its importer's chunk.
export const loadEmployerDashboardPage = () => import('./employer-dashboard-page');
export const loadInstitutionHomePage = () => import('./institution-home-page');
export const loadStudentHomePage = () => import('./student-home-page');
// Each home page's first data (../first-data), its own chunk too: fetched beside the page's code.
export const loadStudentHomeData = () => import('../first-data/student-home-data');
export const loadEmployerDashboardData = () => import('../first-data/employer-dashboard-data');
export const loadInstitutionHomeData = () => import('../first-data/institution-home-data');
