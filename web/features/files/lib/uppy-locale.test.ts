import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import uploads from '../../../i18n/locales/en/uploads.json';
import { UPPY_KEYS, UPPY_PLURAL_KEYS, uppyLocale, type UppyLocale } from './uppy-locale';

/**
 * Uppy keys our dialogs cannot show (one file from the device; no Companion or remote providers,
 * folders, camera, image editor, metadata form, link copying, Golden Retriever or "powered by").
 * A key Uppy adds in an upgrade fails the test until it is translated or listed here.
 */
const UNREACHABLE = new Set([
  // @uppy/core: remote providers and Companion
  'companionError',
  'authAborted',
  'companionUnauthorizeHint',
  'noFilesFound',
  'noSearchResults',
  'selectX',
  'allFilesFromFolderNamed',
  'openFolderNamed',
  'logOut',
  'logIn',
  'pickFiles',
  'pickPhotos',
  'filter',
  'resetFilter',
  'loading',
  'loadedXFiles',
  'authenticateWithTitle',
  'authenticateWith',
  'signInWithGoogle',
  'searchImages',
  'enterTextToSearch',
  'search',
  'resetSearch',
  'emptyFolderAdded',
  'addedNumFiles',
  'folderAlreadyAdded',
  'folderAdded',
  'pleaseWait',
  // @uppy/dashboard: import panels, folders, link copying, editors, camera buttons, session recovery
  'importFrom',
  'importFiles',
  'dropPasteFolders',
  'dropPasteBoth',
  'dropPasteImportFiles',
  'dropPasteImportFolders',
  'dropPasteImportBoth',
  'browseFolders',
  'copyLinkToClipboardSuccess',
  'copyLinkToClipboardFallback',
  'copyLink',
  'editFile',
  'editImage',
  'editing',
  'finishEditingFile',
  'saveChanges',
  'editFileWithFilename',
  'save',
  'takePictureBtn',
  'recordVideoBtn',
  'recoveredXFiles',
  'recoveredAllFiles',
  'sessionRestored',
  'reSelect',
  'poweredBy',
]);

type Strings = UppyLocale['strings'];

/** Uppy's English defaults (lib/locale.js is not in the packages' exports, so it is read by path). */
async function uppyDefaults(): Promise<Strings> {
  const require = createRequire(import.meta.url);
  const merged: Strings = {};
  for (const pkg of ['@uppy/core', '@uppy/dashboard', '@uppy/thumbnail-generator']) {
    const file = path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'lib', 'locale.js');
    const locale = (await import(pathToFileURL(file).href)) as { default: { strings: Strings } };
    Object.assign(merged, locale.default.strings);
  }
  return merged;
}

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]).sort();
const asList = (value: string | Record<number, string>) => (typeof value === 'string' ? [value] : Object.values(value));

describe('uppyLocale', () => {
  let defaults: Strings;
  let locale: UppyLocale;

  beforeAll(async () => {
    defaults = await uppyDefaults();
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', resources: { en: { uploads } }, interpolation: { escapeValue: false }, showSupportNotice: false });
    locale = uppyLocale(i18n.getFixedT('en', 'uploads'), 'en');
  });

  it('covers every Uppy key except the ones our dialogs cannot show', () => {
    const ours = new Set<string>([...UPPY_KEYS, ...UPPY_PLURAL_KEYS]);
    expect(Object.keys(defaults).filter((key) => !ours.has(key) && !UNREACHABLE.has(key))).toEqual([]);
    expect([...ours].filter((key) => !(key in defaults))).toEqual([]);
  });

  it('gives every key a text from the uploads namespace, plural where Uppy is plural', () => {
    for (const key of UPPY_KEYS) {
      expect(typeof defaults[key], key).toBe('string');
      expect(locale.strings[key], key).not.toMatch(/^uppy\./);
    }
    for (const key of UPPY_PLURAL_KEYS) {
      expect(typeof defaults[key], key).toBe('object');
      for (const text of asList(locale.strings[key]!)) expect(text, key).not.toMatch(/^uppy\./);
    }
  });

  it("keeps Uppy's %{placeholders}", () => {
    for (const key of [...UPPY_KEYS, ...UPPY_PLURAL_KEYS]) {
      const expected = placeholders(asList(defaults[key]!).at(-1)!);
      for (const text of asList(locale.strings[key]!)) expect(placeholders(text), key).toEqual(expected);
    }
  });

  it('picks the singular for one and the plural otherwise', () => {
    const forms = locale.strings.xFilesSelected as Record<number, string>;
    expect(forms[locale.pluralize(1)]).toBe('%{smart_count} file selected');
    expect(forms[locale.pluralize(2)]).toBe('%{smart_count} files selected');
    expect(forms[locale.pluralize(0)]).toBe('%{smart_count} files selected');
  });
});

describe('uppyLocale in French', () => {
  it("takes the texts of the current language and French plural rules (0 and 1 singular, a million 'many')", async () => {
    const i18n = i18next.createInstance();
    const xFilesSelected = {
      xFilesSelected_one: '%{smart_count} fichier sélectionné',
      xFilesSelected_many: '%{smart_count} de fichiers sélectionnés',
      xFilesSelected_other: '%{smart_count} fichiers sélectionnés',
    };
    await i18n.init({
      lng: 'fr',
      fallbackLng: 'en',
      resources: { en: { uploads }, fr: { uploads: { uppy: { cancel: 'Annuler', ...xFilesSelected } } } },
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
    const locale = uppyLocale(i18n.getFixedT('fr', 'uploads'), 'fr');
    expect(locale.strings.cancel).toBe('Annuler');
    const forms = locale.strings.xFilesSelected as Record<number, string>;
    expect(forms[locale.pluralize(0)]).toBe(xFilesSelected.xFilesSelected_one);
    expect(forms[locale.pluralize(1)]).toBe(xFilesSelected.xFilesSelected_one);
    expect(forms[locale.pluralize(2)]).toBe(xFilesSelected.xFilesSelected_other);
    expect(forms[locale.pluralize(1_000_000)]).toBe(xFilesSelected.xFilesSelected_many);
  });
});
