import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A record's page's way back out (to the dashboard, to home): one look on every such page. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="w-fit text-sm font-medium text-primary underline underline-offset-4">
      {children}
    </Link>
  );
}
