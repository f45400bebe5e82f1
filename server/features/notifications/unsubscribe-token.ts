import crypto from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '@common/enums';

// The token of a notification e-mail's unsubscribe link (docs/decisions/023): it names a user and
// a kind of notification, signed with HMAC-SHA256 under the app's link-signing key (derived from
// the auth secret), so the link works without signing in and cannot be made for anyone else.
// `<base64url of "userId kind">.<base64url of the signature>`; it does not expire, as an
// unsubscribe link in an old e-mail must still work.

const PURPOSE = 'notification-unsubscribe';

export interface UnsubscribeClaim {
  userId: string;
  kind: NotificationKind;
}

function signatureOf(key: Buffer, payload: string): Buffer {
  return crypto.createHmac('sha256', key).update(`${PURPOSE}\n${payload}`).digest();
}

export function signUnsubscribeToken(key: Buffer, claim: UnsubscribeClaim): string {
  const payload = Buffer.from(`${claim.userId} ${claim.kind}`).toString('base64url');
  return `${payload}.${signatureOf(key, payload).toString('base64url')}`;
}

/** The user and kind a token names, or null for anything not signed by us. */
export function verifyUnsubscribeToken(key: Buffer, token: string): UnsubscribeClaim | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = signatureOf(key, payload);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  const [userId, kind, ...extra] = Buffer.from(payload, 'base64url').toString('utf8').split(' ');
  if (!userId || extra.length > 0 || !(NOTIFICATION_KINDS as readonly string[]).includes(kind ?? '')) return null;
  return { userId, kind: kind as NotificationKind };
}
