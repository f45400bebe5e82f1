import { useEffect } from 'react';
import { INACTIVITY_TIMEOUT_MS } from '@common/constants';
import { signOut } from '../lib/sign-out';

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart', 'click'] as const;

/**
 * Once someone is signed in, five minutes without mouse, key, scroll, touch or click activity
 * logs them out: the sign-out call, then a fresh landing page (docs/product/accounts.md#inactivity).
 */
export function useInactivityLogout(isAuthenticated: boolean, timeoutMs = INACTIVITY_TIMEOUT_MS): void {
  useEffect(() => {
    if (!isAuthenticated) return;
    let timer: ReturnType<typeof setTimeout>;
    const reset = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void signOut(), timeoutMs);
    };
    reset();
    // Capture phase so that handlers that stop propagation cannot hide activity.
    const options: AddEventListenerOptions = { passive: true, capture: true };
    ACTIVITY_EVENTS.forEach((name) => window.addEventListener(name, reset, options));
    return () => {
      clearTimeout(timer);
      ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, reset, options));
    };
  }, [isAuthenticated, timeoutMs]);
}
