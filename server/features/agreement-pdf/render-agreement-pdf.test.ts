import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fullAgreement } from './agreement-fixture';
import type { AgreementPdfInput } from './agreement-pdf-input';
import { renderAgreementPdf } from './render-agreement-pdf';

// The agreement's PDF read back as a reader's tool reads it: pdftotext (Debian's poppler-utils)
// extracts its text, which must hold the parties, the schedule, the reference and the signatures.

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'agreement-pdf-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

let files = 0;

/** The PDF's text, its spaces (no-break ones too) made single, and its page count. */
async function extract(input: AgreementPdfInput, language: 'en' | 'fr'): Promise<{ text: string; pages: number; bytes: Uint8Array }> {
  const bytes = await renderAgreementPdf(input, language);
  const file = path.join(folder, `agreement-${++files}.pdf`);
  fs.writeFileSync(file, bytes);
  const raw = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  const pages = raw.split('\f').filter((page) => page.trim() !== '').length;
  return { text: raw.replace(/[\s\u00a0]+/g, ' '), pages, bytes };
}

describe('renderAgreementPdf', () => {
  it('writes every party, the schedule, the reference and each signature with its audit trail, in English', async () => {
    const { text, bytes } = await extract(fullAgreement(), 'en');
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    for (const expected of [
      'Placement agreement',
      'Reference FR-7K3M-Q9TX-2B8D · Version 2',
      'https://firstrung.example/verify/FR-7K3M-Q9TX-2B8D',
      'Zoé Bélanger-Côté',
      'September 14, 2010',
      'Hélène Bélanger',
      'NorthBuild Construction Inc.',
      '120 Front Street West, Toronto, ON M5J 2L7',
      'École secondaire Étienne-Brûlé',
      'François Nguyen',
      'July 5, 2027',
      'August 13, 2027',
      'Monday 9:00 AM to 5:00 PM 30 min 7 h 30 min',
      'Wednesday 9:00 AM to 5:00 PM',
      'Friday 8:30 AM to 12:00 PM none 3 h 30 min',
      'Total a week 18 h 30 min',
      'Count deliveries against the order sheets.',
      'Marc Dubois',
      'Site office manager',
      'Hard hat, safety boots',
      'Attached: risk-assessment-2027.pdf',
      'Policy WS-2027-114',
      'Occupational Health and Safety Act, O. Reg. 851, s. 4',
      'The school remains responsible for approving and following this placement.',
      'guidance, not legal advice',
      'Signed by every party required. Completed on May 13, 2027, 9:00 AM.',
      'Signed by Marc Dubois on May 10, 2027, 10:05 AM',
      'Signed by Hélène Bélanger on May 12, 2027, 7:45 PM',
      'By a single-use link and a code sent by text message to ••• 1234',
      'In their FirstRung account',
      '2027-05-12T23:45:00Z',
      '2001:db8::42',
      '3f2a 9c1b 7d4e 5f60',
      'FR-7K3M-Q9TX-2B8D · Version 2 · Page 1 of',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // The order of the week, whatever order the days were given in.
    expect(text.indexOf('Monday')).toBeLessThan(text.indexOf('Wednesday'));
  });

  it('writes it in French with its accents, days and times', async () => {
    const { text } = await extract(fullAgreement(), 'fr');
    for (const expected of [
      'Convention de stage',
      'Référence FR-7K3M-Q9TX-2B8D · Version 2',
      'Zoé Bélanger-Côté',
      'Les parties',
      'Élève',
      'Raison sociale NorthBuild Construction Inc.',
      '5 juillet 2027',
      'Lundi de 9:00 à 17:00 30 min 7 h 30',
      'Vendredi de 8:30 à 12:00 aucune 3 h 30',
      'Total par semaine 18 h 30',
      'Équipements de protection',
      'Jointe : risk-assessment-2027.pdf',
      'Règles appliquées',
      "L'école reste responsable",
      'Signée par Hélène Bélanger le 12 mai 2027 à 19:45',
      'Par un lien à usage unique et un code envoyé par texto au ••• 1234',
      'Page 1 sur',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('makes the same file from the same agreement printed at the same moment', async () => {
    const [first, second] = await Promise.all([renderAgreementPdf(fullAgreement(), 'fr'), renderAgreementPdf(fullAgreement(), 'fr')]);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });

  it('says what is missing while a required party has not signed, and lists only the parties the rules require', async () => {
    const adult = fullAgreement({
      guardian: null,
      school: null,
      requiredParties: ['student', 'employer'],
      signatures: fullAgreement().signatures.filter((signature) => signature.party === 'employer'),
      workingTime: { kind: 'weeklyHours', hoursPerWeek: 22.5 },
    });
    const { text } = await extract(adult, 'en');
    expect(text).toContain('Not yet signed by every party required: this copy is not a signed agreement.');
    expect(text).toContain('Not required: the student is of age on the start date.');
    expect(text).toContain('No school takes part in this placement: the student and the employer are responsible for it.');
    expect(text).toContain('Hours a week 22 h 30 min a week');
    expect(text).toContain('Not signed yet.');
    expect(text).not.toContain('Parent or guardian Signed by');
    expect(text).not.toContain('François Nguyen');
  });

  it('prints no reference, and no address to check, for a version still out for signature', async () => {
    const { text } = await extract(fullAgreement({ reference: null, verifyUrl: null, signatures: [] }), 'en');
    expect(text).toContain('No reference yet · Version 2: a reference anyone can check is issued once every required party has signed.');
    expect(text).toContain('No reference yet · Version 2 · Page 1 of');
    expect(text).not.toContain('Anyone can check this agreement');
    expect(text).not.toContain('FR-7K3M');
  });

  it('draws hostile text as text: markup, PDF syntax, emoji, other scripts and 5,000-character fields flow onto new pages', async () => {
    const longWords = Array.from({ length: 500 }, (_, index) => `task${index}`).join(' ');
    const oneWord = 'x'.repeat(5000);
    const hostile = fullAgreement({
      student: { name: '<script>alert(1)</script> 🎉 王小明 Zoë', dateOfBirth: '2010-09-14' },
      tasks: `%PDF-1.7\n%%EOF\n) Tj ET (\n${longWords}\n${oneWord}`,
      learning: 'Emoji 👩🏽‍🔧 and a narrow\u202fno-break space, ő, Ω, \u0007bell, zero\u200bwidth',
      supervisor: { name: 'Anna Łukasiewicz', role: 'Ingénieure', email: null, phone: null },
    });
    const { text, pages, bytes } = await extract(hostile, 'en');
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(pages).toBeGreaterThan(2);
    expect(text).toContain('<script>alert(1)</script> ? ??? Zoë');
    expect(text).toContain('%PDF-1.7 %%EOF ) Tj ET (');
    expect(text).toContain('task0 task1 task2');
    expect(text).toContain('task499');
    // The 5,000 x's, broken over lines but all there.
    expect(text.replace(/[^x]/g, '').length).toBeGreaterThanOrEqual(5000);
    expect(text).toContain('Emoji ??? and a narrow no-break space, o, ?, bell, zerowidth');
    expect(text).toContain('Anna Lukasiewicz');
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });
});
