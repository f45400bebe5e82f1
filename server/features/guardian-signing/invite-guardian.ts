import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { placementSignatures } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import { codeDestination, findGuardianLink } from './guardian-link';
import { sendGuardianInvitation } from './guardian-mail';

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

/**
 * Writes a new link token for the guardian's pending signature and e-mails them the link, in the
 * student's account language: who asks, where the code will go, that nobody will ask them for it,
 * that the school stays responsible. Returns the token (tests read it).
 */
export async function inviteGuardian(deps: AppDeps, work: UnitOfWork, invitation: GuardianInvitation): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashInviteToken(token);
  await work.tx.update(placementSignatures).set({ inviteTokenHash: tokenHash }).where(eq(placementSignatures.id, invitation.signatureId));
  // The names (the employer, the school, the student's language) as the link's page shows them.
  const link = await findGuardianLink(work.tx, tokenHash);
  if (!link) throw new Error(`guardian signature ${invitation.signatureId} has no placement version to sign`);
  await sendGuardianInvitation(deps, work, {
    ...link,
    studentName: invitation.studentName,
    jobTitle: invitation.jobTitle,
    to: invitation.guardian.email,
    guardianName: invitation.guardian.name,
    token,
    code: codeDestination(invitation.guardian, deps.sms.available),
    reminder: invitation.reminder === true,
  });
  return token;
}
