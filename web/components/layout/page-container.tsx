import type { ReactNode } from 'react';
import { cn } from '@web/lib/utils';

/**
 * The standard width and padding of a page inside <main>, with its one h1. `narrow`: a column for
 * reading (the className adds to the width, it cannot replace it: decision 030).
 */
export function PageContainer({
  title,
  description,
  children,
  narrow = false,
  className,
}: {
  title: string;
  description?: string;
  children?: ReactNode;
  narrow?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('mx-auto w-full px-4 py-10', narrow ? 'max-w-3xl' : 'max-w-6xl', className)}>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {description && <p className="mt-2 text-lg text-muted-foreground">{description}</p>}
      {children && <div className="mt-8">{children}</div>}
    </div>
  );
}
