// The messages feature's entry (docs/product/messages.md): the inbox, a thread's page and the
// admins' reports (pages as loaders), and the parts other features show, each loaded with the
// feature's chunk when first rendered: the header's "Messages" link, an application's button, a
// school's view of a student's conversations and of the reports on its students'.
export { loadInboxPage, loadMessageReportsPage, loadThreadPage } from './pages/loaders';
export { MessageApplicationButton, MessagesNavLink, SchoolMessageReports, StudentConversations } from './components/lazy-parts';
