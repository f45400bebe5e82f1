import { useCallback, useState } from 'react';

/**
 * Keyset paging in the browser: a stack of the cursors that opened each page seen so far, so
 * "Previous" goes back without offsets. `reset` starts again (a new search or filter).
 */
export function useCursorPager() {
  const [stack, setStack] = useState<Array<string | undefined>>([undefined]);
  const cursor = stack.at(-1);
  const next = useCallback((nextCursor: string) => setStack((current) => [...current, nextCursor]), []);
  const previous = useCallback(() => setStack((current) => (current.length > 1 ? current.slice(0, -1) : current)), []);
  const reset = useCallback(() => setStack([undefined]), []);
  return { cursor, hasPrevious: stack.length > 1, next, previous, reset };
}
