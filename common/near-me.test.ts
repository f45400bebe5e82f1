import { describe, expect, it } from 'vitest';
import { distanceKm, geoCellOf, geoCellsWithin } from './near-me';

const toronto = { latitude: 43.7001, longitude: -79.4163 };
const mississauga = { latitude: 43.5789, longitude: -79.6583 };

describe('distanceKm', () => {
  it('measures Toronto to Mississauga as about 23 km', () => {
    expect(distanceKm(toronto, mississauga)).toBeGreaterThan(22);
    expect(distanceKm(toronto, mississauga)).toBeLessThan(24);
  });
  it('is zero from a point to itself', () => expect(distanceKm(toronto, toronto)).toBe(0));
});

describe('geoCellsWithin', () => {
  it('holds the cell of every point within the distance', () => {
    // Points on a circle of 24.9 km around Toronto, every 10 degrees.
    const cells = new Set(geoCellsWithin(toronto, 25));
    for (let bearing = 0; bearing < 360; bearing += 10) {
      const rad = (bearing * Math.PI) / 180;
      const point = {
        latitude: toronto.latitude + (24.9 / 111.195) * Math.cos(rad),
        longitude: toronto.longitude + (24.9 / (111.195 * Math.cos((toronto.latitude * Math.PI) / 180))) * Math.sin(rad),
      };
      expect(distanceKm(toronto, point)).toBeLessThan(25.2);
      expect(cells.has(geoCellOf(point.latitude, point.longitude))).toBe(true);
    }
  });
  it('reads a handful of cells for a small distance and more for a large one', () => {
    expect(geoCellsWithin(toronto, 5).length).toBeLessThanOrEqual(4);
    expect(geoCellsWithin(toronto, 50).length).toBeGreaterThan(geoCellsWithin(toronto, 25).length);
  });
  it('wraps around the antimeridian', () => {
    const cells = geoCellsWithin({ latitude: 52, longitude: 179.99 }, 10);
    expect(cells).toContain(geoCellOf(52, -179.99));
  });
});
