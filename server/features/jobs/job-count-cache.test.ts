import { describe, expect, it, vi } from 'vitest';
import { cachedJobCount, countKey, forgetJobCounts, JOB_SEARCH_COUNT_TTL_MS, type JobTotal } from './job-count-cache';

const counter = (total: number) => vi.fn(async (): Promise<JobTotal> => ({ total, isCapped: false }));

describe('countKey', () => {
  it('treats the same search typed differently as one search', () => {
    expect(countKey({ q: '  Apprentice ', industries: ['Trades', 'Retail'], types: [] })).toBe(
      countKey({ q: 'apprentice', industries: ['Retail', 'Trades'] }),
    );
  });

  it('keeps different searches apart', () => {
    expect(countKey({ q: 'cook' })).not.toBe(countKey({ q: 'cook', types: ['Part Time'] }));
    expect(countKey({ industries: ['Retail'] })).not.toBe(countKey({ types: ['Retail'] }));
  });

  it('keeps the circle of a search by distance in the key: its centre and its radius', () => {
    const toronto = { latitude: 43.65, longitude: -79.38, km: 25 };
    expect(countKey({ q: 'cook', near: toronto })).toBe(countKey({ q: 'cook', near: { ...toronto } }));
    expect(countKey({ q: 'cook', near: toronto })).not.toBe(countKey({ q: 'cook' }));
    expect(countKey({ near: toronto })).not.toBe(countKey({ near: { ...toronto, km: 10 } }));
    expect(countKey({ near: toronto })).not.toBe(countKey({ near: { ...toronto, latitude: 45.42, longitude: -75.69 } }));
  });
});

describe('cachedJobCount', () => {
  it('counts a search once while its total is fresh, and again after the TTL', async () => {
    const database = {};
    const count = counter(7);
    await expect(cachedJobCount(database, { q: 'cook' }, count, 0)).resolves.toEqual({ total: 7, isCapped: false });
    await cachedJobCount(database, { q: 'COOK' }, count, JOB_SEARCH_COUNT_TTL_MS - 1);
    expect(count).toHaveBeenCalledTimes(1);
    await cachedJobCount(database, { q: 'cook' }, count, JOB_SEARCH_COUNT_TTL_MS);
    expect(count).toHaveBeenCalledTimes(2);
  });

  it('shares one count between requests that arrive while it runs', async () => {
    const database = {};
    let finish: (total: JobTotal) => void = () => {};
    const count = vi.fn(() => new Promise<JobTotal>((resolve) => (finish = resolve)));
    const first = cachedJobCount(database, {}, count, 0);
    const second = cachedJobCount(database, {}, count, 1);
    finish({ total: 3, isCapped: false });
    expect(await Promise.all([first, second])).toEqual([
      { total: 3, isCapped: false },
      { total: 3, isCapped: false },
    ]);
    expect(count).toHaveBeenCalledTimes(1);
  });

  it('counts again after a change to postings', async () => {
    const database = {};
    await cachedJobCount(database, {}, counter(1), 0);
    forgetJobCounts();
    await expect(cachedJobCount(database, {}, counter(2), 1)).resolves.toEqual({ total: 2, isCapped: false });
  });

  it('keeps each database apart', async () => {
    await cachedJobCount({}, {}, counter(1), 0);
    await expect(cachedJobCount({}, {}, counter(5), 0)).resolves.toEqual({ total: 5, isCapped: false });
  });

  it('does not keep a count that failed', async () => {
    const database = {};
    const failing = vi.fn(async (): Promise<JobTotal> => {
      throw new Error('connection lost');
    });
    await expect(cachedJobCount(database, {}, failing, 0)).rejects.toThrow('connection lost');
    await expect(cachedJobCount(database, {}, counter(4), 1)).resolves.toEqual({ total: 4, isCapped: false });
  });
});
