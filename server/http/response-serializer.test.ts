import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ALL_ENDPOINTS } from '@common/endpoints/all-endpoints';
import { jobsEndpoints } from '@common/endpoints/jobs';
import { compileFastWriter, createResponseSerializer } from './response-serializer';

const job = {
  id: 'job-1',
  title: 'Barista',
  companyName: 'Maple Market',
  description: 'Coffee and a smile.',
  location: '1 Main Street',
  city: 'Toronto',
  type: 'Part Time',
  duration: null,
  industry: 'Retail',
  requirements: ['friendly'],
  isActive: true,
  isHighSchoolOpportunity: false,
  employerVerified: true,
  applicationDeadline: null,
  filledAt: null,
  pay: { kind: 'paid', amount: 17.5, unit: 'hour', currency: 'CAD' },
  hoursPerWeek: 12,
  startDate: '2026-07-01',
  places: null,
  minimumAge: 15,
  postalCode: null,
  createdAt: '2026-01-02T03:04:05.000Z',
  viewCount: 3,
  _count: { applications: 1 },
  isSaved: false,
  isSchoolPartner: false,
  employerResponse: { ratePercent: 92, typicalDays: 4 },
  distanceKm: 8,
};
const page = { items: [job], nextCursor: null, total: 1, totalIsCapped: false, forAge: null, near: null };

const serializerFor = (schema: unknown, checkContract: boolean) =>
  createResponseSerializer({ checkContract })({ schema, method: 'GET', url: '/api/jobs', httpStatus: '200' } as never);

describe('compileFastWriter', () => {
  it('compiles every declared response, so none falls back to the slower zod writer', () => {
    const falling = ALL_ENDPOINTS.filter(({ endpoint }) => endpoint.response && !compileFastWriter(endpoint.response as z.core.$ZodType));
    expect(falling.map(({ name }) => name)).toEqual([]);
  });

  it('writes what JSON.stringify writes for a valid answer', () => {
    const write = compileFastWriter(jobsEndpoints.list.response)!;
    expect(JSON.parse(write(page))).toEqual(page);
  });

  it('leaves out fields the contract does not declare', () => {
    const write = compileFastWriter(jobsEndpoints.list.response)!;
    const written = JSON.parse(write({ ...page, items: [{ ...job, employerEmail: 'owner@example.test' }], secret: 1 }));
    expect(written.items[0]).not.toHaveProperty('employerEmail');
    expect(written).not.toHaveProperty('secret');
  });

  it('refuses an answer that lacks a required field', () => {
    const write = compileFastWriter(jobsEndpoints.list.response)!;
    const { title: _title, ...untitled } = job;
    expect(() => write({ ...page, items: [untitled] })).toThrow(/title/);
  });

  it('gives up (null) on a schema JSON Schema cannot describe', () => {
    expect(compileFastWriter(z.object({ at: z.date() }))).toBeNull();
  });
});

describe('createResponseSerializer', () => {
  it('checks the contract when asked: a wrong type fails', () => {
    const serialize = serializerFor(jobsEndpoints.list.response, true);
    expect(() => serialize({ ...page, total: 'many' })).toThrow();
  });

  it('in production writes without the zod check, still only declared fields', () => {
    const serialize = serializerFor(jobsEndpoints.list.response, false);
    expect(JSON.parse(serialize({ ...page, extra: true }))).toEqual(page);
  });

  it('falls back to zod for a schema with no JSON Schema', () => {
    const serialize = serializerFor(z.object({ at: z.date() }), false);
    expect(() => serialize({ at: 'not a date' })).toThrow();
  });
});
