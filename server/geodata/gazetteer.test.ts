import { describe, expect, it } from 'vitest';
import { distanceKm } from '@common/near-me';
import { findPlace, locateAddress, suggestPlaces } from './gazetteer';

describe('the gazetteer', () => {
  it('finds a Canadian postal code by its first three characters, in any case and spacing', () => {
    expect(findPlace('m5h 2n2')).toMatchObject({ kind: 'postal_code', name: 'M5H', region: 'Ontario', country: 'CA' });
    expect(findPlace('M5H2N2')?.name).toBe('M5H');
  });
  it('finds a US ZIP code', () => expect(findPlace('90210-1234')).toMatchObject({ name: '90210', region: 'California', country: 'US' }));
  it('says nothing of a postal code that does not exist', () => expect(findPlace('Z9Z 9Z9')).toBeNull());
  it('takes the most populous town of a name, or the one in the region named', () => {
    expect(findPlace('London')).toMatchObject({ region: 'Ontario', country: 'CA' });
    expect(findPlace('London, KY')).toMatchObject({ region: 'Kentucky', country: 'US' });
    expect(findPlace('saint-jerome')).toMatchObject({ name: 'Saint-Jérôme', region: 'Quebec' });
  });
  it('reads back a suggestion label', () => {
    const [first] = suggestPlaces('Missis');
    expect(first?.label).toBe('Mississauga, Ontario');
    expect(findPlace(first!.label)?.name).toBe('Mississauga');
    const [code] = suggestPlaces('M5H');
    expect(findPlace(code!.label)?.name).toBe('M5H');
  });
  it('suggests the most populous towns first', () => {
    const names = suggestPlaces('Toron').map((place) => place.name);
    expect(names[0]).toBe('Toronto');
  });
  it('places a posting by its postal code, else by its town', () => {
    const byCode = locateAddress({ postalCode: 'L5B 1M2', city: 'Nowhere' });
    expect(byCode?.source).toBe('postal_code');
    const byTown = locateAddress({ postalCode: null, city: 'Mississauga' });
    expect(byTown?.source).toBe('town');
    expect(distanceKm(byCode!.point, byTown!.point)).toBeLessThan(10);
    expect(locateAddress({ postalCode: null, city: 'Qqxville' })).toBeNull();
  });
});

describe("a postal code's label", () => {
  it('names the code, its area and its region, and reads back', () => {
    const [code] = suggestPlaces('M5H');
    expect(code?.label).toBe('M5H, Downtown Toronto (Richmond / Adelaide / King), Ontario');
    expect(findPlace(code!.label)?.name).toBe('M5H');
    expect(findPlace('London, Kentucky')?.region).toBe('Kentucky');
  });
});
