import { and, eq } from 'drizzle-orm';
import type { GUARDIAN_LINK_STATES } from '@common/contracts/placement-signatures';
import type { OneTimeCodeChannel } from '@common/enums';
import { toE164 } from '@common/phone-number';
import { personName } from '@common/text';
import type { DbOrTx } from '../../db/client';
import { applications, institutionProfiles, jobs, placements, placementSignatures, placementVersions, users } from '../../db/schema';
import { mailLanguageOf } from '../../mail/mail-language';
import { maskedDestination } from '../agreement-pdf/agreement-texts';

// What a guardian's link names (docs/product/placements.md#the-guardians-signature): their
// signature row, found by the SHA-256 of the token in the link, with the version it belongs to and
// the names the page and the e-mails show. Where the link stands is read from the row and its
// placement: open while it is the pending signature of the version out for signature.

export type GuardianLinkState = (typeof GUARDIAN_LINK_STATES)[number];

/** The guardian's contact as the version sent for signature names it. */
export interface GuardianContact {
  name: string;
  email: string | null;
  phone: string | null;
}

export interface GuardianLink {
  signatureId: string;
  placementId: string;
  /** The version this row belongs to. */
  version: number;
  rowStatus: string;
  placementStatus: string;
  placementVersion: number;
  text: string;
  textHash: string;
  /** The version's public reference once every party signed it; null before. */
  reference: string | null;
  guardian: GuardianContact;
  /** The student's account: the guardian's e-mails name them (deleting the account clears their texts). */
  studentId: string;
  studentName: string;
  /** The student's account language: the guardian's e-mails are written in it. */
  language: 'en' | 'fr';
  employerName: string;
  jobTitle: string;
  schoolName: string | null;
}

/** The guardian row a link's token names, by the token's hash (hashInviteToken), with its version and names; null: no such link. */
export async function findGuardianLink(db: DbOrTx, tokenHash: string): Promise<GuardianLink | null> {
  const [row] = await db
    .select({
      signatureId: placementSignatures.id,
      placementId: placementSignatures.placementId,
      version: placementSignatures.version,
      rowStatus: placementSignatures.status,
      placementStatus: placements.status,
      placementVersion: placements.version,
      text: placementVersions.text,
      textHash: placementVersions.textHash,
      reference: placementVersions.reference,
      terms: placementVersions.terms,
      studentId: placements.studentId,
      firstName: users.firstName,
      lastName: users.lastName,
      accountName: users.name,
      language: users.language,
      companyName: jobs.companyName,
      jobTitle: jobs.title,
      schoolName: institutionProfiles.institutionName,
    })
    .from(placementSignatures)
    .innerJoin(placements, eq(placements.id, placementSignatures.placementId))
    .innerJoin(
      placementVersions,
      and(eq(placementVersions.placementId, placementSignatures.placementId), eq(placementVersions.version, placementSignatures.version)),
    )
    .innerJoin(applications, eq(applications.id, placements.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, placements.studentId))
    .leftJoin(institutionProfiles, eq(institutionProfiles.id, placements.institutionId))
    .where(and(eq(placementSignatures.inviteTokenHash, tokenHash), eq(placementSignatures.party, 'guardian')));
  if (!row) return null;
  const { guardian, workplace } = row.terms;
  return {
    signatureId: row.signatureId,
    placementId: row.placementId,
    version: row.version,
    rowStatus: row.rowStatus,
    placementStatus: row.placementStatus,
    placementVersion: row.placementVersion,
    text: row.text,
    textHash: row.textHash,
    reference: row.reference,
    guardian: { name: guardian.name ?? '', email: guardian.email, phone: guardian.phone },
    studentId: row.studentId,
    studentName: personName(row) || row.accountName,
    language: mailLanguageOf(row.language),
    // The employer's legal name as the agreement names it; the posting's company before it has one.
    employerName: workplace.legalName ?? row.companyName,
    jobTitle: row.jobTitle,
    schoolName: row.schoolName,
  };
}

/**
 * Where the link stands: `cancelled` once the placement is; `signed` or `declined` once the guardian
 * answered this version; `open` while it is the pending signature of the version out for signature;
 * `replaced` otherwise (a new version, a new link, a refusal by another party voided it).
 */
export function linkState(link: Pick<GuardianLink, 'rowStatus' | 'placementStatus' | 'placementVersion' | 'version'>): GuardianLinkState {
  if (link.placementStatus === 'cancelled') return 'cancelled';
  if (link.rowStatus === 'declined') return 'declined';
  const current = link.version === link.placementVersion;
  if (link.rowStatus === 'signed' && current) return 'signed';
  if (link.rowStatus === 'pending' && current && link.placementStatus === 'signing') return 'open';
  return 'replaced';
}

export interface CodeDestination {
  channel: OneTimeCodeChannel;
  /** As the code is sent: a phone number in E.164, or the e-mail address. */
  to: string;
  /** As the guardian's page and e-mails show it: "••• 1234", "h•••@example.org". */
  masked: string;
}

/**
 * Where the guardian's code goes: by SMS to the phone the school gave when SMS is available (and the
 * number is one), else by e-mail to their address, which the link went to already. Null: neither.
 */
export function codeDestination(guardian: GuardianContact, smsAvailable: boolean): CodeDestination | null {
  const phone = smsAvailable && guardian.phone ? toE164(guardian.phone) : null;
  if (phone) return { channel: 'sms', to: phone, masked: maskedDestination('sms', phone) };
  const email = guardian.email?.trim();
  return email ? { channel: 'email', to: email, masked: maskedDestination('email', email) } : null;
}
