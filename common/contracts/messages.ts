import { z } from 'zod';
import { MESSAGE_MAX_LENGTH, MESSAGE_REPORT_DETAILS_MAX } from '../constants';
import { MESSAGE_REPORT_ACTIONS, MESSAGE_REPORT_REASONS, MESSAGE_SENDER_ROLES, THREAD_CLOSED_REASONS } from '../enums';
import { keyed, keyedIssue } from '../messages';

// Threads between an employer and a student about an application (docs/product/messages.md).

/** A message to write: text only, 1 to MESSAGE_MAX_LENGTH characters once trimmed. */
export const messageBody = z
  .object({
    body: z
      .string(keyed('messages.bodyRequired'))
      .trim()
      .min(1, keyed('messages.bodyRequired'))
      .max(MESSAGE_MAX_LENGTH, keyed('messages.bodyTooLong', { max: MESSAGE_MAX_LENGTH })),
  })
  .strict();
export type MessageBody = z.infer<typeof messageBody>;

/** One message as a reader sees it; `masked`: contact details were hidden when it was sent. */
export const messageSchema = z.object({
  id: z.uuid(),
  threadId: z.uuid(),
  senderRole: z.enum(MESSAGE_SENDER_ROLES),
  senderName: z.string(),
  body: z.string(),
  masked: z.boolean(),
  createdAt: z.iso.datetime(),
  /** Written by the reader (false for a school or an admin reading). */
  mine: z.boolean(),
});
export type ThreadMessage = z.infer<typeof messageSchema>;

/** Who reads a thread: one of its sides, the student's school, or an admin. */
export const THREAD_VIEWERS = ['student', 'employer', 'school', 'admin'] as const;
export type ThreadViewer = (typeof THREAD_VIEWERS)[number];

/** A thread with its messages (oldest first, the latest THREAD_MESSAGES_SHOWN). */
export const threadResponse = z.object({
  id: z.uuid(),
  applicationId: z.uuid(),
  jobTitle: z.string(),
  companyName: z.string(),
  student: z.object({ id: z.string(), name: z.string() }),
  employer: z.object({ id: z.string(), name: z.string() }),
  viewer: z.enum(THREAD_VIEWERS),
  /** The school that can read it (the student is under 18 and linked to it), or null. */
  schoolName: z.string().nullable(),
  open: z.boolean(),
  closedReason: z.enum(THREAD_CLOSED_REASONS).nullable(),
  /** Contact details are hidden in new messages (the agreement is not signed). */
  masking: z.boolean(),
  /** The student blocked this employer's messages. */
  blocked: z.boolean(),
  messages: z.array(messageSchema),
});
export type ThreadResponse = z.infer<typeof threadResponse>;
/** The most messages a thread answers at once (the latest). */
export const THREAD_MESSAGES_SHOWN = 500;

/** A thread in a list: the other side, the latest message, how many are unread by the reader. */
export const threadSummarySchema = z.object({
  id: z.uuid(),
  applicationId: z.uuid(),
  jobTitle: z.string(),
  companyName: z.string(),
  studentName: z.string(),
  employerName: z.string(),
  lastMessage: z.object({ body: z.string(), senderRole: z.enum(MESSAGE_SENDER_ROLES), createdAt: z.iso.datetime() }).nullable(),
  unread: z.number().int(),
  open: z.boolean(),
});
export type ThreadSummary = z.infer<typeof threadSummarySchema>;
export const threadListResponse = z.object({
  threads: z.array(threadSummarySchema),
  /** Threads with at least one unread message (the navigation's badge). */
  unreadThreads: z.number().int(),
});
export type ThreadListResponse = z.infer<typeof threadListResponse>;

/** A report on a message; details are required for `other`. */
export const messageReportBody = z
  .object({
    reason: z.enum(MESSAGE_REPORT_REASONS, keyed('messages.reasonOneOf', { values: MESSAGE_REPORT_REASONS.join(', ') })),
    details: z
      .string()
      .trim()
      .max(MESSAGE_REPORT_DETAILS_MAX, keyed('messages.detailsTooLong', { max: MESSAGE_REPORT_DETAILS_MAX }))
      .optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.reason === 'other' && !value.details) ctx.addIssue({ code: 'custom', path: ['details'], ...keyedIssue('messages.detailsRequired') });
  });
export type MessageReportBody = z.infer<typeof messageReportBody>;

export const messageReportCreated = z.object({ id: z.uuid() });

/** A report as the admins' and the school's lists show it, with the message reported. */
export const messageReportSchema = z.object({
  id: z.uuid(),
  threadId: z.uuid(),
  messageId: z.uuid(),
  reason: z.enum(MESSAGE_REPORT_REASONS),
  details: z.string().nullable(),
  reporterRole: z.enum(MESSAGE_SENDER_ROLES),
  createdAt: z.iso.datetime(),
  message: z.object({ body: z.string(), senderRole: z.enum(MESSAGE_SENDER_ROLES), senderName: z.string(), createdAt: z.iso.datetime() }),
  studentName: z.string(),
  employerName: z.string(),
  jobTitle: z.string(),
  resolvedAt: z.iso.datetime().nullable(),
  action: z.enum(MESSAGE_REPORT_ACTIONS).nullable(),
  note: z.string().nullable(),
});
export type MessageReport = z.infer<typeof messageReportSchema>;
export const messageReportListQuery = z.object({ status: z.enum(['open', 'resolved', 'all']).default('open') }).strict();
export const messageReportListResponse = z.object({ reports: z.array(messageReportSchema) });
export type MessageReportListResponse = z.infer<typeof messageReportListResponse>;

/** An admin's decision on a report, with an optional note (kept in the audit log). */
export const resolveReportBody = z
  .object({
    action: z.enum(MESSAGE_REPORT_ACTIONS, keyed('messages.actionOneOf', { values: MESSAGE_REPORT_ACTIONS.join(', ') })),
    note: z
      .string()
      .trim()
      .max(MESSAGE_REPORT_DETAILS_MAX, keyed('messages.detailsTooLong', { max: MESSAGE_REPORT_DETAILS_MAX }))
      .optional(),
  })
  .strict();
export type ResolveReportBody = z.infer<typeof resolveReportBody>;
