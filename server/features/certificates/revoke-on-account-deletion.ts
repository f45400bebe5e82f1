import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { certificates, placements, publicRecords } from '../../db/schema';
import { setRecordStatus } from '../verify/public-records';

// A student who closes their account takes their certificates' rows with them (the placements
// cascade); the public records stay, as every record does, but revoked: no name stays public without
// its holder (docs/decisions/043).

/** The public reason of a certificate revoked because its holder deleted their account. */
export const HOLDER_CLOSED_ACCOUNT_REASON = 'The holder closed their account.';

/** Revokes the public record of every certificate of `studentId` not revoked already; call before the rows go. */
export async function revokeCertificatesOfHolder(tx: DbOrTx, studentId: string): Promise<void> {
  const rows = await tx
    .select({ reference: certificates.reference })
    .from(certificates)
    .innerJoin(placements, eq(placements.id, certificates.placementId))
    .innerJoin(publicRecords, eq(publicRecords.reference, certificates.reference))
    .where(and(eq(placements.studentId, studentId), ne(publicRecords.status, 'revoked')));
  for (const row of rows) await setRecordStatus(tx, row.reference, 'revoked', HOLDER_CLOSED_ACCOUNT_REASON);
}
