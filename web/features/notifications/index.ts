// The notifications feature's public face for other features: the bell of both headers.
export { notificationBellCode, NotificationBellSlot } from './components/notification-bell-slot';
