import { z } from 'zod';
import { keyed } from '../messages';
import { isTimeZone } from '../zoned-calendar';

// Kept apart from the messages' contracts: the zone check (Intl) stays out of the chunks that only
// need a message's shape.

/** The browser's time zone, saved on the account (quiet hours, the morning digest). */
export const timeZoneBody = z.object({ timeZone: z.string().refine(isTimeZone, keyed('messages.timeZoneUnknown')) }).strict();
export type TimeZoneBody = z.infer<typeof timeZoneBody>;
