import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { DEFAULT_LANGUAGE, isLanguage } from '@common/languages';
import { Button } from '@web/components/ui/button';
import { useCurrentUser } from '@web/features/auth';
import { otherLanguage } from '../lib/language-choice';

// What a click does is its own small chunk, fetched as the pointer or focus comes near.
const loadChooser = () => import('../lib/choose-language');
const prefetchChooser = () => void loadChooser().catch(() => undefined);

/**
 * The language switch of the headers and the footer (docs/decisions/026): a button named with the
 * other language's own name ("Français" in English, "English" in French), marked with that
 * language so a screen reader pronounces it right. It switches at once, without reloading.
 * `link`: drawn like the footer's links.
 */
export function LanguageSwitch({ appearance = 'button', className }: { appearance?: 'button' | 'link'; className?: string }) {
  const { t, i18n } = useTranslation('shell');
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const language = otherLanguage(isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);
  const name = t(`language.names.${language}`);
  const saveOnAccount = Boolean(user && !user.impersonating);
  const handlers = {
    lang: language,
    onPointerEnter: prefetchChooser,
    onFocus: prefetchChooser,
    onClick: () => void loadChooser().then(({ chooseLanguage }) => chooseLanguage({ language, saveOnAccount, queryClient, location, navigate })),
  };

  if (appearance === 'link') {
    return (
      <button type="button" className={className} {...handlers}>
        {name}
      </button>
    );
  }
  return (
    <Button type="button" variant="ghost" size="sm" className={className} {...handlers}>
      {/* Narrow screens show the language's code; its full name stays the button's name. */}
      <span aria-hidden="true" className="sm:hidden">
        {t(`language.codes.${language}`)}
      </span>
      <span className="sr-only sm:not-sr-only">{name}</span>
    </Button>
  );
}
