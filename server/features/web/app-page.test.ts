import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { jsonForScript } from '../seo/html';
import { renderAppPage, SITE_DESCRIPTION_TAG } from './app-page';

const TEMPLATE = '<!doctype html>\n<html lang="en">\n<head><title>FirstRung</title></head>\n<body><div id="root"></div></body>\n</html>';

describe('renderAppPage', () => {
  it("marks a visitor's page and leaves a signed-in page as built", () => {
    expect(renderAppPage(TEMPLATE, { visitor: true, language: 'en' })).toContain('<html data-visitor lang="en">');
    expect(renderAppPage(TEMPLATE, { visitor: false, language: 'en' })).toBe(TEMPLATE);
  });

  it('names the language the page is sent in, whatever the template said', () => {
    expect(renderAppPage(TEMPLATE, { visitor: true, language: 'fr' })).toContain('<html data-visitor lang="fr">');
    expect(renderAppPage(TEMPLATE, { visitor: false, language: 'fr' })).toContain('<html lang="fr">');
    expect(renderAppPage('<html><body><div id="root"></div></body></html>', { visitor: false, language: 'fr' })).toContain('<html lang="fr">');
  });

  it("describes the site in the page's language, leaving a page's own description alone", () => {
    const built = fs.readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8');
    expect(built).toContain(SITE_DESCRIPTION_TAG('en'));
    const french = renderAppPage(built, { visitor: true, language: 'fr' });
    expect(french).toContain('<meta name="description" content="FirstRung aide les jeunes à trouver des stages et des apprentissages." />');
    expect(french).not.toContain(SITE_DESCRIPTION_TAG('en'));
    const ownDescription = '<html><head><meta name="description" content="Cashier at Maple Market" /></head><body></body></html>';
    expect(renderAppPage(ownDescription, { visitor: true, language: 'fr' })).toContain('content="Cashier at Maple Market"');
  });

  it('puts a rendered body inside the root element', () => {
    expect(renderAppPage(TEMPLATE, { visitor: true, language: 'en' }, { body: '<main><h1>Hello</h1></main>' })).toContain(
      '<div id="root"><main><h1>Hello</h1></main></div>',
    );
  });

  it("puts a body and page data in as they are: $`, $&, $' and $1 are text, not replacement patterns", () => {
    const text = "$` $& $' $1 $$ $<x>";
    const page = renderAppPage(
      TEMPLATE,
      { visitor: true, language: 'en' },
      { body: `<p>${text}</p>`, data: [{ key: ['/api/x', {}, {}], data: text }] },
    );
    expect(page).toContain(`<div id="root"><p>${text}</p></div>`);
    expect(page).toContain(`>${jsonForScript([{ key: ['/api/x', {}, {}], data: text }])}</script>`);
    expect(page.split('<div id="root">')).toHaveLength(2);
    expect(page.length).toBeLessThan(TEMPLATE.length + 300);
  });

  it('says when a body was rendered for this request, for the browser to show the clock as of then', () => {
    const renderedAt = new Date('2026-11-24T12:00:00.000Z');
    expect(renderAppPage(TEMPLATE, { visitor: true, language: 'fr' }, { body: '<main></main>', renderedAt })).toContain(
      '<html data-visitor data-rendered-at="2026-11-24T12:00:00.000Z" lang="fr">',
    );
  });

  it("names the reader's time zone a body's dates were written in, with its offset then", () => {
    const renderedAt = new Date('2026-11-24T12:00:00.000Z');
    const page = renderAppPage(
      TEMPLATE,
      { visitor: true, language: 'en' },
      { body: '<main></main>', renderedAt, dateZone: { name: 'America/Toronto', offset: 300 } },
    );
    expect(page).toContain(
      '<html data-visitor data-rendered-at="2026-11-24T12:00:00.000Z" data-time-zone="America/Toronto" data-time-zone-offset="300" lang="en">',
    );
    expect(renderAppPage(TEMPLATE, { visitor: true, language: 'en' }, { body: '<main></main>', renderedAt })).not.toContain('data-time-zone');
  });
});

describe('sendCompressedAppPage', () => {
  it('compresses a page over 1 KB for a browser that accepts brotli or gzip, and not otherwise', async () => {
    const { default: Fastify } = await import('fastify');
    const zlib = await import('node:zlib');
    const { sendCompressedAppPage } = await import('./app-page');
    const app = Fastify();
    const body = `<main>${'<p>Work experience near you.</p>'.repeat(100)}</main>`;
    app.get('/', (request, reply) => sendCompressedAppPage(request, reply, TEMPLATE, { body }));
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain(body);
    const gzip = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain(body);
    const plain = await app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain(body);
    await app.close();
  });
});
