import { LoaderCircle } from 'lucide-react';
import { cn } from '@web/lib/utils';

/** A spinning icon with a visible label, announced politely to screen readers; centred, or at the start of its line. */
export function Spinner({ label, align = 'center', className }: { label: string; align?: 'center' | 'start'; className?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn('flex items-center gap-3', align === 'center' ? 'justify-center' : 'justify-start', className)}
    >
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-primary" />
      <span>{label}</span>
    </div>
  );
}
