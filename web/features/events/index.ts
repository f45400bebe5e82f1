// The events feature's entry: its page, the admin dashboard's Events tab and the events list's query
// (the page data of a visitor's events page).
export { eventsQueryOptions } from './api/get-events';
export { AdminEventsTab } from './components/admin-events-tab';
export { loadEventsPage } from './pages/loaders';
export { registeredEventsQueryOptions } from './api/get-registered-events';
export { RegisteredEventsCard } from './components/registered-events-card';
