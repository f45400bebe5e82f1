import { describe, expect, it } from 'vitest';
import { BoundedMap } from './bounded-map';

describe('BoundedMap', () => {
  it('never holds more than its capacity, whatever keys arrive', () => {
    const map = new BoundedMap<string, number>(3);
    for (let i = 0; i < 1000; i += 1) map.set(`key-${i}`, i);
    expect(map.size).toBe(3);
    expect(map.get('key-999')).toBe(999);
    expect(map.has('key-0')).toBe(false);
  });

  it('forgets the least recently used first: reading an entry keeps it', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2);
    expect(map.get('a')).toBe(1);
    map.set('c', 3);
    expect([map.has('a'), map.has('b'), map.has('c')]).toEqual([true, false, true]);
    // Setting a key again makes it the newest too.
    map.set('a', 10).set('d', 4);
    expect([map.get('a'), map.has('c'), map.get('d')]).toEqual([10, false, 4]);
  });

  it('keeps undefined values apart from missing keys, and refuses no capacity', () => {
    const map = new BoundedMap<string, string | undefined>(1);
    map.set('x', undefined);
    expect(map.has('x')).toBe(true);
    expect(map.delete('x')).toBe(true);
    expect(map.size).toBe(0);
    expect(() => new BoundedMap(0)).toThrow(RangeError);
  });
});
