import { useTranslation } from 'react-i18next';
import type { PublicStats } from '@common/contracts/stats';
import { formatCounter } from '@common/text';
import { useStats } from '../api/get-stats';

const COUNTERS: Array<keyof PublicStats> = ['activeOpportunities', 'employerPartners', 'studentsConnected'];

/** docs/product/screens.md#landing-page: "1,234+" per counter, an ellipsis while loading, 0 when a value is missing. */
export function StatsCounters() {
  const { t, i18n } = useTranslation('landing');
  const { data, isPending } = useStats();
  return (
    <dl className="mx-auto mt-12 grid max-w-3xl gap-4 sm:grid-cols-3">
      {COUNTERS.map((key) => (
        <div key={key} className="rounded-xl border bg-card p-5 shadow-sm">
          <dt className="text-sm font-medium text-muted-foreground">{t(`stats.${key}`)}</dt>
          <dd className="mt-1 text-3xl font-bold text-primary" aria-busy={isPending}>
            {isPending ? t('stats.loading') : formatCounter(data?.[key], i18n.language)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
