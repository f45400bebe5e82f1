import { useTranslation } from 'react-i18next';
import { Spinner } from '@web/components/ui/spinner';

/** Shown while the current user loads (docs/product/screens.md). */
export function LoadingScreen() {
  const { t } = useTranslation('common');
  return (
    <main className="flex min-h-screen items-center justify-center">
      <Spinner label={t('loading')} />
    </main>
  );
}
