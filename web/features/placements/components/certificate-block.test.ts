import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Certificate } from '@common/contracts/placement-closure';
import english from '@web/i18n/locales/en/placements.json';
import french from '@web/i18n/locales/fr/placements.json';
import { CertificateBlock } from './certificate-block';

// The placement page's certificate: its status, hours, PDF link, reference with the public check,
// and the school's Revoke button only while it is valid.

const PLACEMENT = '0b8e4a52-5f0e-4d55-9a4c-1f2d3e4f5a6b';

async function render(certificate: Certificate, mayRevoke: boolean, language: 'en' | 'fr' = 'en'): Promise<string> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { en: { placements: english }, fr: { placements: french } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  const block = createElement(CertificateBlock, { placementId: PLACEMENT, certificate, mayDownload: true, mayRevoke });
  return renderToString(
    createElement(
      I18nextProvider,
      { i18n },
      createElement(QueryClientProvider, { client: new QueryClient() }, createElement(MemoryRouter, null, block)),
    ),
  );
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

const certificate: Certificate = {
  reference: 'FR-9ZQ4-M2KD-7TXB',
  status: 'valid',
  issuedAt: '2027-08-20T15:00:00.000Z',
  verifiedMinutes: 2550,
  language: 'fr',
  revokedReason: null,
};

describe('CertificateBlock', () => {
  it('links the PDF and the public check, and offers the school to revoke a valid one', async () => {
    const html = await render(certificate, true);
    expect(html).toContain(`href="/api/placements/${PLACEMENT}/certificate.pdf"`);
    expect(html).toContain('href="/verify/FR-9ZQ4-M2KD-7TXB"');
    const words = text(html);
    expect(words).toContain('Certificate');
    expect(words).toContain('Issued on August 20, 2027');
    expect(words).toContain('42.5 verified hours');
    expect(words).toContain('Reference FR-9ZQ4-M2KD-7TXB');
    expect(words).toContain('Revoke the certificate');
  });

  it('offers no Revoke to the student, nor once revoked, and shows the reason', async () => {
    expect(text(await render(certificate, false))).not.toContain('Revoke the certificate');
    const revoked = text(await render({ ...certificate, status: 'revoked', revokedReason: 'Issued by mistake.' }, true));
    expect(revoked).toContain('Revoked by the school: Issued by mistake.');
    expect(revoked).not.toContain('Revoke the certificate');
    const french = text(await render({ ...certificate, verifiedMinutes: 60 }, true, 'fr'));
    expect(french).toContain('Attestation');
    expect(french).toContain('1 heure vérifiée');
    expect(french).toContain('Révoquer l’attestation');
  });

  it('writes the verified hours to the quarter hour, down, as the certificate prints them', async () => {
    expect(text(await render({ ...certificate, verifiedMinutes: 2550 }, false))).toContain('42.5 verified hours');
    expect(text(await render({ ...certificate, verifiedMinutes: 2550 }, false, 'fr'))).toContain('42,5 heures vérifiées');
    expect(text(await render({ ...certificate, verifiedMinutes: 10 * 60 + 14 }, false))).toContain('10 verified hours');
    expect(text(await render({ ...certificate, verifiedMinutes: 10 * 60 + 15 }, false))).toContain('10.25 verified hours');
    // Rounding to the nearest quarter would say 1.25 here; 74 minutes are 1 hour and 14 minutes.
    expect(text(await render({ ...certificate, verifiedMinutes: 74 }, false))).toMatch(/(^| )1 verified hour( |$)/);
  });
});
