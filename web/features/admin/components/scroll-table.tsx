import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways on a narrow screen. The scrolling box is a labelled, focusable
 * region so keyboard users can scroll it too.
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-lg border focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table className="w-full min-w-[40rem] text-left text-sm">{children}</table>
    </div>
  );
}

export function HeaderCell({ children }: { children: ReactNode }) {
  return (
    <th scope="col" className="whitespace-nowrap bg-muted/50 px-3 py-2 font-medium text-muted-foreground">
      {children}
    </th>
  );
}

export function Cell({ children, className }: { children: ReactNode; className?: string }) {
  return <td className={`px-3 py-2 align-middle ${className ?? ''}`}>{children}</td>;
}
