import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';

const BADGE_MAX = 99;

/**
 * A header icon that links to a page and shows a count of what waits there (the bell's unread
 * notifications, the unread conversations): the count is in `label` for screen readers, the badge
 * only shows it.
 */
export function CountLink({ to, label, icon, count }: { to: string; label: string; icon: ReactNode; count: number }) {
  return (
    <Button asChild variant="ghost" size="icon" className="relative">
      <Link to={to} aria-label={label} title={label}>
        {icon}
        {count > 0 && (
          <span
            aria-hidden="true"
            className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs font-semibold leading-none text-primary-foreground"
          >
            {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
          </span>
        )}
      </Link>
    </Button>
  );
}
