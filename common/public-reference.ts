// The reference of a public record (docs/product/placements.md#verifying-a-reference): what a signed
// agreement (and later a certificate) prints, so that anyone can check it at /verify/{reference}.
// "FR-" and 12 characters of Crockford's base32 (60 random bits: unguessable), written in groups
// of four so a person can read it out and type it back: "FR-7K3M-Q9TX-2B8D". Crockford's alphabet
// has no I, L, O or U, so nothing reads two ways; typed back, letters may be lower case, I and L
// are read as 1 and O as 0, and spaces and dashes are ignored. Pure: the server draws the random
// characters (server/features/verify/new-reference.ts), the web form and the server both parse.

export const REFERENCE_PREFIX = 'FR';
/** Crockford's base32: the 32 symbols, each 5 bits. */
export const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Characters after the prefix: 12 × 5 = 60 random bits. */
export const REFERENCE_LENGTH = 12;
/** The public page that checks a reference (web/app/route-table.ts); the agreement's PDF prints its full address. */
export const VERIFY_PAGE_PATH = '/verify';

/** `/verify/FR-7K3M-Q9TX-2B8D`: put PUBLIC_URL before it for the address printed on a document. */
export const verifyPagePath = (reference: string) => `${VERIFY_PAGE_PATH}/${encodeURIComponent(reference)}`;

/** The longest text a person may type for a reference before it is refused unread. */
export const REFERENCE_INPUT_MAX = 40;

const GROUP = 4;

/** The 12 characters as printed: "FR-7K3M-Q9TX-2B8D". */
export function formatReference(characters: string): string {
  const groups = characters.match(new RegExp(`.{1,${GROUP}}`, 'g')) ?? [];
  return [REFERENCE_PREFIX, ...groups].join('-');
}

/** Crockford's readings of the letters that are not in the alphabet. */
const READ_AS: Readonly<Record<string, string>> = { I: '1', L: '1', O: '0' };

/**
 * A reference as a person typed it, in its printed form, or null when it cannot be one (wrong
 * length, a character outside the alphabet). The prefix is optional: "7k3m q9tx 2b8d" is read too.
 */
export function parseReference(input: string): string | null {
  if (input.length > REFERENCE_INPUT_MAX) return null;
  let text = input.toUpperCase().replace(/[\s\-\u2010-\u2015]/g, '');
  if (text.length === REFERENCE_PREFIX.length + REFERENCE_LENGTH && text.startsWith(REFERENCE_PREFIX)) text = text.slice(REFERENCE_PREFIX.length);
  if (text.length !== REFERENCE_LENGTH) return null;
  let characters = '';
  for (const character of text) {
    const read = READ_AS[character] ?? character;
    if (!REFERENCE_ALPHABET.includes(read)) return null;
    characters += read;
  }
  return formatReference(characters);
}

/** The characters of a reference for 12 values from 0 to 31 (the server's random draw). */
export function referenceFromValues(values: ArrayLike<number>): string {
  if (values.length !== REFERENCE_LENGTH) throw new Error(`A reference takes ${REFERENCE_LENGTH} values, not ${values.length}.`);
  return formatReference(Array.from(values, (value) => REFERENCE_ALPHABET[value & 31]!).join(''));
}
