// Every user-visible string lives in web/i18n/locales/{language}/{namespace}.json.
// A new namespace is registered automatically: drop the JSON file in the folder, then call
// useTranslation('<namespace>'). A new language is a new folder, its file in languages/ and an
// entry in LANGUAGES (common/languages.ts); docs/decisions/026.
//
// The namespaces of the frame every page shares (header, footer, landing, 404) come with the first
// download in English; another language's frame is one chunk of its own (languages/<language>.ts),
// fetched before the first render in that language, so an English visitor downloads no French.
// Every other namespace is its own small file, fetched the first time a page asks for it
// (useTranslation suspends until then, inside the page's own Suspense boundary). The footer's
// newsletter form is one of those: it fetches its namespace with its code (newsletter-form-slot.tsx).
import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@common/languages';
import { buildResources } from './build-resources';

export const SUPPORTED_LANGUAGES = LANGUAGES;
export const DEFAULT_NAMESPACE = 'common';

const englishFrame = import.meta.glob<Record<string, unknown>>('./locales/en/(app|common|shell|landing).json', {
  eager: true,
  import: 'default',
});
const englishOnDemand = import.meta.glob<Record<string, unknown>>(['./locales/en/*.json', '!./locales/en/(app|common|shell|landing).json'], {
  import: 'default',
});

/** Another language's texts: its frame, and how to fetch each of its other namespaces (languages/<language>.ts). */
interface LanguageTexts {
  frame: Record<string, Record<string, unknown>>;
  onDemand: Record<string, () => Promise<Record<string, unknown>>>;
}
const otherLanguages = import.meta.glob<LanguageTexts>('./languages/*.ts');

const resources = buildResources(englishFrame);
const FRAME_NAMESPACES = new Set(Object.keys(resources[DEFAULT_LANGUAGE] ?? {}));

/**
 * A namespace's texts in a language: English from the list above, another language through its
 * own chunk. A file that is not there fails the load, and i18next shows the English text instead.
 */
async function loadNamespace(language: string, namespace: string): Promise<unknown> {
  const file = `/locales/${language}/${namespace}.json`;
  if (language === DEFAULT_LANGUAGE) return englishOnDemand[`.${file}`]!();
  const texts = await otherLanguages[`./languages/${language}.ts`]!();
  return FRAME_NAMESPACES.has(namespace) ? texts.frame[`..${file}`] : texts.onDemand[`..${file}`]!();
}

/** Loads a namespace's texts the first time a component asks for them in a language. */
const onDemandBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    loadNamespace(language, namespace).then(
      (content) => callback(null, (content ?? {}) as ResourceKey),
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
    // A text missing in French shows in English rather than as its key.
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ns: [...FRAME_NAMESPACES],
    defaultNS: DEFAULT_NAMESPACE,
    // React already escapes text.
    interpolation: { escapeValue: false },
    returnNull: false,
    // No advertisement in the console of a teenager's browser.
    showSupportNotice: false,
  });

export default i18n;

// The page's <html lang> follows the language at all times (screen readers, hyphenation, spelling):
// the server sets it for the first paint, this keeps it after every switch. Not in the prerender.
if (typeof document !== 'undefined') {
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
}
