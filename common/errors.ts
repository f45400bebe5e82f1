// One error vocabulary for the whole product. The server throws AppError with a code; the
// error handler turns it into JSON {message, code, issues?} with the status below; the browser
// can match on `code` instead of parsing text.

export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  /** A link from an e-mail (confirm the address, reset the password) whose time is up. */
  LINK_EXPIRED: 400,
  /** A link from an e-mail that was used already, replaced, or never ours. */
  LINK_INVALID: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  ACCOUNT_SUSPENDED: 403,
  IMPERSONATION_FORBIDDEN: 403,
  /** Applying and posting wait until the account's e-mail address is confirmed (docs/decisions/022). */
  EMAIL_NOT_VERIFIED: 403,
  /** Students' data goes only to a school or an employer that FirstRung verified (docs/security.md). */
  ORGANISATION_NOT_VERIFIED: 403,
  /** A student under the age of digital consent applies only once a parent or guardian consented (docs/product/accounts.md#consent-at-sign-up). */
  GUARDIAN_CONSENT_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** A student gives a date of birth before their first application: the age of digital consent needs it (docs/product/accounts.md#consent-at-sign-up). */
  BIRTH_DATE_REQUIRED: 409,
  ALREADY_EXISTS: 409,
  EVENT_FULL: 409,
  EVENT_PASSED: 409,
  JOB_CLOSED: 409,
  /** A message to a thread that is closed: its application ended, its placement ended, or an admin closed it (docs/product/messages.md). */
  THREAD_CLOSED: 409,
  /** An employer's message to a student who blocked their messages. */
  MESSAGES_BLOCKED: 409,
  /** An archive of one's data whose download time is over (docs/product/school-sign-in.md#export-my-data). */
  EXPORT_EXPIRED: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** The user's file space (docs/product/constants.md, Files) would be exceeded. */
  QUOTA_EXCEEDED: 413,
  RATE_LIMITED: 429,
  /** Too many upload addresses waiting to be used or recorded. */
  TOO_MANY_UPLOADS: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  /** The server's disk is below its free-space floor: no upload is accepted. */
  STORAGE_FULL: 507,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ApiIssue {
  path: string;
  message: string;
}

export interface ApiErrorBody {
  message: string;
  code: ErrorCode;
  issues?: ApiIssue[];
  requestId?: string;
}
