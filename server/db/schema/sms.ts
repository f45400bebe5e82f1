import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { SMS_STATUSES } from '@common/enums';
import { createdAt, id, oneOf } from './columns';

/**
 * Every SMS FirstRung writes (server/sms), as mail_messages is for e-mail: queued here and sent by
 * a background task. With no gateway configured it is `kept`: the row and a text file under
 * DATA_DIR/sms-outbox are the outbox. Once a gateway took it, or 30 days after it was written,
 * its text is cleared (a code in it is the recipient's alone); the number and how it went stay.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: id(),
    /** What it is (`one_time_code`, …). */
    kind: text('kind').notNull(),
    /** E.164 (common/phone-number.ts): a number that is not one is refused before it is queued. */
    toNumber: text('to_number').notNull(),
    text: text('text'),
    status: text('status').notNull().default('queued'),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('sms_messages_status_check', t.status, SMS_STATUSES),
    index('sms_messages_created_idx').on(t.createdAt.desc()),
    index('sms_messages_to_idx').on(t.toNumber, t.createdAt.desc()),
  ],
);
