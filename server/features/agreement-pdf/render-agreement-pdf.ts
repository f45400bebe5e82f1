import type { Language } from '@common/languages';
import { minutesWorked, weeklyMinutes, type ScheduleDay } from '@common/placement-schedule';
import { PDFDocument } from 'pdf-lib';
import { AGREEMENT_PARTIES, type AgreementContact, type AgreementPdfInput, type AgreementSignature } from './agreement-pdf-input';
import { agreementText, dayText, durationText, instantText, maskedDestination, shortHash, timeText, type AgreementTextKey } from './agreement-texts';
import { PdfFlow } from './pdf-flow';

export type { AgreementPdfInput } from './agreement-pdf-input';

// The placement agreement as a PDF (docs/product/placements.md#the-signed-agreement-as-a-pdf), in
// the reader's language: every field, each required party's signature with its audit trail, the
// reference anyone can check, and the plain statement that the school stays responsible and the
// rule packs are guidance. pdf-lib with the standard fonts: nothing to download or embed.

/** Renders the agreement; the bytes of a PDF file. */
export async function renderAgreementPdf(input: AgreementPdfInput, language: Language): Promise<Uint8Array> {
  const t = (key: AgreementTextKey, values?: Record<string, string | number>) => agreementText(language, key, values);
  const doc = await PDFDocument.create();
  const flow = await PdfFlow.start(doc);
  setMetadata(doc, flow, input, language, t('title'));

  header(flow, input, language, t);
  parties(flow, input, language, t);
  workingTime(flow, input, language, t);

  flow.heading(t('sectionWork'));
  flow.field(t('tasks'), input.tasks);
  flow.field(t('learning'), input.learning);

  flow.heading(t('sectionSupervisor'));
  contact(flow, input.supervisor, t, [[t('role'), input.supervisor.role]]);

  flow.heading(t('sectionSafety'));
  flow.field(t('hazards'), input.hazards);
  flow.field(t('protectiveEquipment'), input.protectiveEquipment);
  flow.field(t('riskAssessment'), attachment(input.riskAssessmentFileName, t));

  flow.heading(t('sectionInsurance'));
  flow.field(t('insuranceCoveredBy'), input.insurance.coveredBy);
  if (input.insurance.details) flow.field(t('insuranceDetails'), input.insurance.details);
  flow.field(t('insuranceCertificate'), attachment(input.insurance.certificateFileName, t));

  flow.heading(t('sectionEmergency'));
  contact(flow, input.emergencyContact, t, input.emergencyContact.relationship ? [[t('relationship'), input.emergencyContact.relationship]] : []);

  rules(flow, input, language, t);
  signatures(flow, input, language, t);

  const reference = input.reference ?? t('referencePendingShort');
  flow.footers((page, pages) => t('footer', { reference, version: input.version, page, pages }));
  return doc.save();
}

type Translate = (key: AgreementTextKey, values?: Record<string, string | number>) => string;

function setMetadata(doc: PDFDocument, flow: PdfFlow, input: AgreementPdfInput, language: Language, title: string) {
  doc.setTitle(flow.safe(input.reference ? `${title} ${input.reference}` : title));
  doc.setSubject(flow.safe(input.employer.legalName));
  doc.setLanguage(language === 'fr' ? 'fr-CA' : 'en-CA');
  doc.setCreator('FirstRung');
  doc.setProducer('FirstRung');
  // The copy's own date, so the same agreement printed at the same moment is the same file.
  doc.setCreationDate(input.printedAt);
  doc.setModificationDate(input.printedAt);
}

/** The moment the last required signature completed the agreement, or null while one is missing. */
function completedAt(input: AgreementPdfInput): Date | null {
  let last: Date | null = null;
  for (const party of input.requiredParties) {
    const signature = input.signatures.find((candidate) => candidate.party === party);
    if (!signature) return null;
    if (!last || signature.signedAt > last) last = signature.signedAt;
  }
  return last;
}

function header(flow: PdfFlow, input: AgreementPdfInput, language: Language, t: Translate) {
  flow.title(t('title'));
  if (input.reference) {
    flow.paragraph(t('referenceLine', { reference: input.reference, version: input.version }), { bold: true });
    if (input.verifyUrl) flow.paragraph(t('verifyLine', { url: input.verifyUrl }));
  } else {
    // Out for signature: no public record yet, so nothing anyone could check.
    flow.paragraph(t('referencePendingLine', { version: input.version }), { bold: true });
  }
  const completed = completedAt(input);
  flow.paragraph(completed ? t('statusSigned', { date: instantText(completed, input.timeZone, language) }) : t('statusUnsigned'), {
    bold: !completed,
  });
  flow.paragraph(t('printedOn', { date: instantText(input.printedAt, input.timeZone, language), timeZone: input.timeZone }), {
    muted: true,
    size: 8,
  });
  flow.space(6);
  flow.notice(input.school ? t('responsibility') : t('responsibilityNoSchool'));
}

/** A person's name, e-mail and phone (those given), after any rows of their own. */
function contact(flow: PdfFlow, person: AgreementContact, t: Translate, before: Array<[string, string]> = []) {
  flow.field(t('name'), person.name);
  for (const [label, value] of before) flow.field(label, value);
  if (person.email) flow.field(t('email'), person.email);
  if (person.phone) flow.field(t('phone'), person.phone);
}

function parties(flow: PdfFlow, input: AgreementPdfInput, language: Language, t: Translate) {
  flow.heading(t('sectionParties'));
  flow.paragraph(t('student'), { bold: true });
  contact(flow, input.student, t, input.student.dateOfBirth ? [[t('dateOfBirth'), dayText(input.student.dateOfBirth, language)]] : []);

  flow.paragraph(t('guardian'), { bold: true });
  if (input.guardian) contact(flow, input.guardian, t, input.guardian.relationship ? [[t('relationship'), input.guardian.relationship]] : []);
  else flow.paragraph(t('guardianNotRequired'));

  flow.paragraph(t('employer'), { bold: true });
  flow.field(t('legalName'), input.employer.legalName);
  flow.field(t('workplaceAddress'), input.employer.workplaceAddress);

  flow.paragraph(t('school'), { bold: true });
  if (input.school) {
    flow.field(t('name'), input.school.name);
    flow.field(t('coordinator'), input.school.coordinator.name);
    if (input.school.coordinator.email) flow.field(t('email'), input.school.coordinator.email);
    if (input.school.coordinator.phone) flow.field(t('phone'), input.school.coordinator.phone);
  } else {
    flow.paragraph(t('noSchool'));
  }
}

function workingTime(flow: PdfFlow, input: AgreementPdfInput, language: Language, t: Translate) {
  flow.heading(t('sectionTime'));
  flow.field(t('startDate'), dayText(input.startDate, language));
  flow.field(t('endDate'), dayText(input.endDate, language));
  const time = input.workingTime;
  if (time.kind === 'weeklyHours') {
    flow.field(t('weeklyHours'), t('weeklyHoursValue', { hours: durationText(Math.round(time.hoursPerWeek * 60), language) }));
    return;
  }
  flow.space(4);
  const days = [...time.schedule.days].sort((a, b) => a.weekday - b.weekday);
  flow.keep(days.length + 3);
  flow.paragraph(t('scheduleHeading'), { bold: true });
  const columns = [0.25, 0.35, 0.2, 0.2].map((share) => share * flow.width);
  const cells = (texts: string[], bold = false) => texts.map((text, index) => ({ text, width: columns[index]!, style: { bold } }));
  flow.row(cells([t('scheduleDay'), t('scheduleHours'), t('scheduleBreak'), t('scheduleWorked')], true));
  for (const day of days) flow.row(cells(scheduleRow(day, language, t)));
  flow.row(cells([t('scheduleTotal'), '', '', durationText(weeklyMinutes(time.schedule), language)], true));
}

function scheduleRow(day: ScheduleDay, language: Language, t: Translate): string[] {
  return [
    t(`weekday${day.weekday}`),
    t('scheduleHoursValue', { start: timeText(day.start, language), end: timeText(day.end, language) }),
    day.breakMinutes > 0 ? durationText(day.breakMinutes, language) : t('noBreak'),
    durationText(minutesWorked(day), language),
  ];
}

function attachment(fileName: string | null | undefined, t: Translate): string {
  return fileName ? t('attached', { fileName }) : t('notAttached');
}

function rules(flow: PdfFlow, input: AgreementPdfInput, language: Language, t: Translate) {
  const pack = input.rulePack;
  flow.heading(t('sectionRules'));
  flow.field(
    t('rulePack'),
    t('rulePackValue', { name: pack.name, jurisdiction: pack.jurisdiction, version: pack.version, date: dayText(pack.effectiveFrom, language) }),
  );
  const sources = pack.sources.map((source) =>
    [source.title, source.url, source.effectiveFrom ? t('sourceEffective', { date: dayText(source.effectiveFrom, language) }) : null]
      .filter(Boolean)
      .join(' · '),
  );
  flow.field(t('sources'), sources.map((source) => `• ${source}`).join('\n'));
}

function signatures(flow: PdfFlow, input: AgreementPdfInput, language: Language, t: Translate) {
  flow.heading(t('sectionSignatures'));
  const required = AGREEMENT_PARTIES.filter((party) => input.requiredParties.includes(party));
  for (const party of required) {
    // A signature and its trail on one page: its name, the line that it was signed, and five rows.
    flow.keep(8);
    flow.paragraph(t(`party_${party}`), { bold: true });
    const signature = input.signatures.find((candidate) => candidate.party === party);
    if (!signature) {
      flow.paragraph(t('notSigned'));
      continue;
    }
    auditTrail(flow, signature, input.timeZone, language, t);
  }
  flow.space(4);
  flow.paragraph(t('auditNote'), { muted: true, size: 8 });
}

function auditTrail(flow: PdfFlow, signature: AgreementSignature, timeZone: string, language: Language, t: Translate) {
  flow.paragraph(t('signedBy', { name: signature.name, date: instantText(signature.signedAt, timeZone, language) }));
  const method = signature.method;
  const how =
    method.kind === 'account'
      ? t('howAccount')
      : t(method.channel === 'sms' ? 'howLinkSms' : 'howLinkEmail', { destination: maskedDestination(method.channel, method.sentTo) });
  flow.field(t('how'), how);
  flow.field(t('instantUtc'), signature.signedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'));
  flow.field(t('ipAddress'), signature.ipAddress);
  if (signature.userAgent) flow.field(t('userAgent'), signature.userAgent.slice(0, 300));
  flow.field(t('textHash'), shortHash(signature.textHash));
}
