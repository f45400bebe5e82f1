// Contact details stay inside FirstRung until the placement agreement is signed
// (docs/product/messages.md#contact-details-stay-inside-until-there-is-an-agreement): phone numbers,
// e-mail addresses, @handles and links to social and messaging sites in a message are replaced when
// it is sent. Shared so the browser can tell the writer before sending what the server will hide.

/** What replaces each contact detail. */
export const MASK = '•••';

const SOCIAL_DOMAINS = [
  'instagram\\.com',
  'instagr\\.am',
  'tiktok\\.com',
  'snapchat\\.com',
  'facebook\\.com',
  'fb\\.com',
  'fb\\.me',
  'm\\.me',
  'messenger\\.com',
  'x\\.com',
  'twitter\\.com',
  'wa\\.me',
  'whatsapp\\.com',
  't\\.me',
  'telegram\\.me',
  'telegram\\.org',
  'discord\\.gg',
  'discord\\.com',
  'discordapp\\.com',
  'linkedin\\.com',
  'lnkd\\.in',
];

// The order matters: a link may hold an @ or digits, an e-mail address holds an @handle's shape.
const PATTERNS: readonly RegExp[] = [
  // A link to a social or messaging site, with or without its scheme, a subdomain or a path (the
  // sentence's punctuation after it is left).
  new RegExp(`(?<![\\w.@-])(?:https?:\\/\\/)?(?:[\\w-]+\\.)*(?:${SOCIAL_DOMAINS.join('|')})(?![\\w.-]*\\w)(?:[/?#]\\S*[^\\s.,;:!?'")\\]])?`, 'gi'),
  // An e-mail address.
  /[\w.%+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/gi,
  // An @handle: a letter or underscore first, so "@5pm" is left alone.
  /(?<![\w@.])@[a-z_][\w.]*\w/gi,
  // International form: + and at least 8 digits, with spaces, dots, dashes or a bracketed (0).
  /(?<![\w+])\+\d(?:[\s.-]?(?:\(0\))?[\s.-]?\d){7,14}(?!\d)/g,
  // French national form: 0 then 9 digits in pairs (01 23 45 67 89, 06.12.34.56.78).
  /(?<![\w+])0[1-9](?:[\s.-]?\d{2}){4}(?!\d)/g,
  // North American form, with an optional 1: (416) 555-0101, 416.555.0101, 1-416-555-0101.
  /(?<![\w+])(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}(?!\d)/g,
  // Any other run of 9 or more digits.
  /\d{9,}/g,
];

export interface MaskedText {
  text: string;
  /** At least one contact detail was replaced. */
  masked: boolean;
}

/** `text` with every contact detail replaced by MASK. */
export function maskContactDetails(text: string): MaskedText {
  let result = text;
  for (const pattern of PATTERNS) result = result.replace(pattern, () => MASK);
  return { text: result, masked: result !== text };
}
