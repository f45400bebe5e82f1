// The browse filters on what the work is (docs/product/jobs.md#what-the-work-is) and a student's
// "every age" choice, as the page's address keeps them: `paid=true`, `maxHours`, `startFrom`,
// `minPlaces`, `responsive=true` (employers who answer most applications,
// docs/product/applications.md#response-rate), `allAges=true`. Unknown or out-of-range values in a shared address are ignored.
import { HOURS_PER_WEEK_MAX, PLACES_MAX } from '@common/posting-facts';

export interface WorkFilters {
  paidOnly: boolean;
  /** A whole number as typed, or '' for none. */
  maxHours: string;
  /** A day, "YYYY-MM-DD", or ''. */
  startFrom: string;
  minPlaces: string;
  /** Only postings whose employer answers most applications in time. */
  responsive: boolean;
  /** A student's choice to see postings for every age, not only theirs. */
  allAges: boolean;
}

export const NO_WORK_FILTERS: WorkFilters = { paidOnly: false, maxHours: '', startFrom: '', minPlaces: '', responsive: false, allAges: false };

const wholeNumberIn = (value: string | null, max: number) =>
  value && /^\d{1,4}$/.test(value) && Number(value) >= 1 && Number(value) <= max ? String(Number(value)) : '';
const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : '');

export function readWorkFilters(params: URLSearchParams): WorkFilters {
  return {
    paidOnly: params.get('paid') === 'true',
    maxHours: wholeNumberIn(params.get('maxHours'), HOURS_PER_WEEK_MAX),
    startFrom: day(params.get('startFrom')),
    minPlaces: wholeNumberIn(params.get('minPlaces'), PLACES_MAX),
    responsive: params.get('responsive') === 'true',
    allAges: params.get('allAges') === 'true',
  };
}

/** Adds the chosen filters to an address's query; none chosen adds nothing. */
export function appendWorkFilters(params: URLSearchParams, work: WorkFilters): URLSearchParams {
  if (work.paidOnly) params.set('paid', 'true');
  const maxHours = wholeNumberIn(work.maxHours.trim(), HOURS_PER_WEEK_MAX);
  if (maxHours) params.set('maxHours', maxHours);
  if (day(work.startFrom)) params.set('startFrom', work.startFrom);
  const minPlaces = wholeNumberIn(work.minPlaces.trim(), PLACES_MAX);
  if (minPlaces) params.set('minPlaces', minPlaces);
  if (work.responsive) params.set('responsive', 'true');
  if (work.allAges) params.set('allAges', 'true');
  return params;
}

/** The API's query of the chosen filters; one not chosen is left out, so an unfiltered list keeps the cache key the server's page data uses. */
export function workFilterQuery(work: WorkFilters) {
  return {
    ...(work.paidOnly ? { paid: 'true' as const } : {}),
    ...(work.maxHours ? { maxHours: Number(work.maxHours) } : {}),
    ...(work.startFrom ? { startFrom: work.startFrom } : {}),
    ...(work.minPlaces ? { minPlaces: Number(work.minPlaces) } : {}),
    ...(work.responsive ? { responsive: 'true' as const } : {}),
    ...(work.allAges ? { allAges: 'true' as const } : {}),
  };
}

/** How many filters on the work are chosen (the phone's "Filters (n)"); the age choice is not a filter. */
export const countWorkFilters = (work: WorkFilters) =>
  [work.paidOnly, work.maxHours, work.startFrom, work.minPlaces, work.responsive].filter(Boolean).length;
