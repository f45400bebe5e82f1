// What the admins' E-mail tab shows of a stored message (docs/security.md, "Admins read e-mail
// without its keys"): the text as written, but no link or code in it works. A reset link, a
// confirmation link or an unsubscribe token is the recipient's alone; an admin who could read one
// could take the account (another admin's too) without anyone seeing it. The outbox's .eml files
// on the machine keep them: they are the machine owner's, not an admin screen.

export const HIDDEN = '[hidden]';

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/gi;
/** A path segment that looks like a key rather than a page name: long, with a digit in it. */
const KEY_LIKE_SEGMENT = /^(?=[^/]*\d)[A-Za-z0-9_.~%-]{16,}$/;
/** Outside links: a one-time code (six digits or more) or a token-like word (letters and digits, 20 or more). */
const CODE_PATTERN = /(?<![\p{L}\p{N}_-])(?:\d{6,}|(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{20,})(?![\p{L}\p{N}_-])/gu;

function maskUrl(raw: string): string {
  // Sentence punctuation after a link is not part of it.
  const trailing = /[.,;:!?)\]]+$/.exec(raw)?.[0] ?? '';
  const url = trailing ? raw.slice(0, -trailing.length) : raw;
  const cut = url.search(/[?#]/);
  const base = cut === -1 ? url : url.slice(0, cut);
  const rest = cut === -1 ? '' : url.slice(cut);
  const [scheme = '', , host = '', ...segments] = base.split('/');
  const path = segments.map((segment) => (KEY_LIKE_SEGMENT.test(segment) ? HIDDEN : segment));
  // Every query (and fragment) value hidden, its name kept: "?token=[hidden]" still says what the link was.
  const query = rest.replace(/([?&#;])([^?&#;=]*)(=[^&#;]*)?/g, (_all, separator: string, name: string, value: string | undefined) =>
    value === undefined ? (name ? `${separator}${HIDDEN}` : separator) : `${separator}${name}=${HIDDEN}`,
  );
  return `${[scheme, '', host, ...path].join('/')}${query}${trailing}`;
}

const maskCodes = (text: string) => text.replace(CODE_PATTERN, () => HIDDEN);

/** A stored text with every link's keys and every code replaced by [hidden]. */
export function maskMailSecrets(text: string): string {
  // Links by their own rules, codes in the text between them.
  let masked = '';
  let from = 0;
  for (const link of text.matchAll(URL_PATTERN)) {
    masked += maskCodes(text.slice(from, link.index)) + maskUrl(link[0]);
    from = link.index + link[0].length;
  }
  return masked + maskCodes(text.slice(from));
}

/** Every value of a message's headers masked (List-Unsubscribe carries the recipient's token). */
export function maskMailHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, maskMailSecrets(value)]));
}
