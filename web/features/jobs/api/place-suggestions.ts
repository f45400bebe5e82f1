// The places the Near field suggests as one types (docs/product/near-me.md): asked for once the typing
// pauses, so a word typed quickly is one call, not one per letter.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { placesEndpoints } from '@common/endpoints/places';
import { apiQueryOptions } from '@web/lib/api-query';

const TYPING_PAUSE_MS = 200;
/** One letter matches thousands of towns: suggestions start at the second. */
const SHORTEST_TERM = 2;

export function usePlaceSuggestions(typed: string) {
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(typed.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return useQuery({
    ...apiQueryOptions(placesEndpoints.suggestions, { query: { q: term } }),
    enabled: term.length >= SHORTEST_TERM,
    // The place data only changes with a new release.
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}
