// The page a parent's or guardian's consent link opens, /guardian/consent/{token}
// (docs/product/accounts.md#consent-at-sign-up). Kept apart and free of zod: the browser's route table
// needs it at start, and the server writes the link from it.
export const GUARDIAN_CONSENT_PAGE_PATH = '/guardian/consent';
