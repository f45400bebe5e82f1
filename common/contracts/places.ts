import { z } from 'zod';
import { keyed } from '../messages';
import { NEAR_PLACE_MAX } from '../near-me';

// The places a search by distance starts from (docs/product/near-me.md): a postal code or a town,
// found in the open data shipped with the app (server/geodata).

export const PLACE_KINDS = ['postal_code', 'town'] as const;

export const placeSchema = z.object({
  kind: z.enum(PLACE_KINDS),
  /** What a search box shows and sends back: "Mississauga, Ontario", "M5H, Downtown Toronto (Richmond / Adelaide / King), Ontario". */
  label: z.string(),
  /** The town, or the postal code ("M5H": a Canadian code's first three characters; a US ZIP code). */
  name: z.string(),
  region: z.string(),
  country: z.enum(['CA', 'US']),
});
export type Place = z.infer<typeof placeSchema>;

/** A place the search names: a postal code, a town, or a town and its province or state ("London, ON"). */
export const nearPlaceField = z
  .string()
  .trim()
  .max(NEAR_PLACE_MAX, keyed('places.nearTooLong', { max: NEAR_PLACE_MAX }))
  .optional()
  .describe('A postal code (A1A or A1A 1A1; a US ZIP code) or a town, optionally with its province or state ("London, ON")');

export const placeSuggestionsQuery = z.object({
  q: z
    .string()
    .trim()
    .min(1, keyed('places.queryRequired'))
    .max(NEAR_PLACE_MAX, keyed('places.nearTooLong', { max: NEAR_PLACE_MAX }))
    .describe('What the person has typed so far: the start of a town or of a postal code'),
});
export const placeSuggestionsResponse = z.object({ items: z.array(placeSchema) });
export type PlaceSuggestions = z.infer<typeof placeSuggestionsResponse>;
