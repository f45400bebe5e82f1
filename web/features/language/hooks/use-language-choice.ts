import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { otherLanguage } from '../lib/language-choice';

// What a choice does is its own small chunk, fetched as the pointer or focus comes near a switch.
const loadChooser = () => import('../lib/choose-language');

/** Fetches the code of a choice ahead of the click. */
export const prefetchChooser = () => void loadChooser().catch(() => undefined);

/**
 * The language a switch offers (with two languages, the one not shown), its own name ("Français"
 * in English, "English" in French), and the choice itself (docs/decisions/026).
 */
export function useLanguageChoice() {
  const { t, i18n } = useTranslation('shell');
  const navigate = useNavigate();
  const language = otherLanguage(i18n.language);
  return {
    language,
    name: t(`language.names.${language}`),
    choose: () => void loadChooser().then(({ chooseLanguage }) => chooseLanguage(language, navigate)),
  };
}
