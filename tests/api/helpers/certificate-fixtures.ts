import type { CertificateStatement } from '@common/contracts/verify';
import type { Language } from '@common/languages';
import type { Db } from '@server/db/client';
import { certificates } from '@server/db/schema';
import { issueRecord } from '@server/features/verify/public-records';

// A placement's certificate written directly, as issuing one on sign-off does (its public record and
// its row), for the tests of what follows: its PDF, its revocation, its public check.

export const certificateStatementOf = (overrides: Partial<CertificateStatement> = {}): CertificateStatement => ({
  studentName: 'Zoé Bélanger-Côté',
  jobTitle: 'Bakery Helper',
  employerLegalName: 'Crumbs Bakery Inc.',
  schoolName: 'Lakeside Secondary',
  startDate: '2027-07-05',
  endDate: '2027-08-13',
  verifiedHours: 42.5,
  issuedOn: '2027-08-20',
  ...overrides,
});

/** Issues `statement`'s certificate for the placement; its reference. */
export async function issueTestCertificate(
  db: Db,
  placementId: string,
  statement: CertificateStatement = certificateStatementOf(),
  language: Language = 'en',
): Promise<string> {
  return db.transaction(async (tx) => {
    const reference = await issueRecord(tx, 'certificate', statement);
    await tx.insert(certificates).values({ placementId, reference, language, verifiedMinutes: Math.round(statement.verifiedHours * 60) });
    return reference;
  });
}
