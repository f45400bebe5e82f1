// What the language switch does (docs/decisions/026), fetched when the pointer or focus comes near
// the switch: nobody who never switches downloads it.
import type { NavigateFunction } from 'react-router';
import type { Language } from '@common/languages';
import { toast } from '@web/components/ui/use-toast';
import { currentUserQueryOptions } from '@web/features/auth';
import i18n from '@web/i18n';
import { queryClient } from '@web/lib/query-client';
import { saveAccountLanguage } from '../api/account-language';
import { queryLanguage } from './language-choice';
import { rememberLanguage } from './remember-language';
import { showLanguage } from './show-language';

/**
 * Remembered in the browser first (so the server's next answers are in it), shown at once, and
 * saved on the account of a signed-in user in their own session (not while an admin views as
 * them). A `?lang=` in the address would win over the choice at the next load, so it goes. When
 * saving on the account fails, the new language stays shown and a toast says it was not saved.
 */
export async function chooseLanguage(language: Language, navigate: NavigateFunction): Promise<void> {
  rememberLanguage(language);
  const { pathname, search, hash } = window.location;
  if (queryLanguage(search)) {
    const params = new URLSearchParams(search);
    params.delete('lang');
    void navigate({ pathname, search: params.toString(), hash }, { replace: true });
  }
  await showLanguage(language);
  const user = queryClient.getQueryData(currentUserQueryOptions().queryKey);
  if (!user || user.impersonating) return;
  try {
    await saveAccountLanguage(queryClient, language);
  } catch {
    toast({ variant: 'destructive', title: i18n.t('language.saveFailed', { ns: 'shell' }) });
  }
}
