import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '@server/errors/error-handler';
import { seoRoutes } from '@server/features/seo/routes';
import type { PageRenderer } from '@server/features/web/web-build';
import { createJob } from '@server/seed/factories';
import { renderPage } from '@web/prerender/render-page';
import { createPersona } from './helpers/personas';
import { createTestApp, type TestApp } from './helpers/test-app';

// The reader's time zone cookie (docs/decisions/034) is client input: any letter case of a zone
// name passed the check, was written back into the page as sent, made a formatter of its own in a
// map that was never trimmed, and missed the job page's render cache. A zone is now one canonical
// name, whatever its spelling, and everything kept per zone is kept under that name.

const TEMPLATE = '<!doctype html>\n<html lang="en"><head><title>FirstRung</title></head><body><div id="root"></div></body></html>';

let t: TestApp;
let seo: FastifyInstance;
let employerId: string;
/** The pages the renderer was asked for. */
const rendered: Array<string | undefined> = [];

beforeAll(async () => {
  t = await createTestApp();
  employerId = (await createPersona(t.app, 'employer')).userId!;
  const countingRenderer: PageRenderer = (pagePath, language, options) => {
    rendered.push(options.timeZone);
    return renderPage(pagePath, language, options);
  };
  seo = Fastify({ logger: false });
  seo.setValidatorCompiler(validatorCompiler);
  seo.setSerializerCompiler(serializerCompiler);
  seo.decorate('deps', t.app.deps);
  registerErrorHandler(seo);
  await seo.register(seoRoutes, { template: TEMPLATE, renderPage: countingRenderer });
  await seo.ready();
});
afterAll(async () => {
  await seo.close();
  await t.close();
});

/** `name` in a letter case of its own: each `i` gives another mix of upper and lower case. */
const caseVariant = (name: string, i: number) =>
  [...name].map((char, index) => ((i >> (index % 12)) & 1 ? char.toUpperCase() : char.toLowerCase())).join('');

const visit = (jobId: string, zone: string) =>
  seo.inject({ method: 'GET', url: `/jobs/${jobId}`, headers: { cookie: `firstrung_tz=${encodeURIComponent(zone)}` } });

const zoneOf = (html: string) => /data-time-zone="([^"]*)"/.exec(html)?.[1];
const deadlineIn = (html: string) => /Application deadline<\/dt><dd[^>]*>([^<]+)</.exec(html)?.[1];

describe('the time zone cookie', () => {
  it('writes any letter case of a zone as its one canonical name, and dates in that zone', async () => {
    // The end of June 30 in Toronto: already July 1 in UTC.
    const job = await createJob(t.database.db, employerId, { applicationDeadline: new Date('2027-07-01T03:59:59.000Z') });
    for (const zone of ['america/toronto', 'AMERICA/TORONTO', 'aMeRiCa/ToRoNtO']) {
      const page = (await visit(job.id, zone)).body;
      expect(zoneOf(page), zone).toBe('America/Toronto');
      expect(deadlineIn(page), zone).toBe('June 30, 2027');
    }
    const buenosAires = (await visit(job.id, 'aMeRiCa/ArGeNtInA/bUeNoS_aIrEs')).body;
    expect(Intl.supportedValuesOf('timeZone')).toContain(zoneOf(buenosAires));
  });

  it('renders a posting once for every spelling of one zone: the render cache is keyed by the canonical name', async () => {
    const job = await createJob(t.database.db, employerId, { title: 'Museum Guide' });
    rendered.length = 0;
    const zone = 'America/Argentina/Buenos_Aires';
    const zones = new Set<string | undefined>();
    for (let i = 0; i < 40; i += 1) {
      const response = await visit(job.id, caseVariant(zone, i));
      expect(response.statusCode).toBe(200);
      zones.add(zoneOf(response.body));
    }
    expect(zones.size).toBe(1);
    expect(rendered).toHaveLength(1);
  });

  it('ignores a name that is no zone in any case, as before: the page is in UTC', async () => {
    const job = await createJob(t.database.db, employerId, { applicationDeadline: new Date('2027-07-01T03:59:59.000Z') });
    for (const zone of ['Mars/Olympus_Mons', 'mArS/oLyMpUs_MoNs', 'America/Toronto/x', 'America/Toronto"><b>']) {
      const page = (await visit(job.id, zone)).body;
      expect(page, zone).not.toContain('data-time-zone');
      expect(deadlineIn(page), zone).toBe('July 1, 2027');
    }
  });
});
