// The events feature's entry: its page, the admin dashboard's Events tab, the events list's query
// (the page data of a visitor's events page) and an event's short date (notifications).
export { eventsQueryOptions } from './api/get-events';
export { AdminEventsTab } from './components/admin-events-tab';
export { formatShortEventDate } from './lib/format-event';
export { loadEventsPage } from './pages/loaders';
