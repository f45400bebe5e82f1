import type { z } from 'zod';
import type { guardianDeclineBody, guardianSignBody, GuardianAgreement } from '@common/contracts/placement-signatures';
import { CODE_MAX_TRIES } from '@common/constants';
import type { AppDeps } from '../../app-deps';
import { runUnitOfWork } from '../../db/unit-of-work';
import { AppError, invalidField, notFound } from '../../errors/app-error';
import { msg } from '../../errors/message';
import type { PlainMessageKey } from '../../errors/messages/en';
import { checkCode, issueLinkAndCode, revokeLinks, type CheckResult } from '../one-time-codes/one-time-codes';
import { sendCode } from '../one-time-codes/send-code';
import { recordDecline, recordSignature } from '../placements/signature-record';
import { codeDestination, findGuardianLink, linkState, type GuardianLink, type GuardianLinkState } from './guardian-link';
import { sendGuardianSigned } from './guardian-mail';
import { hashInviteToken } from './invite-guardian';

// The guardian's pages (docs/product/placements.md#the-guardians-signature): read the agreement from
// the link, ask for a code, sign or decline with it. The link alone reads; only the code (sent the
// other way: SMS where there is one) lets them answer. Every answer is written by signature-record.ts.

const PURPOSE = 'guardian_signature';

/** Why a link that is not open cannot take a code or an answer (409). */
const NOT_OPEN: Record<Exclude<GuardianLinkState, 'open'>, PlainMessageKey> = {
  signed: 'guardian.linkSigned',
  declined: 'guardian.linkDeclined',
  replaced: 'guardian.linkReplaced',
  cancelled: 'placements.isCancelled',
};

async function linkOf(deps: Pick<AppDeps, 'db'>, token: string): Promise<GuardianLink> {
  const link = await findGuardianLink(deps.db, hashInviteToken(token));
  if (!link) throw notFound('guardianLink');
  return link;
}

function requireOpen(link: GuardianLink): void {
  const state = linkState(link);
  if (state !== 'open') throw new AppError('CONFLICT', NOT_OPEN[state]);
}

/** The agreement the link names, where it stands, and where a code would go (masked). */
export async function readGuardianAgreement(deps: Pick<AppDeps, 'db' | 'sms'>, token: string): Promise<GuardianAgreement> {
  const link = await linkOf(deps, token);
  const destination = codeDestination(link.guardian, deps.sms.available);
  const state = linkState(link);
  return {
    state,
    guardianName: link.guardian.name,
    studentName: link.studentName,
    employerName: link.employerName,
    jobTitle: link.jobTitle,
    schoolName: link.schoolName,
    version: link.version,
    text: link.text,
    textHash: link.textHash,
    codeChannel: destination?.channel ?? 'email',
    codeSentTo: destination?.masked ?? '',
    // Only while the version is the signed one: a later version's record is not this link's.
    reference: state === 'signed' ? link.reference : null,
  };
}

/**
 * A new code for an open link: earlier unused codes for this signature stop working, a new one is
 * issued and sent (SMS where available, else e-mail), in one unit of work. `countRequest` counts
 * the request against the per-link limit (the route's, which answers 429).
 */
export async function sendGuardianCode(deps: AppDeps, token: string, countRequest: (link: GuardianLink) => Promise<void>, now: Date = new Date()) {
  const link = await linkOf(deps, token);
  requireOpen(link);
  const destination = codeDestination(link.guardian, deps.sms.available);
  if (!destination) throw new AppError('CONFLICT', 'guardian.noContact');
  await countRequest(link);
  return runUnitOfWork(deps, async (work) => {
    await revokeLinks(work, { purpose: PURPOSE, subjectId: link.signatureId }, now);
    const issued = await issueLinkAndCode(
      { db: work, linkSigningKey: deps.linkSigningKey },
      { purpose: PURPOSE, subjectId: link.signatureId, channel: destination.channel, to: destination.to },
      now,
    );
    await sendCode(deps, destination.channel, issued.sentTo, issued.code, link.language, { work });
    return { codeToken: issued.token, codeChannel: destination.channel, codeSentTo: destination.masked, expiresAt: issued.expiresAt.toISOString() };
  });
}

/** A code that did not open the link: what the guardian reads (each says what to do next). */
function refused(result: Exclude<CheckResult, { outcome: 'ok' }>): AppError {
  switch (result.outcome) {
    case 'wrong':
      if (result.triesLeft === 0) return invalidField('code', 'guardian.codeWrongLastTry');
      return invalidField('code', msg(result.triesLeft === 1 ? 'guardian.codeWrong.one' : 'guardian.codeWrong.other', { count: result.triesLeft }));
    case 'expired':
      return new AppError('LINK_EXPIRED', 'guardian.codeExpired');
    case 'too_many_tries':
      return new AppError('LINK_INVALID', msg('guardian.codeTooManyTries', { max: CODE_MAX_TRIES }));
    case 'used':
      return new AppError('LINK_INVALID', 'guardian.codeUsed');
    case 'unknown':
      return new AppError('LINK_INVALID', 'guardian.codeUnknown');
  }
}

/** Where the request came from, as the signature's audit trail keeps it. */
export interface RequestOrigin {
  ipAddress: string;
  userAgent: string | null;
}

type Answer = { kind: 'sign'; body: z.output<typeof guardianSignBody> } | { kind: 'decline'; body: z.output<typeof guardianDeclineBody> };

/**
 * The guardian signs or declines the version they read, proving it is them with the code. The link
 * must be open and the version theirs (409 otherwise, before the code counts a try); the code must
 * be right (each refusal its own 4xx); then signature-record.ts writes it, in one unit of work with
 * the confirmation e-mail. Answers where the link stands now.
 */
export async function answerAsGuardian(
  deps: AppDeps,
  token: string,
  answer: Answer,
  origin: RequestOrigin,
  now: Date = new Date(),
): Promise<{ state: GuardianLinkState }> {
  const link = await linkOf(deps, token);
  requireOpen(link);
  if (answer.body.version !== link.version) throw new AppError('CONFLICT', 'placements.versionOutdated');
  const checked = await checkCode(
    { db: deps.db, linkSigningKey: deps.linkSigningKey },
    { token: answer.body.codeToken, code: answer.body.code, purpose: PURPOSE, subjectId: link.signatureId },
    now,
  );
  if (checked.outcome !== 'ok') throw refused(checked);
  const proof = {
    name: answer.kind === 'sign' ? answer.body.name : link.guardian.name,
    userId: null,
    method: 'link_and_code' as const,
    codeChannel: checked.channel,
    codeSentTo: checked.sentTo,
    ...origin,
  };
  const common = { placementId: link.placementId, version: link.version, party: 'guardian' as const, proof };
  await runUnitOfWork(deps, async (work) => {
    if (answer.kind === 'decline') {
      await recordDecline(deps, work, { ...common, reason: answer.body.reason }, now);
      return;
    }
    const recorded = await recordSignature(deps, work, { ...common, textHash: answer.body.textHash }, now);
    // The last signature gave the version its reference: the confirmation says it is complete, with it.
    const signed = recorded?.complete ? await findGuardianLink(work.tx, hashInviteToken(token)) : null;
    await sendGuardianSigned(deps, work, link, answer.body.name, signed?.reference ?? null);
  });
  const after = await linkOf(deps, token);
  return { state: linkState(after) };
}
