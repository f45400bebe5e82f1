import { LoaderCircle } from 'lucide-react';
import { cn } from '@web/lib/utils';

/** A spinning icon with a visible label, announced politely to screen readers. */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={cn('flex items-center justify-center gap-3', className)}>
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-primary" />
      <span>{label}</span>
    </div>
  );
}
