import { PageSizes, rgb, StandardFonts, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { safeText, wrapText } from './pdf-text';

// A top-to-bottom writer of text on pages: headings, paragraphs, "label: value" rows and table rows,
// each wrapped to its column and flowing onto a new page when the page is full, however long the
// users' texts are. Every text is made safe for the standard fonts first (pdf-text.ts).

const PAGE = PageSizes.Letter;
const MARGIN = 54;
/** Text stops here; the footer sits below, in the bottom margin. */
const BOTTOM = MARGIN + 10;
const FOOTER_Y = MARGIN - 20;
const BODY_SIZE = 10;
const SMALL_SIZE = 8;
const LINE_GAP = 1.35;
/** pdf-lib measures with kerning and draws without: a little room so a drawn line never passes its column. */
const MEASURE_SLACK = 1.03;
const LABEL_WIDTH = 150;
const TEXT = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.38, 0.42);
const ACCENT = rgb(0.11, 0.35, 0.55);

type Style = { bold?: boolean; size?: number; muted?: boolean };

export class PdfFlow {
  readonly pages: PDFPage[] = [];
  private page!: PDFPage;
  private y = 0;
  private readonly supported: ReadonlySet<number>;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.supported = new Set(regular.getCharacterSet());
    this.newPage();
  }

  static async start(doc: PDFDocument): Promise<PdfFlow> {
    const [regular, bold] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)]);
    return new PdfFlow(doc, regular, bold);
  }

  /** The width of the text column. */
  get width(): number {
    return PAGE[0] - 2 * MARGIN;
  }

  /** A text as the fonts can draw it. */
  safe(text: string): string {
    return safeText(text, this.supported);
  }

  title(text: string): void {
    this.lines(text, 0, this.width, { bold: true, size: 18 }, ACCENT);
    this.space(4);
  }

  heading(text: string): void {
    // A heading never ends a page: it comes with at least two lines of what follows.
    this.ensure(lineHeight(13) + 2 * lineHeight(BODY_SIZE) + 10);
    this.space(10);
    this.lines(text, 0, this.width, { bold: true, size: 13 }, ACCENT);
    const y = this.y + 2;
    this.page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + this.width, y }, thickness: 0.5, color: ACCENT });
    this.space(4);
  }

  paragraph(text: string, style: Style = {}): void {
    this.lines(text, 0, this.width, style, style.muted ? MUTED : TEXT);
    this.space(3);
  }

  /** A notice set apart by a bar on its left: the school's responsibility. */
  notice(text: string): void {
    const size = BODY_SIZE;
    for (const line of this.wrap(text, this.width - 12, { bold: true, size })) {
      this.ensure(lineHeight(size));
      this.page.drawRectangle({ x: MARGIN, y: this.y - lineHeight(size) + 2, width: 3, height: lineHeight(size), color: ACCENT });
      this.draw(line, 12, { bold: true, size }, TEXT);
    }
    this.space(6);
  }

  /** "Label   value": the label in its column, the value wrapped beside it. */
  field(label: string, value: string): void {
    this.row([
      { text: label, width: LABEL_WIDTH, style: { bold: true } },
      { text: value, width: this.width - LABEL_WIDTH },
    ]);
  }

  /** One row of cells side by side, each wrapped to its width; the row flows across pages line by line. */
  row(cells: Array<{ text: string; width: number; style?: Style }>): void {
    const wrapped = cells.map((cell) => this.wrap(cell.text, cell.width - 6, cell.style ?? {}));
    const size = Math.max(...cells.map((cell) => cell.style?.size ?? BODY_SIZE));
    const count = Math.max(...wrapped.map((lines) => lines.length));
    for (let index = 0; index < count; index++) {
      this.ensure(lineHeight(size));
      let x = 0;
      cells.forEach((cell, column) => {
        const line = wrapped[column]![index];
        if (line) this.drawAt(line, x, this.y, cell.style ?? {}, cell.style?.muted ? MUTED : TEXT);
        x += cell.width;
      });
      this.y -= lineHeight(size);
    }
    this.space(2);
  }

  /** Starts a new page unless `lines` lines of body text fit on this one: a block that reads best whole (a signature, the week's table). */
  keep(lines: number): void {
    this.ensure(lines * lineHeight(BODY_SIZE));
  }

  space(points: number): void {
    this.y -= points;
  }

  /** Writes each page's footer once every page exists: "page 2 of 3". */
  footers(text: (page: number, pages: number) => string): void {
    this.pages.forEach((page, index) => {
      const line = this.safe(text(index + 1, this.pages.length));
      page.drawText(line, { x: MARGIN, y: FOOTER_Y, size: SMALL_SIZE, font: this.regular, color: MUTED });
    });
  }

  private lines(text: string, x: number, width: number, style: Style, color: ReturnType<typeof rgb>): void {
    for (const line of this.wrap(text, width - x, style)) {
      this.ensure(lineHeight(style.size ?? BODY_SIZE));
      this.draw(line, x, style, color);
    }
  }

  private wrap(text: string, width: number, style: Style): string[] {
    const font = style.bold ? this.bold : this.regular;
    const size = style.size ?? BODY_SIZE;
    return wrapText(this.safe(text), width, (part) => font.widthOfTextAtSize(part, size) * MEASURE_SLACK);
  }

  /** Draws one line at the current height and moves down by a line. */
  private draw(line: string, x: number, style: Style, color: ReturnType<typeof rgb>): void {
    this.drawAt(line, x, this.y, style, color);
    this.y -= lineHeight(style.size ?? BODY_SIZE);
  }

  private drawAt(line: string, x: number, top: number, style: Style, color: ReturnType<typeof rgb>): void {
    const size = style.size ?? BODY_SIZE;
    if (line === '') return;
    this.page.drawText(line, { x: MARGIN + x, y: top - size, size, font: style.bold ? this.bold : this.regular, color });
  }

  /** A new page when fewer than `height` points are left above the footer. */
  private ensure(height: number): void {
    if (this.y - height < BOTTOM) this.newPage();
  }

  private newPage(): void {
    this.page = this.doc.addPage(PAGE);
    this.pages.push(this.page);
    this.y = PAGE[1] - MARGIN;
  }
}

const lineHeight = (size: number) => size * LINE_GAP;
