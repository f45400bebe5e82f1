import { useEffect } from 'react';
import { useOwnStudentProfile } from '@web/features/profiles';

/**
 * Tells the browse page a student's home postal code (docs/product/near-me.md), or null. No markup: it
 * is a component so that its code (the profile's query) is a chunk fetched for students only, never
 * by a visitor (the page's first download has a budget: tests/budget).
 */
export function HomePostalCodeReader({ onRead }: { onRead: (code: string | null) => void }) {
  const code = useOwnStudentProfile().data?.homePostalCode ?? null;
  useEffect(() => onRead(code), [code, onRead]);
  return null;
}
