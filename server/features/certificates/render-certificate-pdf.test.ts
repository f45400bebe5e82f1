import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decodePDFRawStream, PDFArray, PDFDocument, type PDFRawStream } from 'pdf-lib';
import QRCode from 'qrcode';
import { afterAll, describe, expect, it } from 'vitest';
import english from '../../locales/en/certificate.json';
import french from '../../locales/fr/certificate.json';
import { hoursText } from './certificate-texts';
import { renderCertificatePdf, type CertificatePdfInput } from './render-certificate-pdf';

// The certificate read back as a reader's tool reads it (pdftotext, Debian's poppler-utils): every
// value its public record states, the reference and the address; and its QR code, read back from
// the page's drawing, is the code of that address.

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'certificate-pdf-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));
let files = 0;

const input: CertificatePdfInput = {
  statement: {
    studentName: 'Zoé Bélanger-Côté',
    jobTitle: 'Warehouse assistant (summer)',
    employerLegalName: 'NorthBuild Construction Inc.',
    schoolName: 'École secondaire Étienne-Brûlé',
    startDate: '2027-07-05',
    endDate: '2027-08-13',
    verifiedHours: 42.5,
    issuedOn: '2027-08-20',
  },
  reference: 'FR-7K3M-Q9TX-2B8D',
  status: 'valid',
  reason: null,
  language: 'en',
  publicUrl: 'https://firstrung.example',
};

async function extract(options: Partial<CertificatePdfInput> = {}): Promise<{ text: string; pages: number; bytes: Uint8Array }> {
  const bytes = await renderCertificatePdf({ ...input, ...options });
  const file = path.join(folder, `certificate-${++files}.pdf`);
  fs.writeFileSync(file, bytes);
  const raw = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  const pages = raw.split('\f').filter((page) => page.trim() !== '').length;
  return { text: raw.replace(/[\s\u00a0]+/g, ' '), pages, bytes };
}

/** The rectangles the page draws (the `re` operators of its content), each [x, y, width, height]. */
async function rectangles(bytes: Uint8Array): Promise<number[][]> {
  const doc = await PDFDocument.load(bytes);
  const contents = doc.getPage(0).node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
  const operators = streams.map((stream) => Buffer.from(decodePDFRawStream(stream as PDFRawStream).decode()).toString('latin1')).join('\n');
  return [...operators.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re/g)].map((match) => match.slice(1, 5).map(Number));
}

describe('renderCertificatePdf', () => {
  it('prints every value of the statement, the reference and the address, in English, on one page', async () => {
    const { text, pages, bytes } = await extract();
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(pages).toBe(1);
    for (const expected of [
      'FirstRung',
      'Certificate of placement',
      'Student Zoé Bélanger-Côté',
      'Placement Warehouse assistant (summer)',
      'Employer NorthBuild Construction Inc.',
      'School École secondaire Étienne-Brûlé',
      'Dates July 5, 2027 to August 13, 2027',
      'Verified hours 42.5 hours',
      'Issued on August 20, 2027',
      'FR-7K3M-Q9TX-2B8D',
      'https://firstrung.example/verify/FR-7K3M-Q9TX-2B8D',
      'The school remains responsible for this placement.',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('REVOKED');
  });

  it('prints it in French with its accents and its hours written the French way', async () => {
    const { text } = await extract({ language: 'fr' });
    for (const expected of [
      'Attestation de stage',
      'Élève Zoé Bélanger-Côté',
      'Employeur NorthBuild Construction Inc.',
      'École École secondaire Étienne-Brûlé',
      'Dates Du 5 juillet 2027 au 13 août 2027',
      'Heures vérifiées 42,5 heures',
      'Délivrée le 20 août 2027',
      'https://firstrung.example/verify/FR-7K3M-Q9TX-2B8D',
      'L’école demeure responsable de ce stage.',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('names no school when there was none, and says so', async () => {
    const { schoolName: _none, ...statement } = input.statement;
    const { text } = await extract({ statement });
    expect(text).not.toContain('School');
    expect(text).toContain('No school took part in this placement.');
  });

  it('prints "Revoked" and the reason across a revoked one', async () => {
    const { text } = await extract({ status: 'revoked', reason: 'Issued by mistake for the wrong placement.' });
    expect(text).toContain('REVOKED');
    expect(text).toContain('The school revoked this certificate: it must not be relied on.');
    expect(text).toContain('Reason: Issued by mistake for the wrong placement.');
    const french = await extract({ status: 'revoked', reason: 'Émise par erreur.', language: 'fr' });
    expect(french.text).toContain('RÉVOQUÉE');
    expect(french.text).toContain('Motif : Émise par erreur.');
  });

  it('still fits one page with the longest values and a long reason', async () => {
    const long = 'Very long words for a very long value '.repeat(6).slice(0, 200).trim();
    const { pages, text } = await extract({
      statement: { ...input.statement, studentName: long, jobTitle: long, employerLegalName: long, schoolName: long },
      status: 'revoked',
      reason: 'A reason of many words. '.repeat(20).slice(0, 500),
    });
    expect(pages).toBe(1);
    expect(text).toContain('https://firstrung.example/verify/FR-7K3M-Q9TX-2B8D');
  });

  it('draws the QR code of the verification address, module for module', async () => {
    const { bytes } = await extract();
    const drawn = await rectangles(bytes);
    const expected = QRCode.create('https://firstrung.example/verify/FR-7K3M-Q9TX-2B8D', { errorCorrectionLevel: 'M' }).modules;
    const dark = Array.from(expected.data).filter(Boolean).length;
    expect(drawn).toHaveLength(dark);
    // Back from points to modules: the top-left module is always dark (a finder pattern's corner).
    const module = drawn[0]![2]!;
    const left = Math.min(...drawn.map(([x]) => x!));
    const top = Math.max(...drawn.map(([, y]) => y!));
    const cells = new Set(drawn.map(([x, y]) => `${Math.round((top - y!) / module)},${Math.round((x! - left) / module)}`));
    for (let row = 0; row < expected.size; row++) {
      for (let column = 0; column < expected.size; column++) {
        expect(cells.has(`${row},${column}`), `${row},${column}`).toBe(expected.get(row, column) === 1);
      }
    }
  });
});

describe("the certificate's texts", () => {
  it('has every English text in French, with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    expect(Object.keys(french).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) expect(placeholders(french[key as keyof typeof french]), key).toEqual(placeholders(text));
  });

  it('writes hours to the quarter hour for each reader', () => {
    expect(hoursText(42.5, 'en')).toBe('42.5 hours');
    expect(hoursText(42.5, 'fr')).toBe('42,5 heures');
    expect(hoursText(1, 'en')).toBe('1 hour');
    expect(hoursText(1.75, 'fr')).toBe('1,75 heure');
    expect(hoursText(0, 'en')).toBe('0 hours');
    expect(hoursText(1234.25, 'en')).toBe('1,234.25 hours');
    expect(hoursText(1234, 'fr')).toBe('1\u202f234 heures');
  });
});
