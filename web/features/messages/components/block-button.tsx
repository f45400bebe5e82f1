import { Ban, CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ThreadResponse } from '@common/contracts/messages';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { ConfirmAction } from '@web/features/account';
import { useBlockEmployer, useUnblockEmployer } from '../api/messages';

/** The student stops (or lets again) this employer's messages, in every thread (docs/product/messages.md#report-and-block). */
export function BlockButton({ thread }: { thread: Pick<ThreadResponse, 'id' | 'blocked' | 'companyName'> }) {
  const { t } = useTranslation('messages');
  const block = useBlockEmployer();
  const unblock = useUnblockEmployer();
  const failed = () => toast({ variant: 'destructive', title: t('block.failed') });
  if (thread.blocked) {
    return (
      <ConfirmAction
        trigger={
          <Button type="button" variant="outline" size="sm" disabled={unblock.isPending}>
            <CircleCheck aria-hidden="true" />
            {t('block.unblock')}
          </Button>
        }
        title={t('block.unblockTitle', { company: thread.companyName })}
        description={t('block.unblockDescription')}
        confirmLabel={t('block.unblock')}
        onConfirm={() => unblock.mutate(thread.id, { onSuccess: () => toast({ title: t('block.unblocked') }), onError: failed })}
      />
    );
  }
  return (
    <ConfirmAction
      destructive
      trigger={
        <Button type="button" variant="outline" size="sm" disabled={block.isPending}>
          <Ban aria-hidden="true" />
          {t('block.block')}
        </Button>
      }
      title={t('block.blockTitle', { company: thread.companyName })}
      description={t('block.blockDescription')}
      confirmLabel={t('block.block')}
      onConfirm={() => block.mutate(thread.id, { onSuccess: () => toast({ title: t('block.blocked') }), onError: failed })}
    />
  );
}
