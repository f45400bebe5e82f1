import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCurrentUser } from '@web/features/auth';
import { saveAccountLanguage } from '../api/account-language';
import { cookieLanguage } from '../lib/language-choice';
import { rememberLanguage } from '../lib/remember-language';
import { showLanguage } from '../lib/show-language';

/**
 * The signed-in user's account language wins (docs/decisions/026): once the app knows who is
 * signed in, it shows their saved language and the browser remembers it too (so the server's
 * pages follow). An account that never chose one takes the choice this browser remembers, if any:
 * what the person picked before signing in. While an admin views as someone, neither happens:
 * the admin keeps their own language, and the user's account is not theirs to change.
 * Drawn with the other parts of a signed-in user's frame (account-banners.tsx), in their chunk.
 */
export function AccountLanguage() {
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const own = user && !user.impersonating ? user : null;
  const saved = own?.language ?? null;
  const neverChosenBy = own && own.language === null ? own.id : null;

  useEffect(() => {
    if (!saved) return;
    rememberLanguage(saved);
    void showLanguage(saved);
  }, [saved]);

  useEffect(() => {
    if (!neverChosenBy) return;
    const chosen = cookieLanguage(document.cookie);
    // Nothing to tell the user if this fails: the browser still shows their language, and the
    // next visit tries again.
    if (chosen) saveAccountLanguage(queryClient, chosen).catch(() => undefined);
  }, [neverChosenBy, queryClient]);

  return null;
}
