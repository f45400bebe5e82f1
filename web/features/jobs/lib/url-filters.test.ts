import { describe, expect, it } from 'vitest';
import { readFilters, writeFilters } from './url-filters';

describe('browse filters in the URL', () => {
  it('round-trips the query and repeated filters', () => {
    const params = writeFilters({ q: ' barista ', industries: ['Retail', 'Trades'], types: ['Part Time'] });
    expect(params.toString()).toBe('q=barista&industry=Retail&industry=Trades&type=Part+Time');
    expect(readFilters(params)).toEqual({ q: 'barista', industries: ['Retail', 'Trades'], types: ['Part Time'] });
  });

  it('drops unknown filter values from a shared link', () => {
    expect(readFilters(new URLSearchParams('industry=Mining&type=Seasonal'))).toEqual({ q: '', industries: [], types: ['Seasonal'] });
  });
});
