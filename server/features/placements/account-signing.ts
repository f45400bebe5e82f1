import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Placement } from '@common/contracts/placements';
import { personName } from '@common/text';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx } from '../../db/client';
import { institutionProfiles, users } from '../../db/schema';
import { runUnitOfWork } from '../../db/unit-of-work';
import { lockPlacement, readPlacement } from './placement-repository';
import { partyOf } from './placement-service';
import { recordDecline, recordSignature, type SignerProof } from './signature-record';

// The student, the employer and the school sign (or decline) in their FirstRung account
// (docs/product/placements.md#signing-in-an-account). The caller is mapped to its party of the
// placement and the proof taken from its account and its request; the writing itself is
// signature-record.ts's, shared with the guardian's link and code.

export interface AccountCaller {
  id: string;
  role: string | null;
}

/** How the request came: the client's address as Fastify resolved it through TRUST_PROXY's hops (server/app.ts), and its browser. */
export function requestOrigin(request: FastifyRequest): { ipAddress: string; userAgent: string | null } {
  const userAgent = request.headers['user-agent'];
  return { ipAddress: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : null };
}

/** The signer's name as it stands now: the account's; a school's: the staff member's and the school's. */
async function signerName(tx: DbOrTx, caller: AccountCaller): Promise<string> {
  const [row] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, name: users.name, school: institutionProfiles.institutionName })
    .from(users)
    .leftJoin(institutionProfiles, eq(institutionProfiles.userId, users.id))
    .where(eq(users.id, caller.id));
  const name = (row && (personName(row) || row.name)) || '';
  return caller.role === 'institution' && row?.school ? `${name} (${row.school})` : name;
}

type Answer = { kind: 'sign'; version: number; textHash: string } | { kind: 'decline'; version: number; reason: string };

/** Signs or declines as the caller's party; null when the caller is no party of the placement (the route answers "not found"). */
export async function answerAsAccount(
  deps: AppDeps,
  caller: AccountCaller,
  placementId: string,
  answer: Answer,
  origin: { ipAddress: string; userAgent: string | null },
): Promise<Placement | null> {
  return runUnitOfWork(deps, async (work) => {
    const placement = await lockPlacement(work.tx, placementId);
    if (!placement) return null;
    const party = await partyOf(work.tx, placement, caller);
    if (!party) return null;
    const proof: SignerProof = { name: await signerName(work.tx, caller), userId: caller.id, method: 'account', ...origin };
    const base = { placementId, version: answer.version, party, proof };
    const done =
      answer.kind === 'sign'
        ? await recordSignature(deps, work, { ...base, textHash: answer.textHash })
        : await recordDecline(deps, work, { ...base, reason: answer.reason });
    return done === null ? null : readPlacement(work.tx, placementId);
  });
}
