import { useTranslation } from 'react-i18next';
import { Spinner } from '@web/components/ui/spinner';

/** Spec 2.1: shown while the current user loads. */
export function LoadingScreen() {
  const { t } = useTranslation('common');
  return (
    <main className="flex min-h-screen items-center justify-center">
      <Spinner label={t('loading')} />
    </main>
  );
}
