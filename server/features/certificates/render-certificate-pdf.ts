import type { CertificateStatement } from '@common/contracts/verify';
import type { PublicRecordStatus } from '@common/enums';
import type { Language } from '@common/languages';
import { verifyPagePath } from '@common/public-reference';
import {
  fill,
  PageSizes,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setFillingRgbColor,
  StandardFonts,
  type PDFFont,
  type PDFPage,
  type RGB,
} from 'pdf-lib';
import { dayText } from '../agreement-pdf/agreement-texts';
import { safeText, wrapText } from '../agreement-pdf/pdf-text';
import { certificateText, hoursText, type CertificateTextKey } from './certificate-texts';
import { qrModules } from './qr-modules';

// A placement's certificate as a one-page PDF (docs/product/placement-hours.md#the-certificate):
// exactly what its public record states, the reference and the QR code of the address where anyone
// checks it. Drawn from the record each time, so a revoked certificate prints "Revoked" and its
// reason across its top (it still downloads: the student keeps what they were given, and whoever
// reads it learns it no longer counts). pdf-lib with the standard fonts; the QR code as squares.

export interface CertificatePdfInput {
  statement: CertificateStatement;
  reference: string;
  status: PublicRecordStatus;
  /** Why the school revoked it (the public page shows it too); null while valid. */
  reason: string | null;
  language: Language;
  /** The site's address, no trailing slash: the QR code reads `{publicUrl}/verify/{reference}`. */
  publicUrl: string;
}

const PAGE = PageSizes.Letter;
const MARGIN = 54;
const WIDTH = PAGE[0] - 2 * MARGIN;
const LABEL_WIDTH = 130;
const LINE_GAP = 1.35;
/** pdf-lib measures with kerning and draws without: a little room so a line never passes its column. */
const MEASURE_SLACK = 1.03;
/** The QR code's side in points: about 4 cm, read by any phone from a printed page. */
const QR_SIDE = 118;
const QR_GAP = 24;
const TEXT = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.38, 0.42);
const ACCENT = rgb(0.11, 0.35, 0.55);
const DANGER = rgb(0.7, 0.1, 0.1);

/** The address the certificate's QR code and text give. */
export const certificateVerifyUrl = (publicUrl: string, reference: string) => `${publicUrl}${verifyPagePath(reference)}`;

/** Smaller and smaller type until the longest names and reason fit on the one page. */
const SCALES = [1, 0.85, 0.72, 0.6];

/** Renders the certificate; the bytes of a PDF file. */
export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Uint8Array> {
  for (const scale of SCALES) {
    const drawn = await renderAt(input, scale);
    if (drawn.fits || scale === SCALES.at(-1)) return drawn.doc.save();
  }
  throw new Error('unreachable: the last scale always returns');
}

async function renderAt(input: CertificatePdfInput, scale: number): Promise<{ doc: PDFDocument; fits: boolean }> {
  const { statement, language } = input;
  const t = (key: CertificateTextKey, values?: Record<string, string | number>) => certificateText(language, key, values);
  const doc = await PDFDocument.create();
  const [regular, bold] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)]);
  const writer = new PageWriter(doc.addPage(PAGE), regular, bold, scale);
  const qrSide = QR_SIDE * Math.max(scale, 0.8);
  const url = certificateVerifyUrl(input.publicUrl, input.reference);

  doc.setTitle(writer.safe(`${t('title')} ${input.reference}`));
  doc.setSubject(writer.safe(statement.studentName));
  doc.setLanguage(language === 'fr' ? 'fr-CA' : 'en-CA');
  doc.setCreator('FirstRung');
  doc.setProducer('FirstRung');
  // The day of issue, so the same certificate is the same file whenever it is downloaded.
  const issued = new Date(`${statement.issuedOn}T12:00:00Z`);
  doc.setCreationDate(issued);
  doc.setModificationDate(issued);

  writer.text('FirstRung', { size: 14, bold: true, color: ACCENT });
  writer.space(18);
  writer.text(t('title'), { size: 26, bold: true, color: ACCENT });
  writer.rule(ACCENT);
  writer.space(10);

  if (input.status !== 'valid') {
    writer.text(t('revoked'), { size: 20, bold: true, color: DANGER });
    writer.text(t('revokedLine'), { bold: true, color: DANGER });
    if (input.reason) writer.text(t('revokedReason', { reason: input.reason }), { color: DANGER });
    writer.space(10);
  }

  writer.text(t('lead'), { size: 11 });
  writer.space(8);
  writer.field(t('student'), statement.studentName, { size: 15, bold: true });
  writer.field(t('job'), statement.jobTitle);
  writer.field(t('employer'), statement.employerLegalName);
  if (statement.schoolName) writer.field(t('school'), statement.schoolName);
  writer.field(t('dates'), t('datesValue', { start: dayText(statement.startDate, language), end: dayText(statement.endDate, language) }));
  writer.field(t('verifiedHours'), hoursText(statement.verifiedHours, language), { bold: true });
  writer.field(t('issuedOn'), dayText(statement.issuedOn, language));
  writer.field(t('reference'), input.reference, { bold: true });
  writer.space(10);
  writer.notice(statement.schoolName ? t('responsibility') : t('responsibilityNoSchool'));
  writer.space(14);

  const top = writer.y;
  drawQrCode(writer.page, url, MARGIN, top - qrSide, qrSide);
  writer.beside(qrSide + QR_GAP, () => {
    writer.text(t('reference'), { size: 9, color: MUTED });
    writer.text(input.reference, { size: 14, bold: true });
    writer.space(6);
    writer.text(t('verifyLine', { url }));
    writer.space(4);
    writer.text(t('verifyHint'), { size: 9, color: MUTED });
  });
  writer.y = Math.min(writer.y, top - qrSide);

  writer.page.drawText(writer.safe(t('footer', { reference: input.reference })), { x: MARGIN, y: MARGIN - 20, size: 8, font: regular, color: MUTED });
  return { doc, fits: writer.y >= MARGIN };
}

/**
 * Draws `text`'s QR code as one filled path of squares, one per dark module, its bottom-left corner
 * at (x, y). The page's margin around it is the quiet zone a reader needs.
 */
function drawQrCode(page: PDFPage, text: string, x: number, y: number, side: number): void {
  const { size, dark } = qrModules(text);
  const module = side / size;
  page.pushOperators(
    pushGraphicsState(),
    setFillingRgbColor(0, 0, 0),
    ...dark.map(([row, column]) => rectangle(x + column * module, y + (size - 1 - row) * module, module, module)),
    fill(),
    popGraphicsState(),
  );
}

type Style = { size?: number; bold?: boolean; color?: RGB };

/** Text written down one page from the top: lines wrapped to their column. The certificate always fits on one. */
class PageWriter {
  y = PAGE[1] - MARGIN;
  private x = 0;
  private readonly supported: ReadonlySet<number>;

  constructor(
    readonly page: PDFPage,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    /** Every size and space multiplied by it (renderCertificatePdf's SCALES). */
    private readonly scale: number,
  ) {
    this.supported = new Set(regular.getCharacterSet());
  }

  safe(text: string): string {
    return safeText(text, this.supported);
  }

  text(text: string, style: Style = {}): void {
    this.column(text, this.x, WIDTH - this.x, style);
    this.space(3);
  }

  /** "Label   value", the value wrapped beside its label. */
  field(label: string, value: string, valueStyle: Style = {}): void {
    const top = this.y;
    this.column(label, 0, LABEL_WIDTH, { bold: true, color: MUTED, size: 11 });
    const labelBottom = this.y;
    this.y = top;
    this.column(value, LABEL_WIDTH, WIDTH - LABEL_WIDTH, { size: 12, ...valueStyle });
    this.y = Math.min(this.y, labelBottom) - 5 * this.scale;
  }

  /** A notice set apart by a bar on its left: the school's responsibility. */
  notice(text: string): void {
    const top = this.y;
    this.column(text, 12, WIDTH - 12, { size: 10 });
    this.page.drawRectangle({ x: MARGIN, y: this.y + 3, width: 3, height: top - this.y - 3, color: ACCENT });
  }

  rule(color: RGB): void {
    this.space(2);
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: MARGIN + WIDTH, y: this.y }, thickness: 1, color });
  }

  /** Writes what `write` writes in a column starting `indent` points in, then returns to the full width. */
  beside(indent: number, write: () => void): void {
    this.x = indent;
    write();
    this.x = 0;
  }

  space(points: number): void {
    this.y -= points * this.scale;
  }

  private column(text: string, x: number, width: number, style: Style): void {
    const font = style.bold ? this.bold : this.regular;
    const size = (style.size ?? 10) * this.scale;
    const lines = wrapText(this.safe(text), width, (part) => font.widthOfTextAtSize(part, size) * MEASURE_SLACK);
    for (const line of lines) {
      if (line !== '') this.page.drawText(line, { x: MARGIN + x, y: this.y - size, size, font, color: style.color ?? TEXT });
      this.y -= size * LINE_GAP;
    }
  }
}
