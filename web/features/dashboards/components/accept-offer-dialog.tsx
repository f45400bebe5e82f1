import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@web/components/ui/checkbox';
import { Label } from '@web/components/ui/label';
import { ConfirmAction } from '@web/features/account';

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
    <ConfirmAction
      trigger={trigger}
      title={t('application.offer.acceptTitle')}
      description={t('application.offer.acceptDescription')}
      confirmLabel={t('application.offer.accept')}
      onConfirm={() => onConfirm(withdrawOthers)}
      // Each opening starts unticked: withdrawing the others is never a leftover of an earlier try.
      onOpenChange={(open) => open && setWithdrawOthers(false)}
    >
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
    </ConfirmAction>
  );
}
