// The messages' pages, fetched when one is first visited (web/app/router.tsx; docs/decisions/011).
// One chunk for the whole feature (messages-pages.ts): each chunk's name is bytes in every visitor's
// first download (the list of what each page needs), and the pages share nearly all their code. The
// entry (../index.ts) offers these loaders, never the page components.
export const loadInboxPage = () => import('./messages-pages');
export const loadThreadPage = () => import('./messages-pages');
export const loadMessageReportsPage = () => import('./messages-pages');
