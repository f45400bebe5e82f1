import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@web/components/ui/alert-dialog';
import { Checkbox } from '@web/components/ui/checkbox';
import { Label } from '@web/components/ui/label';

/**
 * "Accept this offer?", and when the student has other applications still open, whether to withdraw
 * them with it (docs/product/applications.md#offers): unticked by default, their employers told as on
 * any withdrawal.
 */
export function AcceptOfferDialog({
  trigger,
  otherOpenApplications,
  onConfirm,
}: {
  trigger: ReactNode;
  otherOpenApplications: number;
  onConfirm: (withdrawOthers: boolean) => void;
}) {
  const { t } = useTranslation('dashboards');
  const [withdrawOthers, setWithdrawOthers] = useState(false);
  const id = useId();
  return (
    <AlertDialog onOpenChange={(open) => open && setWithdrawOthers(false)}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('application.offer.acceptTitle')}</AlertDialogTitle>
          <AlertDialogDescription>{t('application.offer.acceptDescription')}</AlertDialogDescription>
        </AlertDialogHeader>
        {otherOpenApplications > 0 && (
          <div className="grid gap-1">
            <div className="flex items-start gap-2">
              <Checkbox
                id={id}
                checked={withdrawOthers}
                onCheckedChange={(checked) => setWithdrawOthers(checked === true)}
                aria-describedby={`${id}-hint`}
              />
              <Label htmlFor={id}>{t('application.offer.withdrawOthers', { count: otherOpenApplications })}</Label>
            </div>
            <p id={`${id}-hint`} className="text-sm text-muted-foreground">
              {t('application.offer.withdrawOthersHint')}
            </p>
          </div>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel>{t('cancel')}</AlertDialogCancel>
          <AlertDialogAction onClick={() => onConfirm(withdrawOthers)}>{t('application.offer.accept')}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
