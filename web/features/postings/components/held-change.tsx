import { Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { UNDO_WINDOW_MS } from '@common/constants';
import type { EmployerApplication } from '@common/contracts/jobs';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { useMinutesLeft } from '@web/lib/use-minutes-left';
import { useUndoApplicationChange } from '../api/employer-applications';

/**
 * A change the student is not told of yet (docs/product/applications.md#undo): when they will be,
 * and "Undo", which takes it back (the answer's interview, note or reason with it).
 */
export function HeldChange({ application, name }: { application: EmployerApplication; name: string }) {
  const { t } = useTranslation('postings');
  const { t: tStatus } = useTranslation('dashboards');
  const undo = useUndoApplicationChange();
  // At most the window's length, whatever the difference between the browser's clock and the server's.
  const minutes = Math.min(useMinutesLeft(application.statusChange?.announceAt), UNDO_WINDOW_MS / 60_000);
  if (!application.statusChange || minutes === 0) return null;
  const onUndo = () =>
    undo.mutate(application.id, {
      onSuccess: () => toast({ title: t('held.undone', { name }) }),
      onError: () => toast({ variant: 'destructive', title: t('held.undoFailed') }),
    });
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" role="status">
      <span>{t('held.told', { count: minutes, status: tStatus(`status.${application.status}`) })}</span>
      <Button size="sm" variant="outline" onClick={onUndo} disabled={undo.isPending} aria-label={t('held.undoFor', { name })}>
        <Undo2 aria-hidden="true" />
        {t('held.undo')}
      </Button>
    </div>
  );
}
