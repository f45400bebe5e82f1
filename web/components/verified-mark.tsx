import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@web/lib/utils';

/**
 * "Verified": FirstRung has checked this school or employer (docs/product/admin.md#verification).
 * The icon is decoration; the word is what screen readers and everyone else read.
 */
export function VerifiedMark({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <span
      className={cn('inline-flex items-center gap-1 text-xs font-medium text-emerald-700 dark:text-emerald-300', className)}
      title={t('verified.title')}
    >
      <BadgeCheck aria-hidden="true" className="size-4 shrink-0" />
      {t('verified.label')}
    </span>
  );
}
