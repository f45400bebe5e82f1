import { escapeHtml } from './html';
import { languageAlternates } from './language-versions';

// The sitemap protocol (sitemaps.org): at most 50,000 URLs per file; beyond that, a sitemap
// index points at several files.
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapUrl {
  loc: string;
  lastmod?: Date;
}

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/**
 * One entry per page: its bare address (the x-default, in the visitor's language) with its
 * language versions as hreflang alternates (language-versions.ts), so search engines list each
 * language's version for the people who read it.
 */
export function buildUrlSet(urls: SitemapUrl[]): string {
  const entries = urls.map((url) => {
    const lastmod = url.lastmod ? `<lastmod>${url.lastmod.toISOString()}</lastmod>` : '';
    const alternates = languageAlternates(url.loc)
      .map((alternate) => `<xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(alternate.href)}"/>`)
      .join('');
    return `  <url><loc>${escapeHtml(url.loc)}</loc>${lastmod}${alternates}</url>`;
  });
  return `${XML_HEADER}\n<urlset xmlns="${NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">\n${entries.join('\n')}\n</urlset>\n`;
}

export function buildSitemapIndex(locations: string[]): string {
  const entries = locations.map((loc) => `  <sitemap><loc>${escapeHtml(loc)}</loc></sitemap>`);
  return `${XML_HEADER}\n<sitemapindex xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

export function buildRobotsTxt(publicUrl: string, disallowed: readonly string[]): string {
  return ['User-agent: *', 'Allow: /', ...disallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}
