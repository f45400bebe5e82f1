// Every user-visible string lives in web/i18n/locales/{language}/{namespace}.json.
// A new namespace is registered automatically: drop the JSON file in the folder, then call
// useTranslation('<namespace>'). A new language is a new folder plus an entry in SUPPORTED_LANGUAGES.
//
// The namespaces of the frame every page shares (header, footer, landing, 404) come with the first
// download; every other namespace is its own small file, fetched the first time a page asks for
// it (useTranslation suspends until then, inside the page's own Suspense boundary). The footer's
// newsletter form is one of those: it fetches its namespace with its code (newsletter-form-slot.tsx).
import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { buildResources } from './build-resources';

export const SUPPORTED_LANGUAGES = ['en'] as const;
export const DEFAULT_LANGUAGE = 'en';
export const DEFAULT_NAMESPACE = 'common';

const firstDownload = import.meta.glob<Record<string, unknown>>('./locales/*/(app|common|shell|landing).json', {
  eager: true,
  import: 'default',
});
const onDemand = import.meta.glob<Record<string, unknown>>(['./locales/*/*.json', '!./locales/*/(app|common|shell|landing).json'], {
  import: 'default',
});

const resources = buildResources(firstDownload);

/** Loads a namespace's file the first time a component asks for it. */
const onDemandBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = onDemand[`./locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No translations for ${language}/${namespace}`), null);
      return;
    }
    load().then(
      (content) => callback(null, content as ResourceKey),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

void i18n
  .use(onDemandBackend)
  .use(initReactI18next)
  .init({
    resources,
    // Keep the bundled namespaces and fetch the others through the backend.
    partialBundledLanguages: true,
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ns: Object.keys(resources[DEFAULT_LANGUAGE] ?? {}),
    defaultNS: DEFAULT_NAMESPACE,
    // React already escapes text.
    interpolation: { escapeValue: false },
    returnNull: false,
    // No advertisement in the console of a teenager's browser.
    showSupportNotice: false,
  });

export default i18n;
