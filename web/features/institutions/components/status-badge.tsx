import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from '@common/enums';
import { cn } from '@web/lib/utils';

// Each application status has a colour and a capitalised label (text colours pass contrast in both themes).
const STATUS_CLASSES: Record<ApplicationStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  reviewing: 'bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100',
  accepted: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  rejected: 'bg-rose-100 text-rose-900 dark:bg-rose-900/40 dark:text-rose-100',
};

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('institutions');
  return <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_CLASSES[status])}>{t(`status.${status}`)}</span>;
}
