import { describe, expect, it } from 'vitest';
import { browsePath } from '@common/jobs-browse';
import { savedSearchDistance } from './saved-search-filters';

// A saved search keeps the page's search by distance (docs/product/near-me.md), and its link gives it back.

describe('savedSearchDistance', () => {
  it('keeps the place and a distance the list offers, and the link carries both', () => {
    const distance = savedSearchDistance(new URLSearchParams('q=barista&near=+M5H+&within=10'));
    expect(distance).toEqual({ near: 'M5H', withinKm: 10 });
    expect(browsePath({ q: 'barista', city: '', industries: [], types: [], sort: 'newest', near: distance.near, within: distance.withinKm })).toBe(
      '/jobs?q=barista&near=M5H&within=10',
    );
  });

  it('reads no place and no distance when the address has none, or a distance the list does not offer', () => {
    expect(savedSearchDistance(new URLSearchParams('q=barista'))).toEqual({ near: '', withinKm: null });
    expect(savedSearchDistance(new URLSearchParams('near=Mississauga&within=7'))).toEqual({ near: 'Mississauga', withinKm: null });
    expect(browsePath({ q: '', city: '', industries: [], types: [], sort: 'newest', near: '', within: null })).toBe('/jobs');
  });
});
