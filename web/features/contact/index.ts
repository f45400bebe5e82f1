// The contact feature's entry: the form of the contact page, and the admin dashboard's Messages tab.
export { AdminContactMessages } from './components/admin-contact-messages';
export { ContactForm } from './components/contact-form';
