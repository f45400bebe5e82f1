import { access, signedInWithMessage } from '../api/access';
import { defineEndpoint } from '../api/endpoint';
import { uuidParams } from '../api/params';
import { okResponse } from '../contracts/auth';
import {
  createEventBody,
  createEventResponse,
  eventListResponse,
  eventRegistrantsPage,
  eventRegistrantsQuery,
  listEventsQuery,
  registerForEventBody,
  registrationResponse,
  updateEventBody,
} from '../contracts/events';

const tag = 'events';
const eventParams = uuidParams('event');
/** Registration requires sign-in, in the product's own words for a visitor (docs/product/events.md). */
const signedInToRegister = signedInWithMessage('access.signInToRegisterForEvents');

/** Job fairs and events (docs/product/events.md): the public list, registration, admin management. */
export const eventsEndpoints = {
  /** Public; a signed-in caller also sees their own registration, an admin everyone's. */
  list: defineEndpoint({
    method: 'GET',
    path: '/api/events',
    tag,
    summary: 'Upcoming events first, then past ones',
    access: access.public,
    query: listEventsQuery,
    response: eventListResponse,
    reads: ['events'],
  }),
  /** The caller's upcoming events, those they registered for, soonest first (the student's dashboard). */
  registered: defineEndpoint({
    method: 'GET',
    path: '/api/events/registered',
    tag,
    summary: 'Upcoming events I registered for',
    access: access.signedIn,
    query: listEventsQuery,
    response: eventListResponse,
    reads: ['events'],
  }),
  register: defineEndpoint({
    method: 'POST',
    path: '/api/events/:id/register',
    tag,
    summary: 'Register for an event',
    access: signedInToRegister,
    params: eventParams,
    body: registerForEventBody,
    response: registrationResponse,
    status: 201,
    // The confirmation appears in the bell at once.
    changes: ['events', 'notifications'],
    errors: ['ALREADY_EXISTS', 'EVENT_FULL', 'EVENT_PASSED'],
  }),
  unregister: defineEndpoint({
    method: 'DELETE',
    path: '/api/events/:id/unregister',
    tag,
    summary: 'Cancel your registration',
    access: signedInToRegister,
    params: eventParams,
    response: okResponse,
    changes: ['events'],
    errors: ['EVENT_PASSED'],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/events',
    tag,
    summary: 'Create an event (admin)',
    access: access.admin,
    body: createEventBody,
    response: createEventResponse,
    status: 201,
    changes: ['events'],
  }),
  /** Edit an event: the people registered hear what changed, in the app and by e-mail (admin). */
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/events/:id',
    tag,
    summary: 'Edit an event; its registrants are told what changed (admin)',
    access: access.admin,
    params: eventParams,
    body: updateEventBody,
    response: createEventResponse,
    // The registrants' bells change, not the admin's.
    changes: ['events'],
    errors: ['EVENT_PASSED'],
  }),
  /** Who registered: names, e-mail addresses and registration dates, newest first (admin). */
  registrants: defineEndpoint({
    method: 'GET',
    path: '/api/admin/events/:id/registrations',
    tag,
    summary: 'Who registered for an event (admin)',
    access: access.admin,
    params: eventParams,
    query: eventRegistrantsQuery,
    response: eventRegistrantsPage,
    reads: ['events', 'users'],
  }),
  /** Who registered, every one of them, as a spreadsheet file: CSV in UTF-8 with a byte order mark (admin). */
  registrantsCsv: defineEndpoint({
    method: 'GET',
    path: '/api/admin/events/:id/registrations.csv',
    tag,
    summary: 'Who registered for an event, as a CSV file (admin)',
    access: access.admin,
    params: eventParams,
    produces: ['text/csv'],
    reads: ['events', 'users'],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/events/:id',
    tag,
    summary: 'Delete an event and its registrations (admin)',
    access: access.admin,
    params: eventParams,
    response: okResponse,
    changes: ['events'],
  }),
};
