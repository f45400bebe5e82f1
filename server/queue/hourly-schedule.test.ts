import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { queueThisAndNextPeriod } from './hourly-schedule';

const HOUR_MS = 60 * 60 * 1000;
const silentLog = { warn: vi.fn() } as unknown as FastifyBaseLogger;

describe('queueThisAndNextPeriod', () => {
  it('asks for the run of the period `now` falls in and of the next one, at once', async () => {
    const asked: string[] = [];
    let done: () => void = () => {};
    const bothAsked = new Promise<void>((resolve) => (done = resolve));
    const enqueue = async (instant: Date) => {
      asked.push(instant.toISOString());
      if (asked.length === 2) done();
    };
    const now = () => new Date('2026-11-27T10:59:30.000Z');
    const schedule = queueThisAndNextPeriod(enqueue, HOUR_MS, silentLog, 'could not queue', now);
    await bothAsked;
    schedule.stop();
    expect(asked).toEqual(['2026-11-27T10:59:30.000Z', '2026-11-27T11:59:30.000Z']);
  });

  it('logs a failure to queue instead of throwing (the next hour tries again)', async () => {
    const warn = vi.fn();
    let done: () => void = () => {};
    const warned = new Promise<void>((resolve) => (done = resolve));
    warn.mockImplementation(() => done());
    const log = { warn } as unknown as FastifyBaseLogger;
    const schedule = queueThisAndNextPeriod(() => Promise.reject(new Error('database away')), HOUR_MS, log, 'could not queue');
    await warned;
    schedule.stop();
    expect(warn).toHaveBeenCalledWith({ err: 'database away' }, 'could not queue');
  });
});
