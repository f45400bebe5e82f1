import { sql, type SQL } from 'drizzle-orm';
import type { Job, Pay } from '@common/contracts/jobs';
import type { PayCurrency, PayKind, PayUnit } from '@common/posting-facts';
import { jobs } from '../../db/schema';

// What a posting says about the work (docs/product/jobs.md#what-the-work-is): its columns, their
// API shape, and the browse filters on them. Kept apart from the search text's matching
// (job-search.ts), which changes for other reasons.

/** The columns, under the names toJob reads. */
export const postingFactColumns = {
  payKind: jobs.payKind,
  payAmountCents: jobs.payAmountCents,
  payUnit: jobs.payUnit,
  payCurrency: jobs.payCurrency,
  hoursPerWeek: jobs.hoursPerWeek,
  startDate: jobs.startDate,
  places: jobs.places,
  minimumAge: jobs.minimumAge,
  postalCode: jobs.postalCode,
};

export interface PostingFactRow {
  payKind: string | null;
  payAmountCents: number | null;
  payUnit: string | null;
  payCurrency: string | null;
  hoursPerWeek: number | null;
  startDate: string | null;
  places: number | null;
  minimumAge: number | null;
  postalCode: string | null;
}

type PostingFacts = Pick<Job, 'pay' | 'hoursPerWeek' | 'startDate' | 'places' | 'minimumAge' | 'postalCode'>;

/** The pay of a row: cents become dollars; a row without a kind says nothing. */
export function payOf(row: Pick<PostingFactRow, 'payKind' | 'payAmountCents' | 'payUnit' | 'payCurrency'>): Pay | null {
  if (row.payKind !== 'paid' && row.payKind !== 'unpaid') return null;
  if (row.payKind === 'unpaid') return { kind: 'unpaid', amount: null, unit: null, currency: null };
  return {
    kind: 'paid',
    amount: row.payAmountCents === null ? null : Number(row.payAmountCents) / 100,
    unit: row.payUnit as PayUnit | null,
    currency: row.payCurrency as PayCurrency | null,
  };
}

export function toPostingFacts(row: PostingFactRow): PostingFacts {
  return {
    pay: payOf(row),
    hoursPerWeek: row.hoursPerWeek,
    startDate: row.startDate,
    places: row.places,
    minimumAge: row.minimumAge,
    postalCode: row.postalCode,
  };
}

/** The facts of a validated create or edit body. */
export interface PostingFactValues {
  pay?: { kind: PayKind; amount: number | null; unit: PayUnit | null; currency: PayCurrency | null } | null | undefined;
  hoursPerWeek?: number | null | undefined;
  startDate?: string | null | undefined;
  places?: number | null | undefined;
  minimumAge?: number | null | undefined;
  postalCode?: string | null | undefined;
}

/** A body's facts as stored (all null when left out). */
export function storedPostingFacts(values: PostingFactValues): PostingFactRow {
  const paid = values.pay?.kind === 'paid';
  return {
    payKind: values.pay?.kind ?? null,
    payAmountCents: paid && values.pay?.amount != null ? Math.round(values.pay.amount * 100) : null,
    payUnit: paid ? (values.pay?.unit ?? null) : null,
    payCurrency: paid ? (values.pay?.currency ?? 'CAD') : null,
    hoursPerWeek: values.hoursPerWeek ?? null,
    startDate: values.startDate ?? null,
    places: values.places ?? null,
    minimumAge: values.minimumAge ?? null,
    postalCode: values.postalCode || null,
  };
}

/** A stored row's facts back as body values (a duplicate copies them). */
export function postingFactValuesOf(row: PostingFactRow): PostingFactValues {
  return { ...toPostingFacts(row) };
}

/** The fields an edit records as changed, by the API's names (pay is one field over its four columns). */
export function changedPostingFacts(
  before: PostingFactRow,
  after: PostingFactRow,
): Array<'pay' | 'hoursPerWeek' | 'startDate' | 'places' | 'minimumAge' | 'postalCode'> {
  const changed: Array<'pay' | 'hoursPerWeek' | 'startDate' | 'places' | 'minimumAge' | 'postalCode'> = [];
  const payColumns = ['payKind', 'payAmountCents', 'payUnit', 'payCurrency'] as const;
  if (payColumns.some((column) => before[column] !== after[column])) changed.push('pay');
  for (const field of ['hoursPerWeek', 'startDate', 'places', 'minimumAge', 'postalCode'] as const) {
    if (before[field] !== after[field]) changed.push(field);
  }
  return changed;
}

/** The browse filters on the facts (each keeps only postings that state the fact) and the student's age. */
export interface PostingFactFilters {
  paidOnly?: boolean | undefined;
  maxHours?: number | undefined;
  startFrom?: string | undefined;
  minPlaces?: number | undefined;
  /** Only postings open to this age: no minimum age, or one at most this. */
  forAge?: number | null | undefined;
}

/** The conditions of the fact filters, given each value as the SQL compares it (a value or a prepared statement's placeholder). */
export function postingFactConditions(values: {
  paidOnly?: unknown;
  maxHours?: unknown;
  startFrom?: unknown;
  minPlaces?: unknown;
  forAge?: unknown;
}): SQL[] {
  const conditions: SQL[] = [];
  if (values.paidOnly !== undefined) conditions.push(sql`${jobs.payKind} = 'paid'`);
  if (values.maxHours !== undefined) conditions.push(sql`${jobs.hoursPerWeek} <= ${values.maxHours}`);
  if (values.startFrom !== undefined) conditions.push(sql`${jobs.startDate} >= ${values.startFrom}::date`);
  if (values.minPlaces !== undefined) conditions.push(sql`${jobs.places} >= ${values.minPlaces}`);
  if (values.forAge !== undefined) conditions.push(sql`(${jobs.minimumAge} is null or ${jobs.minimumAge} <= ${values.forAge})`);
  return conditions;
}

/** The values of the filters a search uses; one it does not use is left out. */
export function postingFactValues(search: PostingFactFilters) {
  return {
    paidOnly: search.paidOnly ? (true as const) : undefined,
    maxHours: search.maxHours,
    startFrom: search.startFrom,
    minPlaces: search.minPlaces,
    forAge: search.forAge ?? undefined,
  };
}

/** The part of a count's cache key the facts add. */
export function postingFactKey(search: PostingFactFilters): unknown[] {
  return [Boolean(search.paidOnly), search.maxHours ?? null, search.startFrom ?? null, search.minPlaces ?? null, search.forAge ?? null];
}
