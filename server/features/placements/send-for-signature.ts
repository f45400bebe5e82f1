import { eq } from 'drizzle-orm';
import type { Placement, PlacementTerms } from '@common/contracts/placements';
import type { Language } from '@common/languages';
import type { AppDeps } from '../../app-deps';
import { placements, placementSignatures, placementVersions } from '../../db/schema';
import { runUnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../errors/app-error';
import { msg } from '../../errors/message';
import { inviteGuardian } from '../guardian-signing/invite-guardian';
import { notifyPlacementStep, type PlacementParty } from '../notifications/placement-triggers';
import { agreementText, textHashOf } from './agreement-text';
import { lockPlacement, readPlacement, type LockedPlacement } from './placement-repository';
import { partyOf, studentContact } from './placement-service';
import { agreementRules } from './signers';

// Sending the agreement for signature (docs/product/placements.md#sending-for-signature): the school
// once it validated it, or with no school the employer once its part is done. Every check comes
// before anything is written; then, in one unit of work, the version's exact text is fixed, one
// pending signature is written per party the rules require, the account parties are asked and the
// parent or guardian is invited by link.

/** The employer's fields an agreement cannot go out without, by the path the API names them. */
function missingEmployerFields(terms: PlacementTerms): string[] {
  const present: Record<string, unknown> = {
    'workplace.legalName': terms.workplace.legalName,
    'workplace.address': terms.workplace.address,
    'workplace.city': terms.workplace.city,
    'workplace.country': terms.workplace.country,
    'workplace.region': terms.workplace.region,
    'workplace.postalCode': terms.workplace.postalCode,
    startDate: terms.startDate,
    endDate: terms.endDate,
    'schedule or weeklyHours': terms.schedule ?? terms.weeklyHours,
    tasks: terms.tasks,
    learningGoals: terms.learningGoals,
    'supervisor.name': terms.supervisor.name,
    'supervisor.role': terms.supervisor.role,
    'supervisor.email': terms.supervisor.email,
    'supervisor.phone': terms.supervisor.phone,
    hazards: terms.hazards,
    'insurance.coveredBy': terms.insurance.coveredBy,
    'emergencyContact.name': terms.emergencyContact.name,
    'emergencyContact.phone': terms.emergencyContact.phone,
  };
  return [
    ...Object.entries(present)
      .filter(([, value]) => value === null || value === undefined || value === '')
      .map(([path]) => path),
    ...missingFiles(terms),
  ];
}

/**
 * The files an agreement cannot go out without (docs/product/placements.md#the-agreements-files):
 * always the employer's risk assessment; the insurance certificate when the employer covers the
 * student (a school board's or another insurer's cover is described in `insurance.details`).
 */
function missingFiles(terms: PlacementTerms): string[] {
  const missing: string[] = [];
  if (!terms.riskAssessment) missing.push('riskAssessment');
  if (terms.insurance.coveredBy === 'employer' && !terms.insurance.certificate) missing.push('insurance.certificate');
  return missing;
}

/** Who sends, and from which step: the school from `school_validated`; with no school, the employer from `employer_completed`. */
function checkSender(placement: LockedPlacement, party: PlacementParty): void {
  const hasSchool = placement.institutionId !== null;
  if (hasSchool && party !== 'institution') throw new AppError('CONFLICT', 'placements.sentBySchool');
  if (!hasSchool && party !== 'employer') throw new AppError('CONFLICT', 'placements.sentByEmployer');
  if (placement.status === 'cancelled') throw new AppError('CONFLICT', 'placements.isCancelled');
  const ready = hasSchool ? 'school_validated' : 'employer_completed';
  if (placement.status === ready) return;
  if (['draft', 'employer_completed', 'school_validated'].includes(placement.status)) throw new AppError('CONFLICT', 'placements.notReadyToSend');
  throw new AppError('CONFLICT', 'placements.alreadySent');
}

/** Sends the placement's agreement for signature; null when the caller is no party of it (the route answers "not found"). */
export async function sendForSignature(
  deps: AppDeps,
  caller: { id: string; role: string | null },
  id: string,
  language: Language,
  now: Date = new Date(),
): Promise<Placement | null> {
  return runUnitOfWork(deps, async (work) => {
    const { tx } = work;
    const placement = await lockPlacement(tx, id);
    if (!placement) return null;
    const party = await partyOf(tx, placement, caller);
    if (!party) return null;
    checkSender(placement, party);

    const { terms } = placement;
    const missing = missingEmployerFields(terms);
    if (missing.length > 0) throw new AppError('CONFLICT', msg('placements.employerPartIncomplete', { fields: missing.join(', ') }));
    const student = await studentContact(tx, placement.studentId);
    // The profile's date wins, as in the school's part; the agreement keeps the date it was checked with.
    const dateOfBirth = student.dateOfBirth ?? terms.studentDateOfBirth;
    if (!dateOfBirth) throw new AppError('CONFLICT', 'placements.birthDateUnknown');
    const dated = { ...terms, startDate: terms.startDate!, endDate: terms.endDate!, studentDateOfBirth: dateOfBirth };
    const rules = agreementRules(dated, dateOfBirth, { hasSchool: placement.institutionId !== null, language });
    const { guardian } = terms;
    const guardianSigns = rules.requiredParties.includes('guardian');
    if (guardianSigns && (!guardian.name || !guardian.email)) {
      throw new AppError('CONFLICT', msg('placements.guardianMissing', { majority: rules.pack.ageOfMajority.age }));
    }

    const about = (await readPlacement(tx, id))!;
    const text = agreementText({
      version: placement.version,
      jobTitle: about.job.title,
      studentName: about.student.name,
      employerName: about.employer.companyName,
      schoolName: about.institution?.name ?? null,
      terms: dated,
      requiredParties: rules.requiredParties,
      rulePack: { jurisdiction: rules.pack.jurisdiction, version: rules.pack.version, effectiveFrom: rules.pack.effectiveFrom },
    });
    await tx.insert(placementVersions).values({
      placementId: id,
      version: placement.version,
      text,
      textHash: textHashOf(text),
      terms: dated,
      requiredParties: rules.requiredParties,
      rulePack: { jurisdiction: rules.pack.jurisdiction, version: rules.pack.version },
      sentAt: now,
    });
    const rows = await tx
      .insert(placementSignatures)
      .values(rules.requiredParties.map((signer) => ({ placementId: id, version: placement.version, party: signer, status: 'pending' })))
      .returning({ id: placementSignatures.id, party: placementSignatures.party });
    await tx.update(placements).set({ status: 'signing', terms: dated }).where(eq(placements.id, id));

    const accountParties = rules.requiredParties.filter((signer): signer is PlacementParty => signer !== 'guardian');
    await notifyPlacementStep(deps, id, 'signature_requested', accountParties, work);
    const guardianRow = rows.find((row) => row.party === 'guardian');
    if (guardianRow) {
      await inviteGuardian(deps, work, {
        signatureId: guardianRow.id,
        placementId: id,
        version: placement.version,
        guardian: { name: guardian.name!, email: guardian.email!, phone: guardian.phone },
        studentName: about.student.name,
        jobTitle: about.job.title,
      });
    }
    return readPlacement(tx, id);
  });
}
