import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_DATA_ELEMENT_ID, type PageDataEntry } from '@common/contracts/seo';
import { registerErrorHandler } from '@server/errors/error-handler';
import { seoRoutes } from '@server/features/seo/routes';
import { createJob } from '@server/seed/factories';
import { renderPage } from '@web/prerender/render-page';
import { createPersona } from './helpers/personas';
import { createTestApp, type TestApp } from './helpers/test-app';
import { INDEX_TEMPLATE } from './helpers/index-template';

// A visitor's job page is the built index.html with the job put into it (server/features/web/
// app-page.ts). Passed as a replacement string, each $`, $& or $' an employer typed copied
// (part of) the page into itself, and a description full of them made a page of megabytes. Each
// field the page renders carries every replacement pattern here; the page must stay the size of
// one with plain text, with the text as typed (escaped) where the plain text is, and one #root.

const TEMPLATE = INDEX_TEMPLATE;

const PATTERNS = "$` $& $' $1 $$ $<name> </script>";

let t: TestApp;
let seo: FastifyInstance;
let employerId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://firstrung.example' } });
  employerId = (await createPersona(t.app, 'employer')).userId!;
  // The seo routes as the app registers them, with the template and the app's renderer given
  // (API tests have no dist/ build; seo.test.ts does the same).
  seo = Fastify({ logger: false });
  seo.setValidatorCompiler(validatorCompiler);
  seo.setSerializerCompiler(serializerCompiler);
  seo.decorate('deps', t.app.deps);
  registerErrorHandler(seo);
  await seo.register(seoRoutes, { template: TEMPLATE, renderPage });
  await seo.ready();
});
afterAll(async () => {
  await seo.close();
  await t.close();
});

/** Each field's text: its own label, then every pattern; `dollar` stands for `$` (a plain letter gives the page to compare with). */
function postingText(dollar: string) {
  const text = (label: string) => `${label} ${PATTERNS.replaceAll('$', () => dollar)} ${label}-end`;
  return {
    title: text('Title'),
    companyName: text('Company'),
    description: `${text('Description')} ${'$`'.replaceAll('$', () => dollar).repeat(150)}`,
    location: text('Location'),
    city: text('City'),
    duration: text('Duration'),
    requirements: [text('Requirement')],
  };
}

/** As React writes text into HTML. */
const escapedText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;');

const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;

const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div><script type="module"/.exec(html)?.[1] ?? '';

function pageDataOf(html: string): PageDataEntry[] {
  const match = new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(html);
  return match ? (JSON.parse(match[1]!) as PageDataEntry[]) : [];
}

describe("a visitor's job page with replacement patterns in every field", () => {
  it('is the size of the same page with plain text, with each text as typed and one #root', async () => {
    const hostile = postingText('$');
    const plain = postingText('S');
    const hostileJob = await createJob(t.database.db, employerId, hostile);
    const plainJob = await createJob(t.database.db, employerId, plain);

    const page = (await seo.inject({ method: 'GET', url: `/jobs/${hostileJob.id}` })).body;
    const reference = (await seo.inject({ method: 'GET', url: `/jobs/${plainJob.id}` })).body;

    // `$` and `S` take the same room everywhere (HTML, JSON-LD, page data): only a few ids and
    // times differ between the two pages, never whole copies of the page.
    expect(Math.abs(page.length - reference.length)).toBeLessThan(200);
    expect(count(page, '<div id="root">')).toBe(1);
    expect(count(page, '<html')).toBe(1);
    expect(count(page, '</body>')).toBe(1);
    // The JSON-LD's, the page data's and the app's: the text's own `</script>` is escaped in each.
    expect(count(page, '</script>')).toBe(3);

    // Each text is in the HTML as typed, escaped, as often as the plain page shows its own (the
    // company name twice: under the title and among the facts), never expanded.
    const root = rootOf(page);
    const referenceRoot = rootOf(reference);
    const fields = { ...hostile, requirements: hostile.requirements[0]! };
    const plainFields = { ...plain, requirements: plain.requirements[0]! };
    for (const field of Object.keys(fields) as Array<keyof typeof fields>) {
      const shown = count(referenceRoot, escapedText(plainFields[field]));
      expect(shown, field).toBeGreaterThanOrEqual(1);
      expect(count(root, escapedText(fields[field])), field).toBe(shown);
    }

    // The page data carries the job exactly as typed.
    const [entry] = pageDataOf(page);
    expect((entry!.data as { job: Record<string, unknown> }).job).toMatchObject(hostile);
    // And the head's own tags write the title as typed, once.
    expect(count(page, `<title>${escapedText(hostile.title).replaceAll('&#x27;', '&#39;')} at `)).toBe(1);
  });
});
