import { and, eq, gte, isNull } from 'drizzle-orm';
import { CODE_MAX_TRIES, CODE_TTL_MINUTES } from '@common/constants';
import type { OneTimeCodeChannel, OneTimeCodePurpose } from '@common/enums';
import { toE164 } from '@common/phone-number';
import type { Db, DbOrTx } from '../../db/client';
import { oneTimeCodes } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../errors/app-error';
import { hashCode, hashLinkToken, newCode, newLinkToken, sameHash, typedCode } from './code-secrets';

// Single-use links with a separate 6-digit code (docs/product/placements.md#codes-and-sms): how a
// person with no account, a parent or guardian, proves they are the one the school named. The link
// goes one way (by e-mail), the code another (by SMS where there is a gateway, else e-mail); the
// caller decides and sends (send-code.ts). The code works CODE_TTL_MINUTES after it was issued,
// for CODE_MAX_TRIES tries, once.

const MINUTE_MS = 60_000;
/** No token we make is longer; a longer one is not looked up. */
const TOKEN_MAX_LENGTH = 100;

export interface IssueRequest {
  purpose: OneTimeCodePurpose;
  /** What it is about: the agreement to sign, the student to consent for. */
  subjectId: string;
  channel: OneTimeCodeChannel;
  /** Where the code will be sent: a phone number (any usual form, kept in E.164) or an e-mail address. */
  to: string;
}

export interface IssuedLinkAndCode {
  /** The link's row: what a signature records as the link it was made from. */
  linkId: string;
  /** The link's secret, for the caller to put in the link it sends: shown once, stored only hashed. */
  token: string;
  /** The 6 digits, for the caller to send (sendCode): shown once, stored only hashed. */
  code: string;
  expiresAt: Date;
  /** Where the code is to go, as stored (a number in E.164). */
  sentTo: string;
}

/** Why a link cannot be used (any more). `unknown` also covers a link of another purpose or subject. */
export type LinkRefusal = 'expired' | 'too_many_tries' | 'used' | 'unknown';

export type CheckResult =
  | { outcome: 'ok'; linkId: string; subjectId: string; channel: OneTimeCodeChannel; sentTo: string }
  | { outcome: 'wrong'; triesLeft: number }
  | { outcome: LinkRefusal };

export type PeekResult =
  | { usable: true; linkId: string; subjectId: string; channel: OneTimeCodeChannel; sentTo: string; expiresAt: Date; triesLeft: number }
  | { usable: false; reason: LinkRefusal };

/** What the link expects to be used for: a link for another purpose (or subject, when given) is unknown. */
export interface LinkUse {
  purpose: OneTimeCodePurpose;
  subjectId?: string;
}

/** The app's key that codes are hashed under (AppDeps.linkSigningKey). */
export interface CodeKeys {
  linkSigningKey: Buffer;
}

type Row = typeof oneTimeCodes.$inferSelect;

const dbOf = (store: DbOrTx | UnitOfWork): DbOrTx => ('tx' in store ? store.tx : store);

function destination(channel: OneTimeCodeChannel, to: string): string {
  if (channel === 'email') return to.trim();
  const number = toE164(to);
  if (!number) throw new AppError('VALIDATION_FAILED', 'sms.invalidNumber');
  return number;
}

/**
 * A new link and code for one purpose and subject, written in `db` (or the unit of work's
 * transaction, so the link exists exactly when what it is for was committed). Returns both secrets
 * in clear, once: the caller sends them. Earlier links for the same purpose and subject keep
 * working until they expire; revokeLinks ends them.
 */
export async function issueLinkAndCode(
  deps: CodeKeys & { db: DbOrTx | UnitOfWork },
  request: IssueRequest,
  now: Date = new Date(),
): Promise<IssuedLinkAndCode> {
  const sentTo = destination(request.channel, request.to);
  const token = newLinkToken();
  const code = newCode();
  const tokenHash = hashLinkToken(token);
  const expiresAt = new Date(now.getTime() + CODE_TTL_MINUTES * MINUTE_MS);
  const [row] = await dbOf(deps.db)
    .insert(oneTimeCodes)
    .values({
      purpose: request.purpose,
      subjectId: request.subjectId,
      channel: request.channel,
      sentTo,
      tokenHash,
      codeHash: hashCode(deps.linkSigningKey, tokenHash, code),
      expiresAt,
      createdAt: now,
    })
    .returning({ id: oneTimeCodes.id });
  return { linkId: row!.id, token, code, expiresAt, sentTo };
}

/** Why this row cannot be used now for this use, or null when it can. */
function refusal(row: Row | undefined, use: LinkUse, now: Date): LinkRefusal | null {
  if (!row || row.purpose !== use.purpose || (use.subjectId !== undefined && row.subjectId !== use.subjectId)) return 'unknown';
  if (row.usedAt) return 'used';
  // At its expiry instant exactly it still works; a millisecond later it does not.
  if (now.getTime() > row.expiresAt.getTime()) return 'expired';
  if (row.tries >= CODE_MAX_TRIES) return 'too_many_tries';
  return null;
}

const findByToken = (token: string) => (token.length > TOKEN_MAX_LENGTH ? null : eq(oneTimeCodes.tokenHash, hashLinkToken(token)));

/**
 * Whether a link can still take a code, for the page shown before the code is typed: nothing is
 * counted or changed. A link of another purpose (or subject, when given) is `unknown`.
 */
export async function peekLink(db: DbOrTx, token: string, use: LinkUse, now: Date = new Date()): Promise<PeekResult> {
  const where = findByToken(token);
  const [row] = where ? await db.select().from(oneTimeCodes).where(where) : [];
  const reason = refusal(row, use, now);
  if (reason || !row) return { usable: false, reason: reason ?? 'unknown' };
  return {
    usable: true,
    linkId: row.id,
    subjectId: row.subjectId,
    channel: row.channel as OneTimeCodeChannel,
    sentTo: row.sentTo,
    expiresAt: row.expiresAt,
    triesLeft: CODE_MAX_TRIES - row.tries,
  };
}

/**
 * One try of a code on a link. `ok` marks the link used (it never works again); `wrong` counts the
 * try and says how many are left; past CODE_MAX_TRIES tries even the right code is refused. The
 * row is locked for the try, so two tries at once count as two and only one can succeed; the code
 * is compared in constant time. A link of another purpose (or subject, when given) is `unknown`,
 * and counts nothing.
 */
export async function checkCode(
  deps: CodeKeys & { db: Db },
  attempt: LinkUse & { token: string; code: string },
  now: Date = new Date(),
): Promise<CheckResult> {
  const where = findByToken(attempt.token);
  if (!where) return { outcome: 'unknown' };
  return deps.db.transaction(async (tx): Promise<CheckResult> => {
    const [row] = await tx.select().from(oneTimeCodes).where(where).for('update');
    const reason = refusal(row, attempt, now);
    if (reason || !row) return { outcome: reason ?? 'unknown' };
    const right = sameHash(row.codeHash, hashCode(deps.linkSigningKey, row.tokenHash, typedCode(attempt.code)));
    const tries = row.tries + 1;
    await tx
      .update(oneTimeCodes)
      .set({ tries, ...(right ? { usedAt: now } : {}) })
      .where(eq(oneTimeCodes.id, row.id));
    return right
      ? { outcome: 'ok', linkId: row.id, subjectId: row.subjectId, channel: row.channel as OneTimeCodeChannel, sentTo: row.sentTo }
      : { outcome: 'wrong', triesLeft: CODE_MAX_TRIES - tries };
  });
}

/**
 * Ends every unused link for a purpose and subject (a new guardian named, the agreement changed):
 * they read as expired from `now`. Returns how many were ended.
 */
export async function revokeLinks(db: DbOrTx | UnitOfWork, use: Required<LinkUse>, now: Date = new Date()): Promise<number> {
  const ended = await dbOf(db)
    .update(oneTimeCodes)
    // A millisecond back: "expired" is strictly after expires_at.
    .set({ expiresAt: new Date(now.getTime() - 1) })
    .where(
      and(
        eq(oneTimeCodes.purpose, use.purpose),
        eq(oneTimeCodes.subjectId, use.subjectId),
        isNull(oneTimeCodes.usedAt),
        gte(oneTimeCodes.expiresAt, now),
      ),
    )
    .returning({ id: oneTimeCodes.id });
  return ended.length;
}
