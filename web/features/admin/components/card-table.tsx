import type { ReactNode } from 'react';
import { cn } from '@web/lib/utils';

// A table that fits its box instead of scrolling sideways (docs/product/admin.md#users-tab): from
// 1024 px wide (Tailwind's lg) it is a table whose cells wrap; below that each row is a card whose
// cells carry their column's name, since the header row is not shown.

export function CardTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} className="lg:rounded-lg lg:border">
      <table className="block w-full text-left text-sm lg:table">{children}</table>
    </div>
  );
}

export function CardTableHead({ children }: { children: ReactNode }) {
  return (
    <thead className="hidden lg:table-header-group">
      <tr>{children}</tr>
    </thead>
  );
}

export function CardTableBody({ children }: { children: ReactNode }) {
  return <tbody className="grid gap-3 lg:table-row-group">{children}</tbody>;
}

export function CardRow({ children }: { children: ReactNode }) {
  return <tr className="block rounded-lg border p-3 lg:table-row lg:rounded-none lg:border-0 lg:border-t lg:p-0">{children}</tr>;
}

/** A cell; on a card, its column's name comes first. */
export function CardCell({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <td
      className={cn(
        'flex min-w-0 flex-wrap items-center justify-between gap-x-3 gap-y-1 py-1 lg:table-cell lg:px-3 lg:py-2 lg:align-middle',
        className,
      )}
    >
      <span className="text-xs font-medium text-muted-foreground lg:hidden">{label}</span>
      <div className="min-w-0">{children}</div>
    </td>
  );
}
