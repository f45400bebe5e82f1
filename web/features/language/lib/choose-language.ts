// What the language switch does (docs/decisions/026), fetched when the pointer or focus comes near
// the switch: nobody who never switches downloads it.
import type { QueryClient } from '@tanstack/react-query';
import type { Location, NavigateFunction } from 'react-router';
import type { Language } from '@common/languages';
import { toast } from '@web/components/ui/use-toast';
import i18n from '@web/i18n';
import { saveAccountLanguage } from '../api/account-language';
import { queryLanguage } from './language-choice';
import { rememberLanguage } from './remember-language';
import { showLanguage } from './show-language';

export interface LanguageChoice {
  language: Language;
  /** A signed-in user in their own session: the choice is saved on the account too. */
  saveOnAccount: boolean;
  queryClient: QueryClient;
  location: Location;
  navigate: NavigateFunction;
}

/**
 * Remembered in the browser first (so the server's next answers are in it), shown at once, and
 * saved on the account of a signed-in user. A `?lang=` in the address would win over the choice
 * at the next load, so it goes. When saving on the account fails, the new language stays shown
 * and a toast says it was not saved.
 */
export async function chooseLanguage({ language, saveOnAccount, queryClient, location, navigate }: LanguageChoice): Promise<void> {
  rememberLanguage(language);
  if (queryLanguage(location.search)) {
    const params = new URLSearchParams(location.search);
    params.delete('lang');
    void navigate({ pathname: location.pathname, search: params.toString(), hash: location.hash }, { replace: true });
  }
  await showLanguage(language);
  if (!saveOnAccount) return;
  try {
    await saveAccountLanguage(queryClient, language);
  } catch {
    toast({ variant: 'destructive', title: i18n.t('language.saveFailed', { ns: 'shell' }) });
  }
}
