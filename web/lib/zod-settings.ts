// Zod keeps its settings in one global object, created on first load if absent, and reads it as
// each schema is built. Writing a setting there directly, instead of through zod's `config()`,
// keeps zod out of the landing page's first download (4 KB gzip); zod-settings.test.ts checks
// that zod still reads its settings from that object.

/** The global zod's `config()` reads and writes. */
export const ZOD_GLOBAL_CONFIG = '__zod_globalConfig';

export type ZodSettingsHolder = { [ZOD_GLOBAL_CONFIG]?: { jitless?: boolean } };

export function turnOffZodCompilation(holder: ZodSettingsHolder): void {
  // Changed in place: a zod already loaded holds a reference to this object.
  (holder[ZOD_GLOBAL_CONFIG] ??= {}).jitless = true;
}
