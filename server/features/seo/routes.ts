import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_PAGE_PATHS, ROBOTS_DISALLOWED_PATHS } from '@common/contracts/seo';
import { isLanguage } from '@common/languages';
import { hasSessionCookie } from '../../auth/session-cookie';
import { requestLanguage } from '../../http/request-language';
import { requestTimeZone } from '../../http/request-time-zone';
import { UUID } from '../../http/keyset';
import { visitorEventsPageData } from '../events/events-page-data';
import { readJobDetail } from '../jobs/job-detail';
import { injectIntoHead, withHtmlLang } from './html';
import { languageVersionUrl } from './language-versions';
import { sendAppPage } from '../web/app-page';
import { signedInPageData } from '../web/signed-in-page-data';
import { createIndexTemplateLoader, createPageRendererLoader, type PageRenderer } from '../web/web-build';
import { createJobPageRenderer } from './job-page-html';
import { jobPageHeadTags, jobPageUrl } from './job-posting';
import { countListedJobs, findListedJob, listListedJobs } from './seo-repository';
import { buildRobotsTxt, buildSitemapIndex, buildUrlSet, SITEMAP_MAX_URLS, type SitemapUrl } from './sitemap';

export interface SeoOptions {
  /** The app's index.html; by default the built one (dist/web), read on first use. */
  template?: string;
  /** With `template`: what renders a visitor's job page to HTML (none by default); else the build's (dist/prerender), loaded on first use. */
  renderPage?: PageRenderer;
  /** URLs per sitemap file (the protocol's 50,000; smaller in tests). */
  sitemapMaxUrls?: number;
}

const jobPageParams = z.object({ id: z.string() });
/** `?lang=` names the page's language version (language-versions.ts); anything else is ignored. */
const jobPageQuery = z.object({ lang: z.unknown().optional() });
const sitemapFileParams = z.object({ file: z.string() });

/**
 * What lets search engines list our postings (docs/product/public-pages.md): /jobs/{id} sent
 * with its title, description and schema.org JobPosting already in the HTML (crawlers that run no
 * scripts see them), /sitemap.xml and /robots.txt; and /events, which a visitor gets with its
 * first page of events. All public web pages, none under /api, so they are plain routes rather
 * than declared endpoints.
 */
export async function seoRoutes(fastify: FastifyInstance, options: SeoOptions = {}): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  const { publicUrl } = config;
  const loadTemplate = options.template === undefined ? createIndexTemplateLoader() : () => options.template;
  const maxUrls = options.sitemapMaxUrls ?? SITEMAP_MAX_URLS;
  const { renderPage } = options;
  const loadRenderer =
    options.template === undefined
      ? createPageRendererLoader((error) => app.log.error({ err: error }, 'the page renderer did not load: job pages go without their HTML'))
      : () => Promise.resolve(renderPage);
  const jobPageParts = createJobPageRenderer(loadRenderer, (error) => app.log.error({ err: error }, 'a job page went without its HTML'));

  app.get('/jobs/:id', { schema: { hide: true, params: jobPageParams, querystring: jobPageQuery } }, async (request, reply) => {
    const template = loadTemplate();
    // No web build: the usual not-found handling (which serves the app when there is one).
    if (template === undefined) return reply.callNotFound();
    const { id } = request.params;
    const job = UUID.test(id) ? await findListedJob(db, id) : undefined;
    // Unknown or closed posting: the plain app, which shows its own not-found page.
    // The page in the request's language: its <html lang>, and the fixed words of its head.
    const language = requestLanguage(request);
    const localised = withHtmlLang(template, language);
    if (!job) return sendAppPage(request, reply, localised);
    const asked = isLanguage(request.query.lang) ? request.query.lang : undefined;
    const canonical = asked ? languageVersionUrl(jobPageUrl(publicUrl, id), asked) : jobPageUrl(publicUrl, id);
    const page = injectIntoHead(localised, jobPageHeadTags(job, publicUrl, language, canonical));
    if (hasSessionCookie(request)) return sendAppPage(request, reply, page, { data: await signedInPageData(app, request) });
    // A visitor's page carries the job as the API would answer it (which counts the view), so the
    // browser renders it at once instead of asking first; and that job already rendered to HTML,
    // so it paints before the page's code has run (docs/decisions/033). A signed-in user's page
    // depends on who they are: theirs is rendered by the browser.
    const detail = await readJobDetail(db, id, null);
    if (!detail) return sendAppPage(request, reply, page);
    // Its dates in the reader's time zone when the browser remembered it (docs/decisions/034).
    return sendAppPage(request, reply, page, await jobPageParts(id, language, detail, requestTimeZone(request)));
  });

  app.get('/events', { schema: { hide: true } }, async (request, reply) => {
    const loaded = loadTemplate();
    if (loaded === undefined) return reply.callNotFound();
    const template = withHtmlLang(loaded, requestLanguage(request));
    // A signed-in user's list shows their own registration (an admin's, everyone's): theirs to ask for.
    if (hasSessionCookie(request)) return sendAppPage(request, reply, template, { data: await signedInPageData(app, request) });
    // A visitor's page carries the list's first page, so its largest paint does not wait for a
    // round trip after the script. Without it (the database did not answer) the page asks as before.
    const data = await visitorEventsPageData(db).catch((error: unknown) => {
      request.log.warn({ err: error }, 'the events page goes without its data');
      return undefined;
    });
    return sendAppPage(request, reply, template, { data: data && [data] });
  });

  const pageUrls = (): SitemapUrl[] => PUBLIC_PAGE_PATHS.map((path) => ({ loc: `${publicUrl}${path}` }));
  const jobUrls = async (offset: number, limit: number): Promise<SitemapUrl[]> =>
    (await listListedJobs(db, offset, limit)).map((job) => ({ loc: jobPageUrl(publicUrl, job.id), lastmod: job.updatedAt }));

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const jobCount = await countListedJobs(db);
    const pages = pageUrls();
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    if (pages.length + jobCount <= maxUrls) return buildUrlSet([...pages, ...(await jobUrls(0, jobCount))]);
    // Too many for one file: an index of the pages file and as many job files as needed.
    const jobFiles = Math.ceil(jobCount / maxUrls);
    const files = ['pages.xml', ...Array.from({ length: jobFiles }, (_, i) => `jobs-${i + 1}.xml`)];
    return buildSitemapIndex(files.map((file) => `${publicUrl}/sitemaps/${file}`));
  });

  app.get('/sitemaps/:file', { schema: { hide: true, params: sitemapFileParams } }, async (request, reply) => {
    const { file } = request.params;
    const jobFile = /^jobs-([1-9]\d{0,5})\.xml$/.exec(file);
    if (file !== 'pages.xml' && !jobFile) return reply.callNotFound();
    const urls = jobFile ? await jobUrls((Number(jobFile[1]) - 1) * maxUrls, maxUrls) : pageUrls();
    if (jobFile && urls.length === 0) return reply.callNotFound();
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(buildUrlSet(urls));
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(buildRobotsTxt(publicUrl, ROBOTS_DISALLOWED_PATHS)),
  );
}
