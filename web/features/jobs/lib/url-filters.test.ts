import { describe, expect, it } from 'vitest';
import { readFilters, writeFilters } from './url-filters';
import { browsePath } from '@common/jobs-browse';
import { savedSearchWorkFilters } from './saved-search-filters';
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
      near: '',
      within: '',
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
      near: '',
      within: '',
      work: NO_WORK_FILTERS,
    });
  });

  it('round-trips a search by distance: a place and a distance, or a distance alone (from a home postal code)', () => {
    const params = writeFilters({ q: '', city: '', industries: [], types: [], sort: 'distance', near: ' Mississauga, Ontario ', within: '10' });
    expect(params.toString()).toBe('near=Mississauga%2C+Ontario&within=10&sort=distance');
    expect(readFilters(params)).toMatchObject({ near: 'Mississauga, Ontario', within: '10', sort: 'distance' });
    expect(writeFilters({ q: '', city: '', industries: [], types: [], sort: 'newest', near: '', within: '5' }).toString()).toBe('within=5');
  });

  it('drops a distance that is not offered from a shared link', () => {
    expect(readFilters(new URLSearchParams('near=M5H&within=7'))).toMatchObject({ near: 'M5H', within: '' });
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

describe("a saved search's link", () => {
  it('reopens the same search, work filters included (the page → the saved search → its link → the page)', () => {
    const page = readFilters(
      new URLSearchParams(
        'q=barista&city=Vancouver&type=Part+Time&paid=true&maxHours=20&startFrom=2027-07-01&minPlaces=2&responsive=true&sort=closing',
      ),
    );
    const saved = {
      q: page.q,
      city: page.city,
      industries: page.industries,
      types: page.types,
      sort: page.sort,
      ...savedSearchWorkFilters(page.work),
    };
    expect(saved).toMatchObject({ paid: true, maxHours: 20, startFrom: '2027-07-01', minPlaces: 2, responsive: true });
    const link = browsePath(saved);
    expect(link).toBe(
      '/jobs?q=barista&city=Vancouver&type=Part+Time&paid=true&maxHours=20&startFrom=2027-07-01&minPlaces=2&responsive=true&sort=closing',
    );
    expect(readFilters(new URLSearchParams(link.slice('/jobs?'.length)))).toEqual(page);
  });

  it("leaves out the work filters a search does not use, and the student's every-age choice", () => {
    const work = readFilters(new URLSearchParams('allAges=true')).work;
    expect(savedSearchWorkFilters(work)).toEqual({ paid: false, maxHours: null, startFrom: null, minPlaces: null, responsive: false });
    expect(browsePath({ q: 'x', city: '', industries: [], types: [], sort: 'newest', ...savedSearchWorkFilters(work) })).toBe('/jobs?q=x');
  });
});
