import { useEffect } from 'react';

/**
 * Sets the browser tab's title while the component is shown, and puts the previous one back after;
 * `undefined` leaves the title as it is (a page whose own title is not known yet).
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title === undefined) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
