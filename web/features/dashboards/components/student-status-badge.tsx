import { useTranslation } from 'react-i18next';
import { normaliseStudentApplicationStatus, type StudentApplicationStatus } from '@common/enums';
import { cn } from '@web/lib/utils';

// Colours that pass contrast in both themes. A student is never shown red for an answer: "not
// selected" is a calm slate and "no response" a closed-but-kind grey (docs/product/applications.md).
const COLOURS: Record<StudentApplicationStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
  reviewing: 'bg-sky-100 text-sky-900 dark:bg-sky-900/50 dark:text-sky-100',
  interview: 'bg-violet-100 text-violet-900 dark:bg-violet-900/50 dark:text-violet-100',
  offered: 'bg-teal-100 text-teal-900 dark:bg-teal-900/50 dark:text-teal-100',
  accepted: 'bg-green-100 text-green-900 dark:bg-green-900/50 dark:text-green-100',
  declined: 'bg-muted text-muted-foreground',
  rejected: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
  no_response: 'bg-stone-100 text-stone-800 dark:bg-stone-800 dark:text-stone-100',
  // The student let the offer pass its OFFER_ANSWER_DAYS: closed, as calmly as no response.
  offer_expired: 'bg-stone-100 text-stone-800 dark:bg-stone-800 dark:text-stone-100',
  withdrawn: 'bg-muted text-muted-foreground',
};

/** The student's own application's status: a colour and its label (an unknown value shows as pending). */
export function StudentStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('dashboards');
  const value = normaliseStudentApplicationStatus(status);
  return (
    <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', COLOURS[value])}>{t(`status.${value}`)}</span>
  );
}
