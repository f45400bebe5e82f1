import { eq } from 'drizzle-orm';
import type { CertificateStatement } from '@common/contracts/verify';
import { quarterHoursOf } from '@common/quarter-hours';
import type { DbOrTx } from '../../db/client';
import { certificates } from '../../db/schema';
import { userMailLanguage } from '../../mail/mail-language';
import { readPlacement } from '../placements/placement-repository';
import { workplaceTimeZone } from '../placements/workplace-calendar';
import { verifiedMinutesOf } from '../placement-hours/verified-minutes';
import { issueRecord } from '../verify/public-records';

// A placement's certificate (docs/product/placement-hours.md#the-certificate), issued once: on the
// school's sign-off, or by the hourly run for a placement with no school. Its public record states
// exactly what the certificate prints (docs/decisions/043); the PDF is drawn from that statement.

/** The day `now` falls on at the workplace (its province's zone, else UTC), as YYYY-MM-DD. */
export function workplaceDayOf(region: string | null | undefined, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: workplaceTimeZone(region), year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * Issues the placement's certificate in the caller's transaction (which holds the placement's
 * closure locked): its public record and its row, in the student's account language. Answers the
 * reference; a placement that has one already keeps it (once per placement).
 */
export async function issueCertificate(tx: DbOrTx, placementId: string, now: Date): Promise<string> {
  const [existing] = await tx.select({ reference: certificates.reference }).from(certificates).where(eq(certificates.placementId, placementId));
  if (existing) return existing.reference;
  const placement = await readPlacement(tx, placementId);
  if (!placement) throw new Error(`No placement ${placementId} to certify.`);
  const { terms } = placement;
  if (!terms.startDate || !terms.endDate || !terms.workplace.legalName) throw new Error(`Placement ${placementId} has no signed dates or employer.`);
  const verifiedMinutes = await verifiedMinutesOf(tx, placementId);
  const statement: CertificateStatement = {
    studentName: placement.student.name,
    jobTitle: placement.job.title,
    employerLegalName: terms.workplace.legalName,
    ...(placement.institution ? { schoolName: placement.institution.name } : {}),
    startDate: terms.startDate,
    endDate: terms.endDate,
    verifiedHours: quarterHoursOf(verifiedMinutes),
    issuedOn: workplaceDayOf(terms.workplace.region, now),
  };
  const reference = await issueRecord(tx, 'certificate', statement);
  await tx.insert(certificates).values({
    placementId,
    reference,
    language: await userMailLanguage(tx, placement.student.id),
    verifiedMinutes,
    issuedAt: now,
  });
  return reference;
}
