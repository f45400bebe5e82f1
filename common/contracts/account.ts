import { z } from 'zod';
import { ACCOUNT_STATUSES } from '../enums';

export const accountChangeResponse = z.object({ ok: z.literal(true) });

export const userStatusBody = z.object({
  status: z.enum(ACCOUNT_STATUSES, { message: "status must be 'active' or 'suspended'" }),
});
export type UserStatusBody = z.infer<typeof userStatusBody>;
export const userStatusResponse = z.object({
  user: z.object({ id: z.string(), status: z.enum(ACCOUNT_STATUSES) }),
});
export type UserStatusResponse = z.infer<typeof userStatusResponse>;
