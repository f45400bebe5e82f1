import { eq } from 'drizzle-orm';
import { certificateStatement, type CertificateStatement } from '@common/contracts/verify';
import type { PublicRecordStatus } from '@common/enums';
import type { Language } from '@common/languages';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx } from '../../db/client';
import { certificates, publicRecords } from '../../db/schema';
import { runUnitOfWork } from '../../db/unit-of-work';
import { AppError, notFound } from '../../errors/app-error';
import { notifyPlacementStep } from '../notifications/placement-triggers';
import { setRecordStatus } from '../verify/public-records';

// A placement's certificate once issued (docs/product/placement-hours.md#the-certificate): what its
// PDF prints, read from its public record each time, and its revocation by the school.

export interface PrintableCertificate {
  reference: string;
  language: Language;
  status: PublicRecordStatus;
  reason: string | null;
  statement: CertificateStatement;
}

/** The placement's certificate as its PDF prints it; 404 when none was issued. */
export async function readPrintableCertificate(db: DbOrTx, placementId: string): Promise<PrintableCertificate> {
  const [row] = await db
    .select({
      reference: certificates.reference,
      language: certificates.language,
      status: publicRecords.status,
      reason: publicRecords.reason,
      statement: publicRecords.statement,
    })
    .from(certificates)
    .innerJoin(publicRecords, eq(publicRecords.reference, certificates.reference))
    .where(eq(certificates.placementId, placementId));
  if (!row) throw notFound('certificate');
  // The record was checked against this schema when it was issued: parsing again gives it its type.
  return { ...row, statement: certificateStatement.parse(row.statement) };
}

/**
 * The school revokes the certificate with a public reason: its record reads `revoked` with the
 * reason for good, the certificate keeps when and by whom, and the student is told. 404 with no
 * certificate; 409 when it was revoked already.
 */
export async function revokeCertificate(deps: AppDeps, placementId: string, revokedByUserId: string, reason: string): Promise<void> {
  await runUnitOfWork(deps, async (work) => {
    const [certificate] = await work.tx
      .select({ reference: certificates.reference, revokedAt: certificates.revokedAt })
      .from(certificates)
      .where(eq(certificates.placementId, placementId))
      .for('update');
    if (!certificate) throw notFound('certificate');
    const [record] = await work.tx
      .select({ status: publicRecords.status })
      .from(publicRecords)
      .where(eq(publicRecords.reference, certificate.reference));
    if (certificate.revokedAt || record?.status === 'revoked') throw new AppError('CONFLICT', 'certificates.alreadyRevoked');
    await setRecordStatus(work.tx, certificate.reference, 'revoked', reason);
    await work.tx.update(certificates).set({ revokedAt: new Date(), revokedByUserId }).where(eq(certificates.placementId, placementId));
    await notifyPlacementStep(deps, placementId, 'certificate_revoked', ['student'], work, { reason });
  });
}
