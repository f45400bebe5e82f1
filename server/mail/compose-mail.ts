import { mailT } from './mail-i18n';
import { plainName } from './plain-name';

/** What a feature says in an e-mail; every text already translated (mailT). */
export interface MailContent {
  language?: string;
  subject: string;
  /**
   * The recipient's first name, for the greeting, once their address is confirmed; none: a
   * greeting without a name. Whatever reads as an address in it is left out (plain-name.ts).
   */
  name?: string | null;
  paragraphs: string[];
  /** One button (and its address written out in the plain-text part). */
  action?: { label: string; url: string };
  /** Further links after the button, each a plain link with its address in the plain-text part. */
  links?: Array<{ label: string; url: string }>;
  /**
   * A non-essential message: the page that stops this kind of e-mail (a link in the message), and
   * the API address mail programs POST to for their own one-click button (RFC 8058).
   */
  unsubscribe?: {
    pageUrl: string;
    oneClickUrl: string;
    /** Why the recipient gets it (already translated); default: because of their FirstRung account. */
    reason?: string;
  };
}

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}

/** Only our own http(s) addresses become links; anything else would be a user's text. */
function safeUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error('A mail link must be http(s)');
  return parsed.toString();
}

/**
 * The plain-text and HTML parts of a message from the same texts. Every text is escaped in the
 * HTML: a posting's title or a user's name is never markup (docs/security.md).
 */
export function composeMail(content: MailContent): ComposedMail {
  const t = mailT(content.language);
  const name = content.name ? plainName(content.name) : '';
  const greeting = name ? t('layout.greeting', { name }) : t('layout.greetingNoName');
  const action = content.action ? { label: content.action.label, url: safeUrl(content.action.url) } : undefined;
  const links = (content.links ?? []).map((link) => ({ label: link.label, url: safeUrl(link.url) }));
  const unsubscribeUrl = content.unsubscribe ? safeUrl(content.unsubscribe.pageUrl) : undefined;
  const oneClickUrl = content.unsubscribe ? safeUrl(content.unsubscribe.oneClickUrl) : undefined;
  const why = content.unsubscribe?.reason ?? t('layout.whyYouGetThis');

  const textParts = [greeting, ...content.paragraphs];
  if (action) textParts.push(`${action.label}: ${action.url}`);
  for (const link of links) textParts.push(`${link.label}: ${link.url}`);
  textParts.push(`${t('layout.signature')}`);
  if (unsubscribeUrl) textParts.push(`--\n${why}\n${t('layout.unsubscribeText', { url: unsubscribeUrl })}`);

  const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text).replaceAll('\n', '<br>')}</p>`;
  const html = [
    '<!doctype html>',
    `<html lang="${escapeHtml(content.language ?? 'en')}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2937;max-width:600px;margin:0 auto;padding:24px">',
    paragraph(greeting),
    ...content.paragraphs.map(paragraph),
    action
      ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>` +
        paragraph(`${t('layout.actionFallback')}\n${action.url}`)
      : '',
    ...links.map(
      (link) =>
        `<p style="margin:0 0 16px"><a href="${escapeHtml(link.url)}" style="color:#1d4ed8">${escapeHtml(link.label)}</a><br>${escapeHtml(link.url)}</p>`,
    ),
    paragraph(t('layout.signature')),
    unsubscribeUrl
      ? `<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0"><p style="font-size:13px;color:#6b7280">${escapeHtml(why)} <a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(t('layout.unsubscribe'))}</a></p>`
      : '',
    '</body></html>',
  ].join('\n');

  // RFC 8058 one-click unsubscribe: mail programs show their own button and POST to the link.
  const headers: Record<string, string> = oneClickUrl
    ? { 'List-Unsubscribe': `<${oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
    : {};
  return { subject: content.subject, text: textParts.join('\n\n'), html, headers };
}
