import { z } from 'zod';
import { SAVED_SEARCH_NAME_MAX, SAVED_SEARCHES_MAX } from '../constants';
import { INDUSTRIES, JOB_TYPES } from '../enums';
import { keyed } from '../messages';
import { NEAR_DISTANCES_KM, type NearDistanceKm } from '../near-me';
import { HOURS_PER_WEEK_MAX, PLACES_MAX } from '../posting-facts';
import { cityFilterField, dayField, JOB_SORTS, jobSortField, searchTermField } from './jobs';
import { nearPlaceField } from './places';

// A student's saved job searches: the search and filters of /jobs under a name, and the daily
// digest of new postings that match each (docs/product/jobs.md#saved-searches).

export { SAVED_SEARCHES_MAX, SAVED_SEARCH_NAME_MAX };
export { browsePath, browseSearchParams, type BrowseCriteria } from '../jobs-browse';

const wholeNumberOrNull = (max: number, message: ReturnType<typeof keyed>) =>
  z.number(message).int(message).min(1, message).max(max, message).nullable().default(null);

const withinOneOf = keyed('jobs.withinOneOf', { values: NEAR_DISTANCES_KM.join(', ') });

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
  // The browse page's work filters (listJobsQuery's paid, maxHours, startFrom, minPlaces, responsive), as JSON
  // values: false or null when not used. allAges is the student's own view, not a criterion.
  paid: z.boolean().default(false),
  maxHours: wholeNumberOrNull(HOURS_PER_WEEK_MAX, keyed('jobs.hoursPerWeekRange', { max: HOURS_PER_WEEK_MAX })),
  startFrom: dayField.nullable().default(null),
  minPlaces: wholeNumberOrNull(PLACES_MAX, keyed('jobs.placesRange', { max: PLACES_MAX })),
  responsive: z.boolean().default(false),
  // A search by distance (docs/product/near-me.md): the place as the student typed it ('' : none; the
  // server refuses one it does not know) and the distance (null: DEFAULT_NEAR_KM around a place; with
  // no place, the distance around the student's home postal code, as the browse list reads it).
  near: nearPlaceField.transform((value) => value ?? ''),
  withinKm: z
    .number(withinOneOf)
    .refine((value) => (NEAR_DISTANCES_KM as readonly number[]).includes(value), withinOneOf)
    .transform((value) => value as NearDistanceKm)
    .nullable()
    .default(null),
});

/** True when a search narrows the list: an empty search would match every posting. */
function hasCriterion(search: z.output<typeof savedSearchCriteria>): boolean {
  const { q, city, near, withinKm, industries, types, paid, maxHours, startFrom, minPlaces, responsive } = search;
  return (
    q !== '' ||
    city !== '' ||
    near !== '' ||
    withinKm !== null ||
    industries.length > 0 ||
    types.length > 0 ||
    paid ||
    responsive ||
    [maxHours, startFrom, minPlaces].some((v) => v !== null)
  );
}

/** A new saved search: a name and at least one criterion (a work filter counts). */
export const createSavedSearchBody = savedSearchCriteria
  .extend({
    name: z
      .string()
      .trim()
      .min(1, keyed('savedSearches.nameRequired'))
      .max(SAVED_SEARCH_NAME_MAX, keyed('savedSearches.nameTooLong', { max: SAVED_SEARCH_NAME_MAX })),
  })
  .refine(hasCriterion, {
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
  paid: z.boolean(),
  maxHours: z.number().int().nullable(),
  /** "YYYY-MM-DD" */
  startFrom: z.string().nullable(),
  minPlaces: z.number().int().nullable(),
  responsive: z.boolean(),
  /** The place of a search by distance ('' : none) and its distance in km (null: the default, or none). */
  near: z.string(),
  withinKm: z.number().int().nullable(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** At most SAVED_SEARCHES_MAX, so one plain list (docs/decisions/007: short lists stay `{ items }`). */
export const savedSearchesResponse = z.object({ items: z.array(savedSearchSchema), max: z.number().int() });
export type SavedSearchesResponse = z.infer<typeof savedSearchesResponse>;

export const savedSearchResponse = z.object({ savedSearch: savedSearchSchema });
