import { access } from '../api/access';
import { defineEndpoint } from '../api/endpoint';
import { okResponse } from '../contracts/auth';
import { contactBody, contactMessagesQuery, contactMessagesResponse } from '../contracts/contact';

const tag = 'contact';

/** The contact form and the admins' reading of it (docs/product/public-pages.md). */
export const contactEndpoints = {
  /** Anyone may write to us; a signed-in sender's account is kept with the message. */
  send: defineEndpoint({
    method: 'POST',
    path: '/api/contact',
    tag,
    summary: 'Send a message to the FirstRung team',
    access: access.public,
    body: contactBody,
    response: okResponse,
    changes: ['contactMessages'],
    rateLimited: true,
  }),
  messages: defineEndpoint({
    method: 'GET',
    path: '/api/admin/contact-messages',
    tag,
    summary: 'Messages from the contact form, newest first',
    access: access.admin,
    query: contactMessagesQuery,
    response: contactMessagesResponse,
    reads: ['contactMessages'],
  }),
};
