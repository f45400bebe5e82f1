import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@web/lib/utils';

/** The ladder mark: each rung is a step into work. */
function LadderMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
      <rect width="32" height="32" rx="7" className="fill-primary" />
      <path
        d="M10 6v20M22 6v20M10 11h12M10 16h12M10 21h12"
        className="stroke-primary-foreground"
        strokeWidth="2.5"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

/** `markOnlyWhenNarrow`: the main header on the narrowest phones keeps room for Log In in French. */
export function Logo({ markOnlyWhenNarrow }: { markOnlyWhenNarrow?: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <Link to="/" aria-label={t('logo.homeLabel')} className="flex items-center gap-2 rounded-md">
      <LadderMark />
      <span className={cn('text-xl font-bold tracking-tight', markOnlyWhenNarrow && 'max-[419px]:hidden')}>{t('logo.name')}</span>
    </Link>
  );
}
