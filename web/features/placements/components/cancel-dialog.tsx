import { useTranslation } from 'react-i18next';
import type { Placement } from '@common/contracts/placements';
import { Button } from '@web/components/ui/button';
import { useCancelPlacement } from '../api/placement';
import { ReasonDialog } from './reason-dialog';

/** Cancel the placement, with a reason every party reads (POST …/cancel); a step that is not the reader's: the server's 409, shown. */
export function CancelDialog({ placement }: { placement: Placement }) {
  const { t } = useTranslation('placements');
  const cancel = useCancelPlacement();
  return (
    <ReasonDialog
      trigger={
        <Button variant="outline" className="w-full sm:w-fit">
          {t('cancel.action')}
        </Button>
      }
      title={t('cancel.title')}
      description={t('cancel.explain')}
      confirm={t('cancel.confirm')}
      pending={cancel.isPending}
      error={cancel.error}
      fallback={t('cancel.failed')}
      onOpenChange={() => cancel.reset()}
      onConfirm={(reason, close) => cancel.mutate({ params: { id: placement.id }, body: { reason } }, { onSuccess: close })}
    />
  );
}
