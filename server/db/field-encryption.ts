import crypto from 'node:crypto';

// Columns that hold a secret of someone else's (a school's identity provider's client secret) are
// encrypted at rest: a copy of the database, a backup or a log of its rows does not give it away.
// AES-256-GCM, with a key derived from the app's secret (AUTH_SECRET, shared by every app server).
// The key is configuration, set once as the process starts (server/app.ts and the scripts), the way
// the secret itself is read once; nothing per request or per user is kept here.

const PREFIX = 'enc1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

let key: Buffer | null = null;

/** Derives the column key from the app's secret; called as the process starts. */
export function configureFieldEncryption(appSecret: string): void {
  key = Buffer.from(crypto.hkdfSync('sha256', appSecret, 'firstrung', 'encrypted columns v1', 32));
}

function currentKey(): Buffer {
  if (!key) throw new Error('Encrypted columns need the app secret: call configureFieldEncryption first.');
  return key;
}

export function encryptField(plain: string): string {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv('aes-256-gcm', currentKey(), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** Throws when the value was not sealed with this key (another secret, or tampered with). */
export function decryptField(stored: string): string {
  if (!stored.startsWith(PREFIX)) throw new Error('An encrypted column holds a value that was not encrypted.');
  const bytes = Buffer.from(stored.slice(PREFIX.length), 'base64url');
  const decipher = crypto.createDecipheriv('aes-256-gcm', currentKey(), bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}
