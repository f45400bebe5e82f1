import { Suspense, useState } from 'react';
import { preloadable } from '@web/lib/preloadable';
import { useToast } from './use-toast';

// The toast region (radix toast) loads with the first toast: most visits show none, so its code
// is not part of the first download (docs/decisions/011). toast() itself is a small store.
const toaster = preloadable(() => import('./toaster').then((module) => module.Toaster));

/** Mounts the toaster once the first toast is asked for, and keeps it from then on. */
export function ToasterSlot() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <toaster.Component />
    </Suspense>
  );
}
