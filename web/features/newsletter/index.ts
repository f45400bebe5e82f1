// The newsletter feature's entry: the footer's form (and its code, for the prerender), its pages
// (confirmed, unsubscribed), the admin dashboard's Newsletter tab and the subscriber count.
export { useNewsletterStats } from './api/get-newsletter-stats';
export { AdminNewsletterTab } from './components/admin-newsletter-tab';
export { newsletterFormCode, NewsletterFormSlot } from './components/newsletter-form-slot';
export { loadNewsletterConfirmPage, loadNewsletterUnsubscribedPage } from './pages/loaders';
