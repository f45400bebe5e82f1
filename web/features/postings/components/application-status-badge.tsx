import { useTranslation } from 'react-i18next';
import { normaliseStudentApplicationStatus, type StudentApplicationStatus } from '@common/enums';
import { cn } from '@web/lib/utils';

const COLOURS: Record<StudentApplicationStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
  reviewing: 'bg-sky-100 text-sky-900 dark:bg-sky-900/50 dark:text-sky-100',
  interview: 'bg-indigo-100 text-indigo-900 dark:bg-indigo-900/50 dark:text-indigo-100',
  offered: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100',
  accepted: 'bg-green-100 text-green-900 dark:bg-green-900/50 dark:text-green-100',
  // The student's own "no, thank you" to an offer, and "not selected" (never "Rejected", docs/product/applications.md).
  declined: 'bg-muted text-muted-foreground',
  rejected: 'bg-red-100 text-red-900 dark:bg-red-900/50 dark:text-red-100',
  no_response: 'bg-muted text-muted-foreground',
  // The student let the offer pass its OFFER_ANSWER_DAYS: closed, as calmly as no response.
  offer_expired: 'bg-muted text-muted-foreground',
  // Only the student sees their withdrawn applications (docs/product/jobs.md#withdrawing).
  withdrawn: 'bg-muted text-muted-foreground',
};

/** A colour and a capitalised label (docs/product/applications.md#the-pipeline); an unknown value shows as pending. */
export function ApplicationStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('dashboards');
  const value = normaliseStudentApplicationStatus(status);
  return (
    <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', COLOURS[value])}>{t(`status.${value}`)}</span>
  );
}
