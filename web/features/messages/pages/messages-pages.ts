// The messages feature's one chunk (see loaders.ts): its pages, and the parts other features show
// (the header's link, an application's button, a school's list), fetched through lazy-parts.tsx.
export { InboxPage } from './inbox-page';
export { MessageReportsPage } from './message-reports-page';
export { ThreadPage } from './thread-page';
export { MessageApplicationButton } from '../components/message-application-button';
export { MessagesNavLink } from '../components/messages-nav-link';
export { StudentConversations } from '../components/student-conversations';
export { SchoolMessageReports } from '../components/school-message-reports';
