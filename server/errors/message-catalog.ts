// A catalog of error messages in another language, keyed by the English message
// (server/locales/<language>/errors.json; docs/decisions/027). A key with `{{name}}` placeholders is
// a pattern: the values in the English text are captured and put back in the translation.

/** The general forms the error handler composes from other messages; never matched as patterns. */
export const COMPOSITE_KEYS = {
  /** One field's issue as a message of its own: `invalidField(path, message)`. */
  pathAndMessage: '{{path}}: {{message}}',
  /** A 400 naming every issue: "Invalid input: path: message; path: message". */
  invalidInput: 'Invalid input: {{issues}}',
} as const;

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

interface Pattern {
  regex: RegExp;
  names: string[];
  translation: string;
  /** How much of the key is literal text: the more, the more specific (tried first). */
  literalLength: number;
}

export interface MessageCatalog {
  exact: ReadonlyMap<string, string>;
  patterns: readonly Pattern[];
  /** The translations of the composite forms (COMPOSITE_KEYS). */
  composites: { pathAndMessage: string; invalidInput: string };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The names of a text's placeholders, in order. */
export function placeholderNames(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

/** Puts values into a text's `{{name}}` placeholders. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}

export function compileCatalog(entries: Record<string, string>): MessageCatalog {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [key, translation] of Object.entries(entries)) {
    if (key === COMPOSITE_KEYS.pathAndMessage || key === COMPOSITE_KEYS.invalidInput) continue;
    const names = placeholderNames(key);
    if (names.length === 0) {
      exact.set(key, translation);
      continue;
    }
    const parts = key.split(PLACEHOLDER).filter((_, i) => i % 2 === 0);
    const source = parts.map(escapeRegExp).join('([\\s\\S]+?)');
    patterns.push({ regex: new RegExp(`^${source}$`), names, translation, literalLength: parts.join('').length });
  }
  patterns.sort((a, b) => b.literalLength - a.literalLength);
  return {
    exact,
    patterns,
    composites: {
      pathAndMessage: entries[COMPOSITE_KEYS.pathAndMessage] ?? COMPOSITE_KEYS.pathAndMessage,
      invalidInput: entries[COMPOSITE_KEYS.invalidInput] ?? COMPOSITE_KEYS.invalidInput,
    },
  };
}

/** The translation of one English message, or undefined when the catalog does not have it. */
export function translateMessage(catalog: MessageCatalog, english: string): string | undefined {
  const exact = catalog.exact.get(english);
  if (exact !== undefined) return exact;
  for (const pattern of catalog.patterns) {
    const match = pattern.regex.exec(english);
    if (!match) continue;
    const values = Object.fromEntries(pattern.names.map((name, i) => [name, match[i + 1]!]));
    return fill(pattern.translation, values);
  }
  return undefined;
}
