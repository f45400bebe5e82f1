import crypto from 'node:crypto';

// The two secrets of a single-use link and how they are kept (docs/product/placements.md#codes-and-sms).
// The link's token is 256 random bits: only its SHA-256 is stored, and is how it is looked up (a
// plain hash is enough for so many bits). The code is 6 digits, a million values: a plain hash of it
// would be reversed at once, so it is stored as an HMAC under the app's link signing key (derived
// from AUTH_SECRET, never in the database), bound to its own link's token.

/** A new link token: 32 random bytes, base64url (43 characters). */
export const newLinkToken = (): string => crypto.randomBytes(32).toString('base64url');

/** A new code: 6 digits, leading zeros kept, each of the million equally likely. */
export const newCode = (): string => crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');

/** What is stored of a link token, and what a presented one is looked up by. */
export const hashLinkToken = (token: string): string => crypto.createHash('sha256').update(token).digest('base64url');

/** What is stored of a code: an HMAC under the app's key, of the link's token hash and the code. */
export const hashCode = (key: Buffer, tokenHash: string, code: string): string =>
  crypto.createHmac('sha256', key).update(`one-time-code\n${tokenHash}\n${code}`).digest('base64url');

/** Whether two stored hashes are the same, in a time that does not tell how much of them matched. */
export function sameHash(a: string, b: string): boolean {
  const first = Buffer.from(a, 'base64url');
  const second = Buffer.from(b, 'base64url');
  return first.length === second.length && crypto.timingSafeEqual(first, second);
}

/** What a person typed, as a code: spaces and dashes people put in ("123 456") dropped. */
export const typedCode = (typed: string): string => typed.replace(/[\s-]/g, '');
