import type { TFunction } from 'i18next';

// Uppy (core + Dashboard) draws its own text. Every string it can show in our upload dialogs
// (one file from the device: no remote providers, camera, image editor or metadata form) comes
// from the `uploads` namespace, under "uppy.<Uppy's key>", with Uppy's %{placeholders} kept.
// Pluralised strings are "<key>_one" / "<key>_other" and so on (i18next's plural suffixes).

/** The shape of Uppy's `locale` option (its Locale type is not exported by @uppy/core). */
export interface UppyLocale {
  strings: Record<string, string | Record<number, string>>;
  pluralize: (count: number) => number;
}

/** Uppy's plain strings we translate (keys from @uppy/core and @uppy/dashboard lib/locale.js). */
export const UPPY_KEYS = [
  'dashboardWindowTitle',
  'dashboardTitle',
  'closeModal',
  'back',
  'cancel',
  'myDevice',
  'dropHint',
  'dropPasteFiles',
  'browseFiles',
  'addMore',
  'addMoreFiles',
  'addingMoreFiles',
  'removeFile',
  'unnamed',
  'error',
  'showErrorDetails',
  'upload',
  'uploading',
  'complete',
  'done',
  'uploadFailed',
  'paused',
  'retry',
  'pause',
  'resume',
  'uploadComplete',
  'uploadPaused',
  'resumeUpload',
  'pauseUpload',
  'retryUpload',
  'cancelUpload',
  'dataUploadedOfTotal',
  'dataUploadedOfUnknown',
  'xTimeLeft',
  'generatingThumbnails',
  'failedToUpload',
  'noInternetConnection',
  'connectedToInternet',
  'exceedsSize',
  'aggregateExceedsSize',
  'inferiorSize',
  'youCanOnlyUploadFileTypes',
  'noMoreFilesAllowed',
  'noDuplicates',
  'missingRequiredMetaField',
  'missingRequiredMetaFieldOnFile',
  'additionalRestrictionsFailed',
] as const;

/** Uppy's pluralised strings ({0: singular, 1: plural} in its English locale). */
export const UPPY_PLURAL_KEYS = [
  'youCanOnlyUploadX',
  'youHaveToAtLeastSelectX',
  'addBulkFilesFailed',
  'xFilesSelected',
  'uploadingXFiles',
  'processingXFiles',
  'uploadXFiles',
  'uploadXNewFiles',
  'xMoreFilesAdded',
  'filesUploadedOfTotal',
  'missingRequiredMetaFields',
] as const;

/** Uppy picks a plural form by index; ours is the index of the CLDR category of the count. */
const PLURAL_CATEGORIES: readonly Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** The `locale` option for `new Uppy(...)` in the current language. */
export function uppyLocale(t: TFunction<'uploads'>, language: string): UppyLocale {
  const strings: UppyLocale['strings'] = {};
  for (const key of UPPY_KEYS) strings[key] = t(`uppy.${key}`);
  for (const key of UPPY_PLURAL_KEYS) {
    const other = t(`uppy.${key}_other`);
    strings[key] = Object.fromEntries(PLURAL_CATEGORIES.map((category, index) => [index, t(`uppy.${key}_${category}`, { defaultValue: other })]));
  }
  const rules = new Intl.PluralRules(language);
  return { strings, pluralize: (count) => PLURAL_CATEGORIES.indexOf(rules.select(count)) };
}
