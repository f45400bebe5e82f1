// The admin feature's entry: its page, and the table kit of the admin dashboard's tabs, with which
// the features that own a tab (contact, mail-admin, newsletter) draw theirs.
export { Pager } from './components/pager';
export { Cell, HeaderCell, ScrollTable } from './components/scroll-table';
export { usePageWalker } from './lib/use-page-walker';
export { loadAdminDashboardPage } from './pages/loaders';
