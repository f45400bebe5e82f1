import { describe, expect, it } from 'vitest';
import { readFilters, writeFilters } from './url-filters';

describe('browse filters in the URL', () => {
  it('round-trips the query, the city, repeated filters and the order', () => {
    const params = writeFilters({ q: ' barista ', city: ' Vancouver ', industries: ['Retail', 'Trades'], types: ['Part Time'], sort: 'closing' });
    expect(params.toString()).toBe('q=barista&city=Vancouver&industry=Retail&industry=Trades&type=Part+Time&sort=closing');
    expect(readFilters(params)).toEqual({ q: 'barista', city: 'Vancouver', industries: ['Retail', 'Trades'], types: ['Part Time'], sort: 'closing' });
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
    });
  });
});
