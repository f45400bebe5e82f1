// The account feature's entry, what other features may use: the account card of the dashboards and
// setup pages, and the confirmation step before an action that cannot be undone.
export { AccountManagementCard } from './components/account-management-card';
export { ConfirmAction } from './components/confirm-action';
