import { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from '../errors';

const codes = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/** The body of every non-2xx JSON answer. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.enum(codes),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  requestId: z.string().optional(),
});
