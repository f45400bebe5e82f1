import type { Language } from '@common/languages';
import i18n from '@web/i18n';

/**
 * Shows the app in `language`, without reloading (docs/decisions/026): the texts every mounted
 * page uses are fetched first (the page stays as it is meanwhile), then everything renders again
 * in it; `<html lang>` follows (web/i18n). English is bundled, so showing it waits for nothing.
 */
export async function showLanguage(language: Language): Promise<void> {
  if (i18n.language !== language) await i18n.changeLanguage(language);
}
