import { z } from 'zod';
import { pageOf, pageQueryFields } from '../api/paging';
import { uuidParams } from '../api/params';
import { keyed } from '../messages';
import { MAIL_STATUSES } from '../enums';

// The admins' view of e-mail and background tasks (docs/product/admin.md#e-mail-tab): every message
// FirstRung wrote, newest first, the text of one while it is still stored, and the background tasks
// that failed for good, with "Try again".

/** How FirstRung sends: through an SMTP server, or not at all, keeping every message in the outbox. */
export const MAIL_MODES = ['smtp', 'outbox'] as const;
export type MailMode = (typeof MAIL_MODES)[number];

export const mailOverviewResponse = z.object({
  mode: z.enum(MAIL_MODES),
  /** The sender of every message (MAIL_FROM). */
  from: z.string(),
  /** Messages waiting to be sent (or to be retried). */
  queued: z.number().int(),
  /** Messages that failed for good. */
  failed: z.number().int(),
  /** Background tasks that failed for good. */
  failedTasks: z.number().int(),
});
export type MailOverview = z.infer<typeof mailOverviewResponse>;

export const mailMessagesQuery = z.object({
  /** One recipient's messages (the whole address, any case). */
  to: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, keyed('mailAdmin.recipientTooLong', { max: 254 }))
    .optional(),
  status: z.enum(MAIL_STATUSES, keyed('mailAdmin.statusOneOf')).optional(),
  ...pageQueryFields(20, 100),
});
export type MailMessagesQuery = z.infer<typeof mailMessagesQuery>;

export const mailMessageSummarySchema = z.object({
  id: z.string(),
  to: z.string(),
  /** What it is (`newsletter.confirm`, `newsletter.issue`, `verify_email`, …). */
  kind: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  /** The last error of a message that failed (or is waiting to be retried). */
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /**
   * Whether its text is still stored: in the outbox for 30 days; cleared once an SMTP server
   * accepted it or its last attempt failed. Its links and codes are masked for every admin.
   */
  hasText: z.boolean(),
});
export type MailMessageSummary = z.infer<typeof mailMessageSummarySchema>;
export const mailMessagesPage = pageOf(mailMessageSummarySchema);
export type MailMessagesPage = z.infer<typeof mailMessagesPage>;

export const mailMessageParams = uuidParams('email');
/** One message with its plain-text part (null once no longer stored) and its extra headers, links and codes masked. */
export const mailMessageResponse = z.object({
  message: mailMessageSummarySchema.extend({
    text: z.string().nullable(),
    headers: z.record(z.string(), z.string()),
  }),
});
export type MailMessageDetail = z.infer<typeof mailMessageResponse>['message'];

export const failedTasksQuery = z.object({ ...pageQueryFields(20, 100) });
export type FailedTasksQuery = z.infer<typeof failedTasksQuery>;
export const failedTaskSchema = z.object({
  id: z.string(),
  /** What it does (`mail.send`, `newsletter.send_batch`, …). */
  kind: z.string(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  /** When it failed for good. */
  finishedAt: z.string().nullable(),
});
export type FailedTask = z.infer<typeof failedTaskSchema>;
export const failedTasksPage = pageOf(failedTaskSchema);
export type FailedTasksPage = z.infer<typeof failedTasksPage>;

export const backgroundTaskParams = uuidParams('backgroundTask');
export const retryTaskResponse = z.object({ id: z.string(), status: z.literal('queued') });
