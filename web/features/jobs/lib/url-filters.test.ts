import { describe, expect, it } from 'vitest';
import { readFilters, writeFilters } from './url-filters';
import { countWorkFilters, NO_WORK_FILTERS, workFilterQuery } from './work-filters';

describe('browse filters in the URL', () => {
  it('round-trips the query, the city, repeated filters and the order', () => {
    const params = writeFilters({ q: ' barista ', city: ' Vancouver ', industries: ['Retail', 'Trades'], types: ['Part Time'], sort: 'closing' });
    expect(params.toString()).toBe('q=barista&city=Vancouver&industry=Retail&industry=Trades&type=Part+Time&sort=closing');
    expect(readFilters(params)).toEqual({
      q: 'barista',
      city: 'Vancouver',
      industries: ['Retail', 'Trades'],
      types: ['Part Time'],
      sort: 'closing',
      work: NO_WORK_FILTERS,
    });
  });

  it('leaves the default order out of the address', () => {
    expect(writeFilters({ q: 'x', city: '', industries: [], types: [], sort: 'newest' }).toString()).toBe('q=x');
  });

  it('drops unknown filter values and orders from a shared link', () => {
    expect(readFilters(new URLSearchParams('industry=Mining&type=Seasonal&sort=cheapest'))).toEqual({
      q: '',
      city: '',
      industries: [],
      types: ['Seasonal'],
      sort: 'newest',
      work: NO_WORK_FILTERS,
    });
  });

  it('round-trips the filters on the work and the every-age choice, dropping what it cannot read', () => {
    const work = { paidOnly: true, maxHours: '20', startFrom: '2027-07-01', minPlaces: '2', responsive: false, allAges: true };
    const params = writeFilters({ q: '', city: '', industries: [], types: [], sort: 'newest', work });
    expect(params.toString()).toBe('paid=true&maxHours=20&startFrom=2027-07-01&minPlaces=2&allAges=true');
    expect(readFilters(params).work).toEqual(work);
    expect(readFilters(new URLSearchParams('paid=yes&maxHours=99&startFrom=soon&minPlaces=0&responsive=yes&allAges=1')).work).toEqual(
      NO_WORK_FILTERS,
    );
  });

  it('round-trips "employers who answer most" and "answers most", and counts the filter for the phone\'s button', () => {
    const work = { ...NO_WORK_FILTERS, responsive: true };
    const params = writeFilters({ q: '', city: 'Laval', industries: [], types: [], sort: 'response', work });
    expect(params.toString()).toBe('city=Laval&sort=response&responsive=true');
    expect(readFilters(params)).toMatchObject({ city: 'Laval', sort: 'response', work });
    expect(workFilterQuery(readFilters(params).work)).toEqual({ responsive: 'true' });
    expect(workFilterQuery(NO_WORK_FILTERS)).toEqual({});
    expect(countWorkFilters(work)).toBe(1);
    expect(countWorkFilters({ ...work, paidOnly: true, maxHours: '20', allAges: true })).toBe(3);
  });
});
