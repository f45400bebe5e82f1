import { z } from 'zod';
import { SAVED_SEARCH_NAME_MAX, SAVED_SEARCHES_MAX } from '../constants';
import { INDUSTRIES, JOB_TYPES } from '../enums';
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
    .array(z.enum(INDUSTRIES, { message: `Choose industries from: ${INDUSTRIES.join(', ')}` }))
    .max(INDUSTRIES.length)
    .default([]),
  types: z
    .array(z.enum(JOB_TYPES, { message: `Choose job types from: ${JOB_TYPES.join(', ')}` }))
    .max(JOB_TYPES.length)
    .default([]),
  sort: jobSortField,
});

/** A new saved search: a name and at least one criterion (an empty search would match every posting). */
export const createSavedSearchBody = savedSearchCriteria
  .extend({
    name: z.string().trim().min(1, 'Name is required').max(SAVED_SEARCH_NAME_MAX, `Name must be at most ${SAVED_SEARCH_NAME_MAX} characters`),
  })
  .refine((search) => search.q !== '' || search.city !== '' || search.industries.length > 0 || search.types.length > 0, {
    message: 'Search for something or choose a filter before saving the search',
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
