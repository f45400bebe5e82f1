import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from '@common/enums';
import { cn } from '@web/lib/utils';

// Each application status has a colour and a capitalised label (text colours pass contrast in both
// themes). As the student sees it: "not selected" is never red, "no response" a closed-but-kind grey.
const STATUS_CLASSES: Record<ApplicationStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  reviewing: 'bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100',
  interview: 'bg-violet-100 text-violet-900 dark:bg-violet-900/40 dark:text-violet-100',
  offered: 'bg-teal-100 text-teal-900 dark:bg-teal-900/40 dark:text-teal-100',
  accepted: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  declined: 'bg-muted text-muted-foreground',
  rejected: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
  no_response: 'bg-stone-100 text-stone-800 dark:bg-stone-800 dark:text-stone-100',
  // The student let the offer pass its OFFER_ANSWER_DAYS: closed, as calmly as no response.
  offer_expired: 'bg-stone-100 text-stone-800 dark:bg-stone-800 dark:text-stone-100',
};

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('institutions');
  return <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_CLASSES[status])}>{t(`status.${status}`)}</span>;
}
