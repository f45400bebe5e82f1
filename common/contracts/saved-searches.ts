import { z } from 'zod';
import { SAVED_SEARCH_NAME_MAX, SAVED_SEARCHES_MAX } from '../constants';
import { INDUSTRIES, JOB_TYPES } from '../enums';
import { keyed } from '../messages';
import { cityFilterField, JOB_SORTS, jobSortField, searchTermField } from './jobs';

// A student's saved job searches: the search and filters of /jobs under a name, and the daily
// digest of new postings that match each (docs/product/jobs.md#saved-searches).

export { SAVED_SEARCHES_MAX, SAVED_SEARCH_NAME_MAX };
export { browsePath, browseSearchParams, type BrowseCriteria } from '../jobs-browse';

/** What a saved search holds: the same fields, limits and values as the browse list's query. */
export const savedSearchCriteria = z.object({
  q: searchTermField('The search box').transform((value) => value ?? ''),
  city: cityFilterField.transform((value) => value ?? ''),
  industries: z
    .array(z.enum(INDUSTRIES, keyed('savedSearches.industriesOneOf', { values: INDUSTRIES.join(', ') })))
    .max(INDUSTRIES.length)
    .default([]),
  types: z
    .array(z.enum(JOB_TYPES, keyed('savedSearches.typesOneOf', { values: JOB_TYPES.join(', ') })))
    .max(JOB_TYPES.length)
    .default([]),
  sort: jobSortField,
});

/** A new saved search: a name and at least one criterion (an empty search would match every posting). */
export const createSavedSearchBody = savedSearchCriteria
  .extend({
    name: z
      .string()
      .trim()
      .min(1, keyed('savedSearches.nameRequired'))
      .max(SAVED_SEARCH_NAME_MAX, keyed('savedSearches.nameTooLong', { max: SAVED_SEARCH_NAME_MAX })),
  })
  .refine((search) => search.q !== '' || search.city !== '' || search.industries.length > 0 || search.types.length > 0, {
    ...keyed('savedSearches.criterionRequired'),
    path: ['q'],
  });
export type CreateSavedSearchBody = z.input<typeof createSavedSearchBody>;

export const savedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  q: z.string(),
  city: z.string(),
  industries: z.array(z.string()),
  types: z.array(z.string()),
  sort: z.enum(JOB_SORTS),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** At most SAVED_SEARCHES_MAX, so one plain list (docs/decisions/007: short lists stay `{ items }`). */
export const savedSearchesResponse = z.object({ items: z.array(savedSearchSchema), max: z.number().int() });
export type SavedSearchesResponse = z.infer<typeof savedSearchesResponse>;

export const savedSearchResponse = z.object({ savedSearch: savedSearchSchema });
