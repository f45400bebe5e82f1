import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';

/** The events list could not load: say so, and offer to try again (public page and admin tab). */
export function EventsLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('events');
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-md border border-destructive p-4">
      <p>{t('list.loadFailed')}</p>
      <Button variant="outline" onClick={onRetry}>
        {t('list.retry')}
      </Button>
    </div>
  );
}
