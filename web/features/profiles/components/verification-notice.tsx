import { Clock, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { VerificationState } from '@common/contracts/verification';
import type { VerificationKind } from '@common/enums';
import { VerifiedMark } from '@web/components/verified-mark';

/**
 * Where FirstRung's check of the organisation stands, on its own dashboard
 * (docs/product/admin.md#verification): what waits on it while pending, and a rejection's reason.
 */
export function VerificationNotice({ kind, state }: { kind: VerificationKind; state: VerificationState }) {
  const { t } = useTranslation('profiles');
  if (state.status === 'verified') {
    return (
      <p className="flex flex-wrap items-center gap-2 rounded-md border p-4 text-sm" data-testid="verification-notice">
        <VerifiedMark />
        {t(`verification.verified.${kind}`)}
      </p>
    );
  }
  const Icon = state.status === 'pending' ? Clock : XCircle;
  return (
    <div
      role="status"
      className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
      data-testid="verification-notice"
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="grid gap-1">
        <p className="font-semibold">{t(`verification.${state.status}.title`)}</p>
        <p>{t(`verification.${state.status}.${kind}`)}</p>
        {state.status === 'rejected' && state.note && <p>{t('verification.rejected.reason', { reason: state.note })}</p>}
      </div>
    </div>
  );
}
