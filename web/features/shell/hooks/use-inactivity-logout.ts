import { useEffect } from 'react';
import { INACTIVITY_TIMEOUT_MS } from '@common/constants';
import { LOGOUT_URL } from '../lib/nav-links';

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart', 'click'] as const;

/**
 * Once someone is signed in, five minutes without mouse, key, scroll, touch or click activity
 * logs them out: a full navigation to the logout address (docs/product/accounts.md#inactivity).
 */
export function useInactivityLogout(isAuthenticated: boolean, timeoutMs = INACTIVITY_TIMEOUT_MS): void {
  useEffect(() => {
    if (!isAuthenticated) return;
    let timer: ReturnType<typeof setTimeout>;
    const reset = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        window.location.href = LOGOUT_URL;
      }, timeoutMs);
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
