import { useTranslation } from 'react-i18next';

export const MAIN_CONTENT_ID = 'main-content';

/** Lets keyboard users jump past the header straight to the page content. */
export function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
    >
      {t('skipToContent')}
    </a>
  );
}
