import { Suspense, useState, type ReactElement } from 'react';
import type { Preloadable } from '@web/lib/preloadable';

/** What the stand-in trigger needs to behave like the menu's own until the menu is here. */
export interface StandInTriggerProps {
  onClick: () => void;
  onPointerEnter: () => void;
  onFocus: () => void;
  'aria-haspopup': 'menu';
  'aria-expanded': false;
}

interface DeferredMenuProps<Props extends object> {
  /** The menu, with its own trigger; `defaultOpen` opens it as it appears. */
  menu: Preloadable<Props & { defaultOpen?: boolean }>;
  props: Props;
  /** The same trigger button as the menu's, drawn until the menu is asked for. */
  renderTrigger: (props: StandInTriggerProps) => ReactElement;
}

/**
 * A dropdown menu whose code (the menu primitives and their positioning engine) is not part of
 * the first download: a stand-in button shows until the first click, which loads the menu
 * (already fetched when the pointer or focus came near) and opens it.
 */
export function DeferredMenu<Props extends object>({ menu, props, renderTrigger }: DeferredMenuProps<Props>) {
  const [asked, setAsked] = useState(false);
  const preload = () => void menu.preload().catch(() => undefined);
  const standIn = renderTrigger({
    onClick: () => setAsked(true),
    onPointerEnter: preload,
    onFocus: preload,
    'aria-haspopup': 'menu',
    'aria-expanded': false,
  });
  if (!asked) return standIn;
  return (
    <Suspense fallback={standIn}>
      <menu.Component {...props} defaultOpen />
    </Suspense>
  );
}
