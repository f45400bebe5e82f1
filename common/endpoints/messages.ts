import { access } from '../api/access';
import { defineEndpoint } from '../api/endpoint';
import { userIdParams, uuidParams } from '../api/params';
import {
  messageBody,
  messageReportBody,
  messageReportCreated,
  messageReportListQuery,
  messageReportListResponse,
  messageSchema,
  resolveReportBody,
  threadListResponse,
  threadResponse,
} from '../contracts/messages';
import { timeZoneBody } from '../contracts/time-zone';

// Threads between an employer and a student about an application (docs/product/messages.md). The
// sides write; the student's school (under 18) and admins read, every such read audited. Anyone who
// may not read a thread: not found.

const tag = 'messages';
const threadParams = uuidParams('thread');

export const messagesEndpoints = {
  /** The caller's threads (student or employer), the latest active first. */
  list: defineEndpoint({
    method: 'GET',
    path: '/api/messages/threads',
    tag,
    summary: 'My conversations',
    access: access.roles('student', 'employer'),
    response: threadListResponse,
    reads: ['messages'],
  }),
  /**
   * Writes about an application, making its thread on the first message: the employer that owns
   * the posting (403 for a student who did not apply to it) or the student who applied.
   */
  writeAboutApplication: defineEndpoint({
    method: 'POST',
    path: '/api/applications/:id/messages',
    tag,
    summary: 'Write about an application (starts its conversation)',
    access: access.verifiedRoles('student', 'employer'),
    params: uuidParams('application'),
    body: messageBody,
    response: threadResponse,
    status: 201,
    changes: ['messages'],
    errors: ['THREAD_CLOSED', 'MESSAGES_BLOCKED'],
  }),
  /** A side, the student's school (under 18; audited) or an admin (audited). */
  get: defineEndpoint({
    method: 'GET',
    path: '/api/messages/threads/:id',
    tag,
    summary: 'A conversation and its messages',
    access: access.roles('student', 'employer', 'institution', 'admin'),
    params: threadParams,
    response: threadResponse,
    reads: ['messages'],
    errors: ['ORGANISATION_NOT_VERIFIED'],
  }),
  write: defineEndpoint({
    method: 'POST',
    path: '/api/messages/threads/:id/messages',
    tag,
    summary: 'Write in a conversation',
    access: access.verifiedRoles('student', 'employer'),
    params: threadParams,
    body: messageBody,
    response: messageSchema,
    status: 201,
    changes: ['messages', 'notifications'],
    errors: ['THREAD_CLOSED', 'MESSAGES_BLOCKED'],
  }),
  /** The caller's read mark moves to now. */
  markRead: defineEndpoint({
    method: 'POST',
    path: '/api/messages/threads/:id/read',
    tag,
    summary: 'Mark a conversation read',
    access: access.roles('student', 'employer'),
    params: threadParams,
    status: 204,
    changes: ['messages', 'notifications'],
  }),
  /** Server-Sent Events: each new message of the thread as a `message` event (docs/product/messages.md#live-on-several-servers). */
  events: defineEndpoint({
    method: 'GET',
    path: '/api/messages/threads/:id/events',
    tag,
    summary: "A conversation's new messages, live (Server-Sent Events)",
    access: access.roles('student', 'employer', 'institution', 'admin'),
    params: threadParams,
    produces: ['text/event-stream'],
    reads: ['messages'],
    errors: ['ORGANISATION_NOT_VERIFIED'],
  }),
  /** A side reports the other side's message; once per message and reporter (409). */
  report: defineEndpoint({
    method: 'POST',
    path: '/api/messages/:id/report',
    tag,
    summary: 'Report a message',
    access: access.roles('student', 'employer'),
    params: uuidParams('message'),
    body: messageReportBody,
    response: messageReportCreated,
    status: 201,
    changes: ['messages'],
    errors: ['ALREADY_EXISTS'],
  }),
  /** The student stops (or, with DELETE, lets again) the thread's employer's messages, in every thread. */
  block: defineEndpoint({
    method: 'PUT',
    path: '/api/messages/threads/:id/block',
    tag,
    summary: "Block the employer's messages",
    access: access.roles('student'),
    params: threadParams,
    status: 204,
    changes: ['messages'],
  }),
  unblock: defineEndpoint({
    method: 'DELETE',
    path: '/api/messages/threads/:id/block',
    tag,
    summary: "Accept the employer's messages again",
    access: access.roles('student'),
    params: threadParams,
    status: 204,
    changes: ['messages'],
  }),
  /** A school's student's threads (under 18, linked): the list is not audited, each thread read is. */
  studentThreads: defineEndpoint({
    method: 'GET',
    path: '/api/institution/students/:userId/threads',
    tag,
    summary: "A student's conversations, as their school reads them",
    access: access.verifiedOrganisation('institution'),
    params: userIdParams(),
    response: threadListResponse,
    reads: ['messages'],
  }),
  /** Reports on the school's students' threads. */
  schoolReports: defineEndpoint({
    method: 'GET',
    path: '/api/institution/message-reports',
    tag,
    summary: "Reports on the school's students' conversations",
    access: access.verifiedOrganisation('institution'),
    query: messageReportListQuery,
    response: messageReportListResponse,
    reads: ['messages'],
  }),
  adminReports: defineEndpoint({
    method: 'GET',
    path: '/api/admin/message-reports',
    tag,
    summary: 'Reported messages',
    access: access.admin,
    query: messageReportListQuery,
    response: messageReportListResponse,
    reads: ['messages'],
  }),
  /** Dismiss, warn the sender, suspend the sender, or close the thread; audited. Already resolved: 409. */
  resolveReport: defineEndpoint({
    method: 'POST',
    path: '/api/admin/message-reports/:id/resolve',
    tag,
    summary: 'Resolve a report',
    access: access.admin,
    params: uuidParams('messageReport'),
    body: resolveReportBody,
    response: messageReportListResponse.shape.reports.element,
    changes: ['messages', 'users'],
    errors: ['CONFLICT'],
  }),
  /** The browser's time zone, for quiet hours and the morning digest. */
  setTimeZone: defineEndpoint({
    method: 'PUT',
    path: '/api/account/time-zone',
    tag,
    summary: 'Save my time zone',
    access: access.signedIn,
    body: timeZoneBody,
    status: 204,
    changes: ['profile'],
  }),
};
