import { createInstance } from 'i18next';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { PublicRecordResponse } from '@common/contracts/verify';
import english from '@web/i18n/locales/en/verify.json';
import french from '@web/i18n/locales/fr/verify.json';
import { RecordResult } from './record-result';

// What the public page shows of a record: its status in words, what it means, the reason of a
// cancelled one, and the statement's fields with their dates in the reader's language.

async function render(record: PublicRecordResponse, language: 'en' | 'fr'): Promise<string> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { en: { verify: english }, fr: { verify: french } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  const html = renderToString(createElement(I18nextProvider, { i18n }, createElement(RecordResult, { record })));
  // The text a reader sees, without the markup.
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
}

const record: PublicRecordResponse = {
  reference: 'FR-7K3M-Q9TX-2B8D',
  kind: 'placement_agreement',
  status: 'valid',
  statement: {
    version: 2,
    employerLegalName: 'NorthBuild Construction Inc.',
    startDate: '2027-07-05',
    endDate: '2027-08-13',
    signedAt: '2027-05-13T13:00:00.000Z',
  },
  reason: null,
  updatedAt: '2027-05-13T13:00:00.000Z',
};

describe('RecordResult', () => {
  it('shows a valid agreement with its fields in order and its days as written', async () => {
    const text = await render(record, 'en');
    expect(text).toContain('Placement agreement · FR-7K3M-Q9TX-2B8D');
    expect(text).toContain('Valid');
    expect(text).toContain('This is the version in force');
    expect(text).toMatch(/Employer NorthBuild Construction Inc\. Start date July 5, 2027 End date August 13, 2027 Version 2 Signed by everyone/);
    expect(text).not.toContain('Why');
  });

  it('says a superseded one is superseded, and a cancelled one why, in French too', async () => {
    expect(await render({ ...record, status: 'superseded' }, 'en')).toContain('Superseded by a newer version');
    const cancelled = await render({ ...record, status: 'cancelled', reason: 'The placement was called off by the school.' }, 'en');
    expect(cancelled).toContain('Cancelled');
    expect(cancelled).toContain('Why The placement was called off by the school.');
    const french = await render({ ...record, status: 'revoked', reason: 'Émise par erreur.' }, 'fr');
    expect(french).toContain('Convention de stage');
    expect(french).toContain('Révoqué');
    expect(french).toContain('Motif Émise par erreur.');
    expect(french).toContain('Date de début 5 juillet 2027');
  });

  it("shows a certificate's statement, its student first and its hours in the reader's words", async () => {
    const certificate: PublicRecordResponse = {
      reference: 'FR-9ZQ4-M2KD-7TXB',
      kind: 'certificate',
      status: 'valid',
      statement: {
        issuedOn: '2027-08-20',
        verifiedHours: 1042.5,
        studentName: 'Zoé Bélanger-Côté',
        jobTitle: 'Bakery Helper',
        employerLegalName: 'Crumbs Bakery Inc.',
        schoolName: 'Lakeside Secondary',
        startDate: '2027-07-05',
        endDate: '2027-08-13',
      },
      reason: null,
      updatedAt: '2027-08-20T13:00:00.000Z',
    };
    const text = await render(certificate, 'en');
    expect(text).toContain('Certificate · FR-9ZQ4-M2KD-7TXB');
    expect(text).toContain('The school signed this placement off');
    expect(text).toMatch(
      /Student Zoé Bélanger-Côté Placement Bakery Helper Employer Crumbs Bakery Inc\. School Lakeside Secondary Start date July 5, 2027 End date August 13, 2027 Verified hours 1,042\.5 hours Issued on August 20, 2027/,
    );
    expect(text).not.toContain('Why');

    const { schoolName: _none, ...noSchool } = certificate.statement;
    const revoked = await render(
      { ...certificate, statement: { ...noSchool, verifiedHours: 1.5 }, status: 'revoked', reason: 'Émise par erreur.' },
      'fr',
    );
    expect(revoked).toContain('Attestation de stage · FR-9ZQ4-M2KD-7TXB');
    expect(revoked).toContain('Révoqué');
    // No school named: no school signed it off or withdrew it.
    expect(revoked).toContain('Cette attestation a été retirée');
    expect(revoked).not.toContain("L'école");
    const valid = await render({ ...certificate, statement: noSchool }, 'en');
    expect(valid).toContain('No school took part');
    expect(valid).not.toContain('The school signed');
    expect(revoked).toContain('Motif Émise par erreur.');
    expect(revoked).toContain('Heures vérifiées 1,5 heure');
    expect(revoked).toContain('Délivrée le 20 août 2027');
    expect(revoked).not.toContain('École');
  });
});
