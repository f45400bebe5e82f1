// The profiles feature's pages, each its own chunk, fetched when first visited (web/app/router.tsx;
// docs/decisions/011). The entry (../index.ts) offers these loaders, never the page components:
// a component imported statically would travel in its importer's chunk.
export const loadEmployerSetupPage = () => import('./employer-setup-page');
export const loadFinishProfilePage = () => import('./finish-profile-page');
export const loadInstitutionSetupPage = () => import('./institution-setup-page');
export const loadStudentSetupPage = () => import('./student-setup-page');
