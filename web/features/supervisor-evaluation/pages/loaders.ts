// The supervisor-evaluation page, its own chunk, fetched when first visited (web/app/router.tsx;
// docs/decisions/011). The entry (../index.ts) offers this loader, never the page component.
export const loadSupervisorEvaluationPage = () => import('./supervisor-evaluation-page');
