import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { placementSignatures } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';

// The parent or guardian's invitation to sign (docs/product/placements.md#the-guardians-signature):
// a fresh link token whose SHA-256 is kept on their pending signature row (the token itself never is),
// e-mailed to them in the unit of work that asked for their signature. Asking again (a reminder)
// replaces the token: only the latest link works.

export interface GuardianInvitation {
  /** Their pending placement_signatures row. */
  signatureId: string;
  placementId: string;
  version: number;
  guardian: { name: string; email: string; phone: string | null };
  studentName: string;
  jobTitle: string;
  /** A reminder rather than the first invitation. */
  reminder?: boolean;
}

export const hashInviteToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** Writes a new link token for the guardian's pending signature and e-mails them the link. Returns the token (tests read it). */
export async function inviteGuardian(_deps: AppDeps, work: UnitOfWork, invitation: GuardianInvitation): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await work.tx
    .update(placementSignatures)
    .set({ inviteTokenHash: hashInviteToken(token) })
    .where(eq(placementSignatures.id, invitation.signatureId));
  // The e-mail with the link (/guardian/sign/{token}) is the guardian-signing feature's to send.
  return token;
}
