import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import english from '../../../i18n/locales/en/placement-board.json';
import french from '../../../i18n/locales/fr/placement-board.json';
import { missingText } from './missing-text';

let en: TFunction<'placement-board'>;
let fr: TFunction<'placement-board'>;

beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'en',
    ns: ['placement-board'],
    resources: { en: { 'placement-board': english }, fr: { 'placement-board': french } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  en = instance.getFixedT('en', 'placement-board');
  fr = instance.getFixedT('fr', 'placement-board');
});

describe('what is missing, in words', () => {
  it('names the parties that have not signed, as a list in the reader’s language', () => {
    const missing = { key: 'missing.signaturesOf', parties: ['guardian', 'employer'] } as const;
    expect(missingText(en, { ...missing, parties: [...missing.parties] }, 'en')).toBe('Signatures missing: Parent or guardian, Employer.');
    expect(missingText(fr, { ...missing, parties: [...missing.parties] }, 'fr')).toBe('Signatures manquantes\u00a0: Parent ou tuteur et Employeur.');
  });

  it('writes a day of the agreement as that day, wherever the reader is', () => {
    expect(missingText(en, { key: 'missing.signedOn', date: '2027-07-05' }, 'en')).toBe('Nothing: everyone signed. It starts on Jul 5, 2027.');
    expect(missingText(en, { key: 'missing.completedOn', date: '2027-12-31' }, 'en')).toContain('Dec 31, 2027');
  });

  it("keeps a cancellation's reason as it was written", () => {
    expect(missingText(en, { key: 'missing.cancelledBecause', reason: '<b>Shop closed</b>' }, 'en')).toBe(
      'Nothing: the placement was cancelled. The reason: <b>Shop closed</b>',
    );
  });
});
