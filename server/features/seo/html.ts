// Escaping for text we put into the HTML the server sends. Job titles and descriptions are typed
// by employers, so every one of them is treated as hostile.

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Safe in element text and in quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/**
 * JSON that is safe inside a <script> element: `<` cannot start `</script>` or `<!--`, and the
 * line separators JavaScript treats as line ends are escaped too. JSON.parse gives back the same value.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Plain one-line text of at most `max` characters, cut at a word where possible. Non-breaking
 * spaces stay (French puts one before a colon).
 */
export function summarise(text: string, max = 160): string {
  const plain = text.replace(/[^\S\u00a0]+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * Puts `headTags` into the template's <head>: the template's own <title> and meta description
 * give way to the page's, everything else stays.
 */
export function injectIntoHead(template: string, headTags: string): string {
  const withoutDefaults = template.replace(/<title>[\s\S]*?<\/title>\s*/i, '').replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '');
  const headEnd = withoutDefaults.search(/<\/head>/i);
  if (headEnd === -1) return withoutDefaults;
  return `${withoutDefaults.slice(0, headEnd)}${headTags}\n  ${withoutDefaults.slice(headEnd)}`;
}

/** The page's <html lang> set to its language (added when the template has none). */
export function withHtmlLang(html: string, language: string): string {
  return /<html\b[^>]*\blang=/i.test(html)
    ? html.replace(/(<html\b[^>]*\blang=)(["'])[^"']*\2/i, (_tag, start: string, quote: string) => `${start}${quote}${language}${quote}`)
    : html.replace(/<html\b/i, () => `<html lang="${language}"`);
}
