import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../i18n/locales/en/jobs.json';
import fr from '../../../i18n/locales/fr/jobs.json';
import { employerResponseText } from './employer-response';

let texts: Record<'en' | 'fr', TFunction<'jobs'>>;

beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'en',
    ns: ['jobs'],
    resources: { en: { jobs: en }, fr: { jobs: fr } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  texts = { en: instance.getFixedT('en', 'jobs'), fr: instance.getFixedT('fr', 'jobs') };
});

const line = (language: 'en' | 'fr', ratePercent: number, typicalDays: number) => employerResponseText(texts[language], { ratePercent, typicalDays });

describe('the response line of a posting (docs/product/applications.md#response-rate)', () => {
  it('says how long the employer usually takes and the share it answered, a day in the singular', () => {
    expect(line('en', 92, 4)).toBe('Usually answers within 4 days · 92% answered');
    expect(line('en', 100, 1)).toBe('Usually answers within 1 day · 100% answered');
    expect(line('fr', 92, 4)).toBe('Répond en général en 4 jours · 92\u00a0% de réponses');
    expect(line('fr', 85, 1)).toBe('Répond en général en 1 jour · 85\u00a0% de réponses');
  });

  it('says no usual time for an employer that answered none in time (typical days 0): never "within 0 days"', () => {
    expect(line('en', 0, 0)).toBe('0% answered');
    expect(line('fr', 0, 0)).toBe('0\u00a0% de réponses');
  });
});
