import { z } from 'zod';
import { pageOf, pageQueryFields } from '../api/paging';
import { keyed } from '../messages';
import { emailSchema } from './auth';

export const CONTACT_LIMITS = { name: 100, subject: 150, message: 5000, messageMin: 10 } as const;

/** The /contact form (docs/product/public-pages.md); the message reaches the admins. */
export const contactBody = z.object({
  name: z
    .string()
    .trim()
    .min(1, keyed('contact.nameRequired'))
    .max(CONTACT_LIMITS.name, keyed('contact.nameTooLong', { max: CONTACT_LIMITS.name })),
  email: emailSchema,
  subject: z
    .string()
    .trim()
    .min(1, keyed('fields.subjectRequired'))
    .max(CONTACT_LIMITS.subject, keyed('fields.subjectTooLong', { max: CONTACT_LIMITS.subject })),
  message: z
    .string()
    .trim()
    .min(CONTACT_LIMITS.messageMin, keyed('contact.messageTooShort', { min: CONTACT_LIMITS.messageMin }))
    .max(CONTACT_LIMITS.message, keyed('contact.messageTooLong', { max: CONTACT_LIMITS.message })),
});
export type ContactBody = z.infer<typeof contactBody>;

/** The admins' list of messages: newest first, one page at a time (docs/decisions/007). */
export const contactMessagesQuery = z.object({ ...pageQueryFields(20, 100) });
export type ContactMessagesQuery = z.infer<typeof contactMessagesQuery>;

export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  /** The sender's account when they were signed in; null for visitors (or a deleted account). */
  userId: z.string().nullable(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactMessagesResponse = pageOf(contactMessageSchema);
export type ContactMessagesPage = z.infer<typeof contactMessagesResponse>;
