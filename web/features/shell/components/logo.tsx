import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

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

export function Logo() {
  const { t } = useTranslation('shell');
  return (
    <Link to="/" aria-label={t('logo.homeLabel')} className="flex items-center gap-2 rounded-md">
      <LadderMark />
      <span className="text-xl font-bold tracking-tight">{t('logo.name')}</span>
    </Link>
  );
}
