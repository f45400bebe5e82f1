import { useTranslation } from 'react-i18next';
import { normaliseStudentApplicationStatus, type StudentApplicationStatus } from '@common/enums';
import { cn } from '@web/lib/utils';

const COLOURS: Record<StudentApplicationStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
  reviewing: 'bg-sky-100 text-sky-900 dark:bg-sky-900/50 dark:text-sky-100',
  accepted: 'bg-green-100 text-green-900 dark:bg-green-900/50 dark:text-green-100',
  rejected: 'bg-red-100 text-red-900 dark:bg-red-900/50 dark:text-red-100',
  // Only the student sees their withdrawn applications (docs/product/jobs.md#withdrawing).
  withdrawn: 'bg-muted text-muted-foreground',
};

/** A colour and a capitalised label; an unknown value shows as pending (docs/product/jobs.md#application-status). */
export function ApplicationStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('dashboards');
  const value = normaliseStudentApplicationStatus(status);
  return (
    <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', COLOURS[value])}>{t(`status.${value}`)}</span>
  );
}
