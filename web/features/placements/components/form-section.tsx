import type { ReactNode } from 'react';
import { cn } from '@web/lib/utils';

/** A titled group of a form's fields: one column on a phone, two from a tablet up (`wide`: one always). */
export function FormSection({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-lg font-semibold">{title}</legend>
      <div className={cn('grid gap-4', !wide && 'sm:grid-cols-2')}>{children}</div>
    </fieldset>
  );
}
