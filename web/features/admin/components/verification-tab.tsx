import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VERIFICATION_KINDS, VERIFICATION_STATUSES, type VerificationKind, type VerificationStatus } from '@common/enums';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Spinner } from '@web/components/ui/spinner';
import { useVerifications } from '../api/verifications';
import { usePageWalker } from '../lib/use-page-walker';
import { Pager } from './pager';
import { VerificationCard } from './verification-card';

/**
 * The verification queue (docs/product/admin.md#verification): schools and employers waiting for an
 * admin's check, newest first; the filter shows those already verified or rejected, to reverse a decision.
 */
export function VerificationTab() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<VerificationStatus>('pending');
  return (
    <section aria-labelledby="admin-verification-heading" className="grid grid-cols-1 gap-4">
      <div>
        <h2 id="admin-verification-heading" className="text-xl font-semibold">
          {t('verification.heading')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('verification.description')}</p>
      </div>
      <div className="grid max-w-xs gap-2">
        <Label htmlFor="verification-status">{t('verification.statusFilterLabel')}</Label>
        <Select value={status} onValueChange={(value) => setStatus(value as VerificationStatus)}>
          <SelectTrigger id="verification-status">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {VERIFICATION_STATUSES.map((value) => (
              <SelectItem key={value} value={value}>
                {t(`verification.statuses.${value}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {VERIFICATION_KINDS.map((kind) => (
          <VerificationList key={`${kind}-${status}`} kind={kind} status={status} />
        ))}
      </div>
    </section>
  );
}

function VerificationList({ kind, status }: { kind: VerificationKind; status: VerificationStatus }) {
  const { t } = useTranslation('admin');
  const list = useVerifications(kind, status);
  const pager = usePageWalker(list);
  const headingId = `verification-${kind}-heading`;
  return (
    <section aria-labelledby={headingId} className="grid content-start gap-3">
      <h3 id={headingId} className="text-lg font-semibold">
        {t(`verification.kinds.${kind}`)}
      </h3>
      {list.isPending && <Spinner label={t('loading')} />}
      {list.isError && (
        <p role="alert" className="text-destructive dark:text-red-300">
          {t('verification.loadFailed')}
        </p>
      )}
      {pager.items && (
        <div aria-busy={list.isFetching} className="grid gap-3">
          {pager.items.length === 0 ? (
            <p className="text-muted-foreground">{t('verification.empty')}</p>
          ) : (
            <ul
              className="grid gap-3"
              aria-label={t('verification.listLabel', { kind: t(`verification.kinds.${kind}`), status: t(`verification.statuses.${status}`) })}
            >
              {pager.items.map((item) => (
                <li key={item.id}>
                  <VerificationCard item={item} />
                </li>
              ))}
            </ul>
          )}
          <Pager walker={pager} />
        </div>
      )}
    </section>
  );
}
