import type { WeeklySchedule } from '@common/placement-schedule';

// Everything the PDF of a placement agreement prints (docs/product/placements.md#the-signed-agreement-as-a-pdf),
// as plain values: the placement feature reads its rows and hands them over; the renderer reads no
// database. Texts are the users' own words, printed as they are (never markup, never PDF syntax).

/** The parties who may have to sign, in the order the agreement lists them. */
export const AGREEMENT_PARTIES = ['student', 'guardian', 'employer', 'school'] as const;
export type AgreementParty = (typeof AGREEMENT_PARTIES)[number];

export interface AgreementContact {
  name: string;
  email?: string | null;
  phone?: string | null;
}

/** How a signer proved who they were. */
export type SignatureMethod =
  /** Signed in their own account (student, employer, school). */
  | { kind: 'account' }
  /** The parent or guardian: a single-use link and a 6-digit code sent to this address (printed masked: "••• 1234"). */
  | { kind: 'link_and_code'; channel: 'sms' | 'email'; sentTo: string };

/** One signature and its audit trail. */
export interface AgreementSignature {
  party: AgreementParty;
  /** The signer's name as recorded at signing. */
  name: string;
  signedAt: Date;
  method: SignatureMethod;
  ipAddress: string;
  userAgent?: string | null;
  /** The SHA-256 of the exact agreement text signed, in hexadecimal (printed shortened). */
  textHash: string;
}

/** A legal source of the rule pack. */
export interface RuleSource {
  title: string;
  url?: string | null;
  /** "YYYY-MM-DD": when the text took effect. */
  effectiveFrom?: string | null;
}

/** The rule pack the agreement was checked against (common/placement-rules/). */
export interface AgreementRulePack {
  name: string;
  jurisdiction: string;
  version: string;
  /** "YYYY-MM-DD". */
  effectiveFrom: string;
  sources: RuleSource[];
}

/** The working time: a weekly schedule (days, hours, breaks) or only a number of hours a week. */
export type AgreementWorkingTime = { kind: 'schedule'; schedule: WeeklySchedule } | { kind: 'weeklyHours'; hoursPerWeek: number };

export interface AgreementPdfInput {
  /**
   * As printed and verified: "FR-7K3M-Q9TX-2B8D" (common/public-reference.ts). Null before every
   * required party signed: a version out for signature has no public record yet.
   */
  reference: string | null;
  /** The public page of the reference: PUBLIC_URL + verifyPagePath(reference) (common/public-reference.ts); null without one. */
  verifyUrl: string | null;
  version: number;
  /** When this copy was made (the PDF's date). */
  printedAt: Date;
  /** The workplace's IANA time zone: the signatures' times are shown in it (UTC too). */
  timeZone: string;

  student: AgreementContact & { dateOfBirth?: string | null };
  /** Null when no parent or guardian must sign (the student is of age on the start date). */
  guardian: (AgreementContact & { relationship?: string | null }) | null;
  employer: { legalName: string; workplaceAddress: string };
  /** Null for a student of age with no school (a graduated youth's agreement with the employer alone). */
  school: { name: string; coordinator: AgreementContact } | null;

  /** "YYYY-MM-DD". */
  startDate: string;
  endDate: string;
  workingTime: AgreementWorkingTime;

  tasks: string;
  learning: string;
  supervisor: AgreementContact & { role: string };
  hazards: string;
  protectiveEquipment: string;
  /** The uploaded risk assessment's file name, or null when none is attached. */
  riskAssessmentFileName?: string | null;
  insurance: { coveredBy: string; details?: string | null; certificateFileName?: string | null };
  emergencyContact: AgreementContact & { relationship?: string | null };
  rulePack: AgreementRulePack;

  /** Who must sign (the rules decide: never a fixed list of four). */
  requiredParties: AgreementParty[];
  signatures: AgreementSignature[];
}
