// What a posting says about the work itself (docs/product/jobs.md#what-the-work-is): pay, hours,
// start date, places and the minimum age. All optional: postings made before they existed say
// nothing. No zod here: the browse page's first chunk imports it.

/** How pay is counted. */
export const PAY_UNITS = ['hour', 'week', 'month', 'year'] as const;
export type PayUnit = (typeof PAY_UNITS)[number];
/** The one currency a posting pays in today. */
export const PAY_CURRENCIES = ['CAD'] as const;
export type PayCurrency = (typeof PAY_CURRENCIES)[number];
/** Paid (an amount per unit) or unpaid (where the law allows it: the employer declares, the school stays responsible). */
export const PAY_KINDS = ['paid', 'unpaid'] as const;
export type PayKind = (typeof PAY_KINDS)[number];

/** The youngest and oldest minimum age a posting may ask for: FirstRung's students are 14 to 18. */
export const MINIMUM_AGE_MIN = 14;
export const MINIMUM_AGE_MAX = 18;
export const MINIMUM_AGES = [14, 15, 16, 17, 18] as const;
export const HOURS_PER_WEEK_MAX = 60;
export const PLACES_MAX = 999;
/** The highest pay amount a posting may state, in its unit (a year's pay fits). */
export const PAY_AMOUNT_MAX = 1_000_000;
