// The notifications feature's entry: the bell of both headers, and its pages (the list, the
// e-mail preferences).
export { notificationBellCode, NotificationBellSlot } from './components/notification-bell-slot';
export { loadEmailPreferencesPage, loadNotificationsPage } from './pages/loaders';
export { unreadCountQueryOptions } from './api/notifications';
