import { eq } from 'drizzle-orm';
import type { Placement, PlacementTerms } from '@common/contracts/placements';
import type { SignerParty } from '@common/enums';
import type { Language } from '@common/languages';
import { RULE_PACKS, type RuleSource as PackSource } from '@common/placement-rules';
import { verifyPagePath } from '@common/public-reference';
import type { DbOrTx } from '../../db/client';
import { type placementSignatures, type placementVersions, users } from '../../db/schema';
import type { AgreementParty, AgreementPdfInput, AgreementRulePack, AgreementSignature, RuleSource } from '../agreement-pdf/agreement-pdf-input';
import { agreementText, type AgreementTextKey } from '../agreement-pdf/agreement-texts';
import { workplaceTimeZone } from './workplace-time-zone';

// One version of a placement's agreement as the PDF renderer takes it (agreement-pdf-input.ts): the
// terms and parties stored with the version (never today's fields), its signatures with their audit
// trail, the rule pack it was checked against with its sources, and its public reference once signed.

const PARTY: Record<SignerParty, AgreementParty> = { student: 'student', guardian: 'guardian', employer: 'employer', institution: 'school' };
const INSURER_KEYS: Record<string, AgreementTextKey> = { employer: 'insurerEmployer', school_board: 'insurerSchoolBoard', other: 'insurerOther' };

/** An empty field (one left optional) as a dash: the renderer prints every field it is given. */
const shown = (text: string | null | undefined) => text || '-';

function workingTime(terms: PlacementTerms): AgreementPdfInput['workingTime'] {
  return terms.schedule ? { kind: 'schedule', schedule: terms.schedule } : { kind: 'weeklyHours', hoursPerWeek: terms.weeklyHours ?? 0 };
}

/** The pack as the version recorded it, with every legal source its rules and its age of majority cite (each once). */
function rulePackOf(recorded: { jurisdiction: string; version: number }, language: Language): AgreementRulePack {
  const pack = RULE_PACKS.find((candidate) => candidate.jurisdiction === recorded.jurisdiction && candidate.version === recorded.version);
  const cited: PackSource[] = pack ? [pack.ageOfMajority.source, ...pack.rules.map((rule) => rule.source)] : [];
  const sources = new Map<string, RuleSource>();
  for (const source of cited) {
    const title = source.citation[language];
    if (!sources.has(title)) sources.set(title, { title, url: source.url, effectiveFrom: source.tookEffect });
  }
  return {
    name: recorded.jurisdiction,
    jurisdiction: recorded.jurisdiction,
    version: String(recorded.version),
    effectiveFrom: pack?.effectiveFrom ?? '',
    sources: [...sources.values()],
  };
}

type SignatureRow = typeof placementSignatures.$inferSelect;

function signatureOf(row: SignatureRow): AgreementSignature | null {
  if (row.status !== 'signed' || !row.answeredAt || !row.textHash) return null;
  return {
    party: PARTY[row.party],
    name: row.signerName ?? '',
    signedAt: row.answeredAt,
    method:
      row.method === 'link_and_code'
        ? { kind: 'link_and_code', channel: row.codeChannel === 'sms' ? 'sms' : 'email', sentTo: row.codeSentTo ?? '' }
        : { kind: 'account' },
    ipAddress: row.ipAddress ?? '',
    userAgent: row.userAgent,
    textHash: row.textHash,
  };
}

/** The PDF's input for one sent version of `placement`, printed at `now` in `language`. */
export async function agreementPdfInputOf(
  db: DbOrTx,
  placement: Placement,
  record: { version: typeof placementVersions.$inferSelect; signatures: SignatureRow[] },
  options: { language: Language; publicUrl: string; now: Date },
): Promise<AgreementPdfInput> {
  const { terms, requiredParties } = record.version;
  const [student] = await db.select({ email: users.email }).from(users).where(eq(users.id, placement.student.id));
  const { workplace } = terms;
  const reference = record.version.reference;
  const insurerKey = INSURER_KEYS[terms.insurance.coveredBy ?? ''];
  return {
    reference,
    verifyUrl: reference ? `${options.publicUrl}${verifyPagePath(reference)}` : null,
    version: record.version.version,
    printedAt: options.now,
    timeZone: workplaceTimeZone(workplace.country, workplace.region),
    student: { name: placement.student.name, email: student?.email ?? null, dateOfBirth: terms.studentDateOfBirth },
    guardian: requiredParties.includes('guardian')
      ? { name: shown(terms.guardian.name), email: terms.guardian.email, phone: terms.guardian.phone }
      : null,
    employer: {
      legalName: shown(workplace.legalName),
      workplaceAddress: [workplace.address, workplace.city, [workplace.region, workplace.postalCode].filter(Boolean).join(' '), workplace.country]
        .filter(Boolean)
        .join(', '),
    },
    school: placement.institution
      ? {
          name: placement.institution.name,
          coordinator: { name: shown(terms.coordinator.name), email: terms.coordinator.email, phone: terms.coordinator.phone },
        }
      : null,
    startDate: terms.startDate ?? '',
    endDate: terms.endDate ?? '',
    workingTime: workingTime(terms),
    tasks: shown(terms.tasks),
    learning: shown(terms.learningGoals),
    supervisor: {
      name: shown(terms.supervisor.name),
      role: shown(terms.supervisor.role),
      email: terms.supervisor.email,
      phone: terms.supervisor.phone,
    },
    hazards: shown(terms.hazards),
    protectiveEquipment: shown(terms.protectiveEquipment),
    // The version's own files (an agreement sent before uploads existed has none: "Not attached").
    riskAssessmentFileName: terms.riskAssessment?.fileName ?? null,
    insurance: {
      coveredBy: insurerKey ? agreementText(options.language, insurerKey) : '-',
      details: terms.insurance.details,
      certificateFileName: terms.insurance.certificate?.fileName ?? null,
    },
    emergencyContact: { name: shown(terms.emergencyContact.name), phone: terms.emergencyContact.phone },
    rulePack: rulePackOf(record.version.rulePack, options.language),
    requiredParties: requiredParties.map((party) => PARTY[party]),
    signatures: record.signatures.map(signatureOf).filter((signature): signature is AgreementSignature => signature !== null),
  };
}
