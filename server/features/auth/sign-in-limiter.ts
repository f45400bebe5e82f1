import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { msg } from '../../errors/message';
import { clientAddress } from '../../http/client-address';
import { tooManyRequests, waitText } from '../../http/client-limits';
import { clearCounter, releaseSlot, takeThrottledSlot, type ThrottlePolicy } from '../../http/rate-counters';

// Password guessing is slowed, never locked (docs/decisions/018, docs/product/accounts.md):
// - per e-mail AND client address: a few tries at once, then growing waits. Only the address that
//   guesses waits: the owner, from their own address, signs in as usual.
// - per client address, over all e-mails: a broader allowance against trying many accounts.
// Each attempt takes its slot in the database BEFORE the password is checked, in one atomic
// statement, so parallel guesses cannot all be checked.

/** One e-mail from one client address. */
export const ACCOUNT_ATTEMPTS: ThrottlePolicy = { freeAttempts: 5, firstDelaySeconds: 2, maxDelaySeconds: 15 * 60, forgetAfterSeconds: 60 * 60 };
/** Every e-mail from one client address; a successful sign-in gives its slot back, so a school's users signing in count only their mistakes. */
export const ADDRESS_ATTEMPTS: ThrottlePolicy = { freeAttempts: 50, firstDelaySeconds: 1, maxDelaySeconds: 15 * 60, forgetAfterSeconds: 15 * 60 };

export const ACCOUNT_SCOPE = 'sign-in:account';
export const ADDRESS_SCOPE = 'sign-in:address';

export interface SignInAttempt {
  /** Call when the password was right: the e-mail's failures from this address are forgotten. */
  succeeded(): Promise<void>;
}

export const accountKey = (email: string, address: string) => `${email} ${address}`;

/**
 * Takes a slot for a password check of `email` from this request's client, or throws 429 with
 * Retry-After.
 */
export async function beginPasswordAttempt(db: Db, request: FastifyRequest, reply: FastifyReply, email: string): Promise<SignInAttempt> {
  const address = clientAddress(request);
  const byAddress = await takeThrottledSlot(db, ADDRESS_SCOPE, address, ADDRESS_ATTEMPTS);
  if (!byAddress.allowed) throw refusal(reply, byAddress.retryAfterSeconds);
  const byAccount = await takeThrottledSlot(db, ACCOUNT_SCOPE, accountKey(email, address), ACCOUNT_ATTEMPTS);
  if (!byAccount.allowed) {
    await releaseSlot(db, ADDRESS_SCOPE, address);
    throw refusal(reply, byAccount.retryAfterSeconds);
  }
  return {
    async succeeded() {
      await clearCounter(db, ACCOUNT_SCOPE, accountKey(email, address));
      await releaseSlot(db, ADDRESS_SCOPE, address);
    },
  };
}

function refusal(reply: FastifyReply, retryAfterSeconds: number) {
  return tooManyRequests(reply, retryAfterSeconds, msg('limits.passwords', { wait: waitText(retryAfterSeconds) }));
}
