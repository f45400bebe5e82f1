// Every user-visible string lives in web/i18n/locales/{language}/{namespace}.json.
// A new namespace is registered automatically: drop the JSON file in the folder, then call
// useTranslation('<namespace>'). A new language is a new folder plus an entry in SUPPORTED_LANGUAGES.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { buildResources } from './build-resources';

export const SUPPORTED_LANGUAGES = ['en'] as const;
export const DEFAULT_LANGUAGE = 'en';
export const DEFAULT_NAMESPACE = 'common';

const localeFiles = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

const resources = buildResources(localeFiles);

void i18n.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  ns: Object.keys(resources[DEFAULT_LANGUAGE] ?? {}),
  defaultNS: DEFAULT_NAMESPACE,
  // React already escapes text.
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18n;
