import { useTranslation } from 'react-i18next';
import type { Placement } from '@common/contracts/placements';
import { Button } from '@web/components/ui/button';
import { useDeclinePlacement } from '../api/placement';
import { ReasonDialog } from './reason-dialog';

/** "Decline…": the reader refuses to sign this version, with a reason every party reads (POST …/decline). */
export function DeclineDialog({ placement, version, onDeclined }: { placement: Placement; version: number; onDeclined: () => void }) {
  const { t } = useTranslation('placements');
  const decline = useDeclinePlacement();
  return (
    <ReasonDialog
      trigger={<Button variant="outline">{t('decline.action')}</Button>}
      title={t('decline.title')}
      description={t('decline.explain')}
      confirm={t('decline.confirm')}
      pending={decline.isPending}
      error={decline.error}
      fallback={t('decline.failed')}
      onOpenChange={() => decline.reset()}
      onConfirm={(reason, close) =>
        decline.mutate(
          { params: { id: placement.id }, body: { version, reason } },
          {
            onSuccess: () => {
              close();
              onDeclined();
            },
          },
        )
      }
    />
  );
}
