import { useEffect, useState } from 'react';

const TICK_MS = 15_000;

/**
 * Whole minutes left until `until` (an ISO time), at least 1 while any time is left, 0 once it has
 * passed; re-counted every 15 seconds, and at once when `until` changes. For what can be taken
 * back for a while ("Undo, 29 minutes left": server/queue/undo-window.ts).
 */
export function useMinutesLeft(until: string | null | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    const tick = () => setNow(Date.now());
    // A component mounted before `until` was known holds an older "now": count from this moment.
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, TICK_MS);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [until]);
  if (!until) return 0;
  const left = Date.parse(until) - now;
  return left > 0 ? Math.max(1, Math.ceil(left / 60_000)) : 0;
}
