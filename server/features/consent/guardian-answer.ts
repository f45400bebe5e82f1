import { and, eq } from 'drizzle-orm';
import type { GuardianConsentAnswerBody, GuardianConsentCode, GuardianConsentLink, GuardianConsentLinkState } from '@common/contracts/consent';
import type { OneTimeCodeChannel } from '@common/enums';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx } from '../../db/client';
import { guardianConsents, users } from '../../db/schema';
import { runUnitOfWork } from '../../db/unit-of-work';
import { AppError, invalidField, notFound } from '../../errors/app-error';
import { msg } from '../../errors/message';
import { checkCode, issueLinkAndCode, revokeLinks } from '../one-time-codes/one-time-codes';
import { sendCode } from '../one-time-codes/send-code';
import { notifyGuardianConsentAnswered } from './consent-notice';
import { hashConsentToken } from './guardian-request';

// The parent's or guardian's page (docs/product/accounts.md#consent-at-sign-up): the e-mailed link
// opens it; "Send me the code" issues a single-use code (one_time_codes, purpose guardian_consent)
// by SMS where a gateway is configured, else by e-mail; the code typed proves the answer, recorded
// with how the code went, when, from where and with which browser.

/** No token we make is longer: a longer one is not looked up. */
const TOKEN_MAX_LENGTH = 100;

/** Where the code goes, masked: "••• 1234", "h•••@example.org". */
export function maskedDestination(channel: OneTimeCodeChannel, to: string): string {
  if (channel === 'sms') return `••• ${to.replace(/\D/g, '').slice(-4)}`;
  const at = to.indexOf('@');
  return at > 0 ? `${to[0]}•••${to.slice(at)}` : '•••';
}

type Request = typeof guardianConsents.$inferSelect;

async function findRequest(db: DbOrTx, token: string, lock = false): Promise<Request> {
  if (token.length > TOKEN_MAX_LENGTH) throw notFound('consentLink');
  const query = db
    .select()
    .from(guardianConsents)
    .where(eq(guardianConsents.inviteTokenHash, hashConsentToken(token)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('consentLink');
  return row;
}

const linkState = (row: Request): GuardianConsentLinkState => (row.status === 'pending' ? 'open' : (row.status as GuardianConsentLinkState));

/** SMS where a gateway (or the outbox) is on, else e-mail. */
function codeRoute(deps: Pick<AppDeps, 'sms'>, row: Request): { channel: OneTimeCodeChannel; to: string } {
  return deps.sms.available ? { channel: 'sms', to: row.guardianPhone } : { channel: 'email', to: row.guardianEmail };
}

export async function readGuardianConsentLink(deps: AppDeps, token: string): Promise<GuardianConsentLink> {
  const row = await findRequest(deps.db, token);
  const [student] = await deps.db.select({ firstName: users.firstName, name: users.name }).from(users).where(eq(users.id, row.studentId));
  const route = codeRoute(deps, row);
  return {
    state: linkState(row),
    guardianName: row.guardianName,
    // The student's first name only: the link may be forwarded, and the guardian knows the rest.
    studentName: student?.firstName || student?.name || '',
    codeChannel: route.channel,
    codeSentTo: maskedDestination(route.channel, route.to),
  };
}

const notOpen = (row: Request) => new AppError('CONFLICT', row.status === 'replaced' ? 'consent.linkReplaced' : 'consent.alreadyAnswered');

/** A new code for an open link; earlier unused codes for this student stop working. */
export async function sendGuardianConsentCode(deps: AppDeps, token: string, language: string, now: Date = new Date()): Promise<GuardianConsentCode> {
  const row = await findRequest(deps.db, token);
  if (row.status !== 'pending') throw notOpen(row);
  const route = codeRoute(deps, row);
  const issued = await runUnitOfWork(deps, async (work) => {
    await revokeLinks(work, { purpose: 'guardian_consent', subjectId: row.studentId }, now);
    const link = await issueLinkAndCode(
      { db: work, linkSigningKey: deps.linkSigningKey },
      { purpose: 'guardian_consent', subjectId: row.studentId, ...route },
      now,
    );
    await sendCode(deps, route.channel, link.sentTo, link.code, language, { work });
    return link;
  });
  return {
    codeToken: issued.token,
    codeChannel: route.channel,
    codeSentTo: maskedDestination(route.channel, issued.sentTo),
    expiresAt: issued.expiresAt.toISOString(),
  };
}

export interface AnswerProof {
  ipAddress: string;
  userAgent: string | null;
}

/** The guardian consents or refuses, proved by the code; the student is told. */
export async function answerGuardianConsent(
  deps: AppDeps,
  token: string,
  body: GuardianConsentAnswerBody,
  proof: AnswerProof,
  now: Date = new Date(),
): Promise<{ state: GuardianConsentLinkState }> {
  const row = await findRequest(deps.db, token);
  if (row.status !== 'pending') throw notOpen(row);
  const check = await checkCode(
    { db: deps.db, linkSigningKey: deps.linkSigningKey },
    { purpose: 'guardian_consent', subjectId: row.studentId, token: body.codeToken, code: body.code },
    now,
  );
  if (check.outcome === 'wrong') throw invalidField('code', msg('consent.codeWrong', { count: check.triesLeft }));
  if (check.outcome !== 'ok') throw new AppError('CONFLICT', CODE_REFUSALS[check.outcome]);

  const status = body.decision === 'consent' ? 'consented' : 'refused';
  return runUnitOfWork(deps, async (work) => {
    // Locked and checked again: two answers at once record one.
    const locked = await findRequest(work.tx, token, true);
    if (locked.status !== 'pending') throw notOpen(locked);
    await work.tx
      .update(guardianConsents)
      .set({
        status,
        answeredAt: now,
        codeChannel: check.channel,
        codeSentTo: check.sentTo,
        codeLinkId: check.linkId,
        ipAddress: proof.ipAddress,
        userAgent: proof.userAgent?.slice(0, 500) ?? null,
      })
      .where(and(eq(guardianConsents.id, locked.id), eq(guardianConsents.status, 'pending')));
    await notifyGuardianConsentAnswered(deps, work, {
      studentId: row.studentId,
      requestId: row.id,
      consented: status === 'consented',
      guardianName: row.guardianName,
    });
    return { state: status };
  });
}

const CODE_REFUSALS = {
  expired: 'consent.codeExpired',
  too_many_tries: 'consent.codeTooManyTries',
  used: 'consent.codeUsed',
  unknown: 'consent.codeUnknown',
} as const;
