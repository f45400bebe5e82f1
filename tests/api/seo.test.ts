import Fastify, { type FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_PAGE_PATHS, PAGE_DATA_ELEMENT_ID, type PageDataEntry } from '@common/contracts/seo';
import { utcOffsetIn } from '@common/zoned-calendar';
import { employerProfiles, users } from '@server/db/schema';
import { registerErrorHandler } from '@server/errors/error-handler';
import { seoRoutes, type SeoOptions } from '@server/features/seo/routes';
import { createEvent, createEventRegistration, createJob } from '@server/seed/factories';
import { renderPage } from '@web/prerender/render-page';
import { createPersona } from './helpers/personas';
import { createTestApp, type TestApp } from './helpers/test-app';
import { INDEX_TEMPLATE } from './helpers/index-template';

// The full app serves these routes from the built index.html, which API tests may not have; the
// job page is therefore tested on the real seo plugin and real database with a template given.
const TEMPLATE = INDEX_TEMPLATE;
const PUBLIC_URL = 'https://firstrung.example';

let t: TestApp;
let employerId: string;

async function seoApp(options: SeoOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', t.app.deps);
  registerErrorHandler(app);
  await app.register(seoRoutes, options);
  await app.ready();
  return app;
}

let seo: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
  const employer = await createPersona(t.app, 'employer');
  employerId = employer.userId!;
  await t.database.db
    .update(employerProfiles)
    .set({ region: 'Ontario', country: 'Canada', website: 'https://northbuild.example' })
    .where(eq(employerProfiles.userId, employerId));
  seo = await seoApp({ template: TEMPLATE });
});
afterAll(async () => {
  await seo.close();
  await t.close();
});

/** Every JSON-LD block of a page, parsed. */
function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
}

/** The API answers a page carries (PAGE_DATA_ELEMENT_ID), parsed. */
function pageDataOf(html: string): PageDataEntry[] {
  const match = new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(html);
  return match ? (JSON.parse(match[1]!) as PageDataEntry[]) : [];
}

describe('GET /jobs/:id', () => {
  it('sends the title, description, canonical link, Open Graph tags and a JobPosting in the HTML', async () => {
    const deadline = new Date(Date.now() + 30 * 86_400_000);
    const job = await createJob(t.database.db, employerId, {
      title: 'Carpentry Apprentice',
      companyName: 'NorthBuild Trades',
      city: 'Toronto',
      type: 'Apprenticeships',
      description: 'Learn framing and finishing alongside a licensed carpenter.',
      applicationDeadline: deadline,
    });
    const response = await seo.inject({ method: 'GET', url: `/jobs/${job.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    const html = response.body;
    expect(html).toContain('<title>Carpentry Apprentice at NorthBuild Trades | FirstRung</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('Default description.');
    expect(html).toContain('<meta name="description" content="NorthBuild Trades in Toronto: Learn framing and finishing');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/jobs/${job.id}" />`);
    expect(html).toContain('<meta property="og:title" content="Carpentry Apprentice at NorthBuild Trades | FirstRung" />');
    expect(html).toContain(`<meta property="og:url" content="${PUBLIC_URL}/jobs/${job.id}" />`);
    // The app itself is still there.
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('src="/assets/app.js"');

    const [posting] = jsonLdOf(html);
    expect(posting).toEqual({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Carpentry Apprentice',
      description: 'Learn framing and finishing alongside a licensed carpenter.',
      identifier: { '@type': 'PropertyValue', name: 'NorthBuild Trades', value: job.id },
      datePosted: job.createdAt.toISOString(),
      validThrough: deadline.toISOString(),
      employmentType: 'OTHER',
      directApply: true,
      hiringOrganization: { '@type': 'Organization', name: 'NorthBuild Trades', sameAs: 'https://northbuild.example' },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', streetAddress: 'Downtown', addressLocality: 'Toronto', addressRegion: 'Ontario', addressCountry: 'CA' },
      },
      url: `${PUBLIC_URL}/jobs/${job.id}`,
    });
  });

  it('maps job types to schema.org employment types and leaves out what is unknown', async () => {
    const other = await createPersona(t.app, 'employer');
    const cases = { 'Full Time': 'FULL_TIME', 'Part Time': 'PART_TIME', 'Work Experience (After School)': 'INTERN', Seasonal: 'TEMPORARY' };
    for (const [type, expected] of Object.entries(cases)) {
      const job = await createJob(t.database.db, other.userId!, { type, city: 'Vancouver' });
      const [posting] = jsonLdOf((await seo.inject({ method: 'GET', url: `/jobs/${job.id}` })).body);
      expect(posting!.employmentType, type).toBe(expected);
      // No deadline, no region or country on this employer's profile: left out, not guessed.
      expect(posting).not.toHaveProperty('validThrough');
      expect((posting!.jobLocation as { address: object }).address).toEqual({
        '@type': 'PostalAddress',
        streetAddress: 'Downtown',
        addressLocality: 'Vancouver',
      });
      // No pay, start date, places or logo stated: none sent.
      for (const property of ['baseSalary', 'jobStartDate', 'totalJobOpenings']) expect(posting, property).not.toHaveProperty(property);
      expect(posting!.hiringOrganization).not.toHaveProperty('logo');
    }
  });

  it("carries the pay, direct application, the employer's logo and the workplace's postal address", async () => {
    const owner = await createPersona(t.app, 'employer');
    await t.database.db
      .update(users)
      .set({ image: `/api/profile-images/${owner.userId}?v=1700000000000` })
      .where(eq(users.id, owner.userId!));
    const job = await createJob(t.database.db, owner.userId!, {
      location: '120 River Road',
      city: 'Ottawa',
      postalCode: 'K1P 1J1',
      payKind: 'paid',
      payAmountCents: 1750,
      payUnit: 'hour',
      payCurrency: 'CAD',
      startDate: '2027-07-02',
      places: 3,
    });
    const [posting] = jsonLdOf((await seo.inject({ method: 'GET', url: `/jobs/${job.id}` })).body);
    expect(posting).toMatchObject({
      directApply: true,
      baseSalary: { '@type': 'MonetaryAmount', currency: 'CAD', value: { '@type': 'QuantitativeValue', value: 17.5, unitText: 'HOUR' } },
      jobStartDate: '2027-07-02',
      totalJobOpenings: 3,
      hiringOrganization: { logo: `${PUBLIC_URL}/api/profile-images/${owner.userId}?v=1700000000000` },
      jobLocation: { address: { streetAddress: '120 River Road', addressLocality: 'Ottawa', postalCode: 'K1P 1J1' } },
    });
    // Unpaid work has no salary to show (a salary of 0 would read as a wage).
    const unpaid = await createJob(t.database.db, owner.userId!, { payKind: 'unpaid' });
    const [unpaidPosting] = jsonLdOf((await seo.inject({ method: 'GET', url: `/jobs/${unpaid.id}` })).body);
    expect(unpaidPosting).not.toHaveProperty('baseSalary');
  });

  it('keeps a hostile title inside its script and attributes', async () => {
    const title = '</script><script>alert("x")</script> & \'quotes\' <b>';
    const job = await createJob(t.database.db, employerId, { title, description: 'Line one\u2028line two </SCRIPT>' });
    const html = (await seo.inject({ method: 'GET', url: `/jobs/${job.id}` })).body;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>');
    expect(html.match(/<\/script>/gi)).toHaveLength(3); // the JSON-LD's, the page data's and the app's
    expect(html).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39; &lt;b&gt; at');
    const [posting] = jsonLdOf(html);
    expect(posting!.title).toBe(title);
    expect(posting!.description).toBe('Line one\u2028line two </SCRIPT>');
    expect((pageDataOf(html)[0]!.data as { job: { title: string } }).job.title).toBe(title);
  });

  it('sends the plain app for an inactive, expired, unknown or malformed id', async () => {
    const inactive = await createJob(t.database.db, employerId, { isActive: false });
    const expired = await createJob(t.database.db, employerId, { applicationDeadline: new Date(Date.now() - 86_400_000) });
    for (const id of [inactive.id, expired.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await seo.inject({ method: 'GET', url: `/jobs/${id}` });
      expect(response.statusCode, id).toBe(200);
      expect(response.body, id).toBe(TEMPLATE.replace('<html', '<html data-visitor'));
    }
  });

  it("marks the page as a visitor's only when the request has no session cookie, and keeps it private", async () => {
    const job = await createJob(t.database.db, employerId);
    const visitor = await seo.inject({ method: 'GET', url: `/jobs/${job.id}` });
    expect(visitor.body).toContain('<html data-visitor lang="en">');
    expect(visitor.headers['cache-control']).toBe('private, no-cache');
    expect(visitor.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
    const withSession = await seo.inject({ method: 'GET', url: `/jobs/${job.id}`, headers: { cookie: 'firstrung.session_token=abc' } });
    expect(withSession.body).toContain('<html lang="en">');
    expect(withSession.body).not.toContain('data-visitor');
  });

  it("carries, in a visitor's page, the job as the API answers a visitor, and counts that one view", async () => {
    const job = await createJob(t.database.db, employerId, { title: 'Bakery Assistant' });
    const entries = pageDataOf((await seo.inject({ method: 'GET', url: `/jobs/${job.id}` })).body);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.key).toEqual(['/api/jobs/:id', { id: job.id }, {}]);
    // The API's answer, asked for next, counts a second view: otherwise the two are the same.
    const fromApi = (await t.app.inject({ method: 'GET', url: `/api/jobs/${job.id}` })).json() as { job: { viewCount: number } };
    expect(fromApi.job.viewCount).toBe(2);
    expect(entries[0]!.data).toEqual({ ...fromApi, job: { ...fromApi.job, viewCount: 1 } });
  });

  it('sends no job data to a signed-in user, whose answer depends on who they are', async () => {
    const job = await createJob(t.database.db, employerId);
    const withSession = await seo.inject({ method: 'GET', url: `/jobs/${job.id}`, headers: { cookie: 'firstrung.session_token=abc' } });
    expect(withSession.body).toContain('<link rel="canonical"');
    expect(pageDataOf(withSession.body)).toEqual([]);
    const fromApi = (await t.app.inject({ method: 'GET', url: `/api/jobs/${job.id}` })).json() as { job: { viewCount: number } };
    expect(fromApi.job.viewCount).toBe(1);
  });
});

// With a build, the server renders a visitor's job page with the app itself (dist/prerender, the
// bundle of web/prerender/render-page.tsx); here that module from its source (docs/decisions/033).
describe("a visitor's job page rendered by the server", () => {
  let rendering: FastifyInstance;
  beforeAll(async () => {
    rendering = await seoApp({ template: TEMPLATE, renderPage });
  });
  afterAll(async () => rendering.close());

  /** What the server put inside #root. */
  const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div><script type="module"/.exec(html)?.[1] ?? '';

  it('has the job in its HTML, with the data and the moment it was rendered from, in the request’s language', async () => {
    const job = await createJob(t.database.db, employerId, {
      title: 'Greenhouse Helper',
      description: 'Water, pot and label seedlings with our growers.',
    });
    const english = await rendering.inject({ method: 'GET', url: `/jobs/${job.id}` });
    const root = rootOf(english.body);
    expect(root).toContain('Greenhouse Helper');
    expect(root).toContain('Water, pot and label seedlings with our growers.');
    expect(root).toContain('About this opportunity');
    expect(english.body).toMatch(/<html data-visitor data-rendered-at="\d{4}-\d\d-\d\dT[^"]+Z" lang="en">/);
    // The visit is counted in the data the page comes with, but a visitor is not shown the view
    // count (the employer's figure: docs/product/jobs.md#detail); the facts of the work are listed.
    const [entry] = pageDataOf(english.body);
    expect(entry!.data).toMatchObject({ job: { viewCount: 1 }, viewer: { seesViews: false } });
    expect(root).not.toContain('Views</dt>');
    expect(root).toMatch(/Minimum age<\/dt><dd class="[^"]*">No minimum age<\/dd>/);

    const french = await rendering.inject({ method: 'GET', url: `/jobs/${job.id}?lang=fr` });
    expect(rootOf(french.body)).toContain('À propos de cette offre');
    expect(rootOf(french.body)).toContain('Water, pot and label seedlings with our growers.');
  });

  it('renders English and French requests that arrive together each in its own language', async () => {
    const job = await createJob(t.database.db, employerId, { title: 'Library Page' });
    const pages = await Promise.all(
      ['en', 'fr', 'en', 'fr'].map((language) =>
        rendering.inject({ method: 'GET', url: `/jobs/${job.id}`, headers: { 'accept-language': language } }),
      ),
    );
    pages.forEach((page, index) => {
      const french = index % 2 === 1;
      expect(rootOf(page.body)).toContain(french ? 'À propos de cette offre' : 'About this opportunity');
      expect(rootOf(page.body)).not.toContain(french ? 'About this opportunity' : 'À propos de cette offre');
    });
  });

  it("writes the dates in the time zone the reader's browser remembered, and in UTC without one", async () => {
    // The end of June 30 in Toronto: already July 1 in UTC.
    const job = await createJob(t.database.db, employerId, {
      title: 'Summer Camp Helper',
      applicationDeadline: new Date('2027-07-01T03:59:59.000Z'),
    });
    const deadlineIn = (html: string) => /Application deadline<\/dt><dd[^>]*>([^<]+)</.exec(rootOf(html))?.[1];

    const inUtc = await rendering.inject({ method: 'GET', url: `/jobs/${job.id}` });
    expect(deadlineIn(inUtc.body)).toBe('July 1, 2027');
    expect(inUtc.body).not.toContain('data-time-zone');

    const inToronto = await rendering.inject({ method: 'GET', url: `/jobs/${job.id}`, headers: { cookie: 'firstrung_tz=America%2FToronto' } });
    expect(deadlineIn(inToronto.body)).toBe('June 30, 2027');
    const renderedAt = new Date(/data-rendered-at="([^"]+)"/.exec(inToronto.body)![1]!);
    expect(inToronto.body).toContain(`data-time-zone="America/Toronto" data-time-zone-offset="${utcOffsetIn('America/Toronto', renderedAt)}"`);

    // What no browser wrote: not a zone, so UTC.
    for (const cookie of ['firstrung_tz=Mars%2FOlympus_Mons', 'firstrung_tz=%E0%A4%A', 'firstrung_tz=America%2FToronto%22%3E%3Cb%3E']) {
      const page = await rendering.inject({ method: 'GET', url: `/jobs/${job.id}`, headers: { cookie } });
      expect(page.statusCode, cookie).toBe(200);
      expect(deadlineIn(page.body), cookie).toBe('July 1, 2027');
      expect(page.body, cookie).not.toContain('data-time-zone');
    }
  });

  it('leaves a signed-in user’s page for the browser to render', async () => {
    const job = await createJob(t.database.db, employerId, { title: 'Front Desk Helper' });
    const withSession = await rendering.inject({ method: 'GET', url: `/jobs/${job.id}`, headers: { cookie: 'firstrung.session_token=abc' } });
    expect(withSession.body).toContain('<div id="root"></div>');
    expect(withSession.body).not.toContain('data-rendered-at');
  });
});

describe('the job page in French', () => {
  const NB = '\u00a0';
  let jobId: string;
  beforeAll(async () => {
    const job = await createJob(t.database.db, employerId, {
      title: 'Carpentry Apprentice',
      companyName: 'NorthBuild Trades',
      city: 'Toronto',
      description: 'Learn framing and finishing alongside a licensed carpenter.',
    });
    jobId = job.id;
  });

  it('answers ?lang=fr in French: <html lang>, the fixed words and og:locale; the employer’s words as written', async () => {
    const html = (await seo.inject({ method: 'GET', url: `/jobs/${jobId}?lang=fr` })).body;
    expect(html).toContain('<html data-visitor lang="fr">');
    expect(html).toContain('<title>Carpentry Apprentice chez NorthBuild Trades | FirstRung</title>');
    expect(html).toContain(`<meta name="description" content="NorthBuild Trades à Toronto${NB}: Learn framing and finishing`);
    expect(html).toContain('<meta property="og:locale" content="fr_CA" />');
    // Its own address is the French version's; the alternates name every version.
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/jobs/${jobId}?lang=fr" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${PUBLIC_URL}/jobs/${jobId}?lang=en" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="fr" href="${PUBLIC_URL}/jobs/${jobId}?lang=fr" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/jobs/${jobId}" />`);
    const [posting] = jsonLdOf(html);
    expect(posting).toMatchObject({ title: 'Carpentry Apprentice', description: 'Learn framing and finishing alongside a licensed carpenter.' });
  });

  it('answers the bare address in the browser’s language, with the bare address as canonical', async () => {
    const html = (await seo.inject({ method: 'GET', url: `/jobs/${jobId}`, headers: { 'accept-language': 'fr-CA,fr;q=0.9' } })).body;
    expect(html).toContain('<html data-visitor lang="fr">');
    expect(html).toContain('<title>Carpentry Apprentice chez NorthBuild Trades | FirstRung</title>');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/jobs/${jobId}" />`);
  });

  it('stays English by default and for ?lang=en, with the same alternates', async () => {
    for (const url of [`/jobs/${jobId}`, `/jobs/${jobId}?lang=en`]) {
      const html = (await seo.inject({ method: 'GET', url, headers: url.endsWith('en') ? { 'accept-language': 'fr' } : {} })).body;
      expect(html, url).toContain('<html data-visitor lang="en">');
      expect(html, url).toContain('<title>Carpentry Apprentice at NorthBuild Trades | FirstRung</title>');
      expect(html, url).toContain('<meta property="og:locale" content="en_CA" />');
      expect(html, url).toContain(`<link rel="alternate" hreflang="fr" href="${PUBLIC_URL}/jobs/${jobId}?lang=fr" />`);
    }
  });

  it('sends the events page and the plain app for an unknown posting with <html lang> in the language', async () => {
    const events = await seo.inject({ method: 'GET', url: '/events?lang=fr' });
    expect(events.body).toContain('<html data-visitor lang="fr">');
    const unknown = await seo.inject({ method: 'GET', url: '/jobs/not-a-uuid', headers: { cookie: 'firstrung_lang=fr' } });
    expect(unknown.body).toBe(TEMPLATE.replace('<html lang="en"', '<html data-visitor lang="fr"'));
  });
});

describe('GET /events', () => {
  it("carries, in a visitor's page, the first page of events as the API answers a visitor, marked as a paged list", async () => {
    const upcoming = await createEvent(t.database.db, { title: 'Trades Open House' });
    await createEvent(t.database.db, { title: 'Last Year Fair', eventDate: new Date(Date.now() - 30 * 86_400_000) });
    // Someone's registration: counted in the visitor's list, never named in it.
    await createEventRegistration(t.database.db, upcoming.id, employerId);
    const page = await seo.inject({ method: 'GET', url: '/events' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html data-visitor lang="en">');
    expect(page.headers['cache-control']).toBe('private, no-cache');
    const entries = pageDataOf(page.body);
    expect(entries).toHaveLength(1);
    // The key the events page's list asks under (web/features/events/api/get-events.ts): no params, no query.
    expect(entries[0]!.key).toEqual(['/api/events', {}, {}]);
    expect(entries[0]!.paged).toBe(true);
    const fromApi = (await t.app.inject({ method: 'GET', url: '/api/events' })).json() as { items: Array<Record<string, unknown>> };
    expect(entries[0]!.data).toEqual(fromApi);
    const first = fromApi.items.find((item) => item.id === upcoming.id);
    expect(first).toMatchObject({ title: 'Trades Open House', registrationCount: 1, myRegistration: null, isPast: false });
    expect(first).not.toHaveProperty('registrations');
    expect(fromApi.items.map((item) => item.title)).toContain('Last Year Fair');
  });

  it('sends no events data to a signed-in user, whose list shows their own registrations', async () => {
    const withSession = await seo.inject({ method: 'GET', url: '/events', headers: { cookie: 'firstrung.session_token=abc' } });
    expect(withSession.statusCode).toBe(200);
    expect(withSession.body).toBe(TEMPLATE);
    expect(pageDataOf(withSession.body)).toEqual([]);
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the public pages and the listed postings with lastmod, and no closed ones', async () => {
    const job = await createJob(t.database.db, employerId, { title: 'Sitemap Job' });
    const closed = await createJob(t.database.db, employerId, { isActive: false });
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/xml/);
    const xml = response.body;
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    for (const path of ['/', '/jobs', '/events', ...Object.values(CONTENT_PAGE_PATHS)]) {
      expect(xml).toContain(`<loc>${PUBLIC_URL}${path}</loc>`);
    }
    const jobUrl = `${PUBLIC_URL}/jobs/${job.id}`;
    expect(xml).toContain(
      `<url><loc>${jobUrl}</loc><lastmod>${job.updatedAt.toISOString()}</lastmod>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${jobUrl}?lang=en"/>` +
        `<xhtml:link rel="alternate" hreflang="fr" href="${jobUrl}?lang=fr"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${jobUrl}"/></url>`,
    );
    expect(xml).not.toContain(closed.id);
    expect(xml).not.toContain('/admin');
  });

  it('names the English and French version of every page, and the bare address as x-default', async () => {
    const xml = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
    expect(entries.length).toBeGreaterThan(Object.values(CONTENT_PAGE_PATHS).length);
    for (const entry of entries) {
      const loc = /<loc>([^<]+)<\/loc>/.exec(entry)![1]!;
      const alternates = [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((match) => [
        match[1],
        match[2],
      ]);
      expect(alternates, loc).toEqual([
        ['en', `${loc}?lang=en`],
        ['fr', `${loc}?lang=fr`],
        ['x-default', loc],
      ]);
    }
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="fr" href="${PUBLIC_URL}/?lang=fr"/>`);
  });

  it('becomes a sitemap index over several files when there are more URLs than one file may hold', async () => {
    const small = await seoApp({ template: TEMPLATE, sitemapMaxUrls: 5 });
    try {
      const index = (await small.inject({ method: 'GET', url: '/sitemap.xml' })).body;
      expect(index).toContain('<sitemapindex');
      const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(PUBLIC_URL, ''));
      expect(files[0]).toBe('/sitemaps/pages.xml');
      const jobUrls: string[] = [];
      for (const file of files.slice(1)) {
        const part = await small.inject({ method: 'GET', url: file });
        expect(part.statusCode, file).toBe(200);
        const locs = [...part.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
        expect(locs.length).toBeLessThanOrEqual(5);
        jobUrls.push(...locs);
      }
      const full = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
      const fullJobUrls = [...full.matchAll(/<loc>([^<]+\/jobs\/[^<]+)<\/loc>/g)].map((match) => match[1]!);
      expect(jobUrls.sort()).toEqual(fullJobUrls.sort());
      const pages = (await small.inject({ method: 'GET', url: '/sitemaps/pages.xml' })).body;
      expect(pages).toContain(`<loc>${PUBLIC_URL}/privacy</loc>`);
      expect((await small.inject({ method: 'GET', url: `/sitemaps/jobs-${files.length}.xml` })).statusCode).toBe(404);
      expect((await small.inject({ method: 'GET', url: '/sitemaps/other.xml' })).statusCode).toBe(404);
    } finally {
      await small.close();
    }
  });
});

describe('GET /robots.txt', () => {
  it('allows crawling except the API and the signed-in areas, and names the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/plain/);
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    for (const path of ['/api/', '/admin', '/employer-dashboard']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});
