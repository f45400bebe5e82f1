// The mail-admin feature's entry: the admin dashboard's Mail tab.
export { AdminMailTab } from './components/admin-mail-tab';
