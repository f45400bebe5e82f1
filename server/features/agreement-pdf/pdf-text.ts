// Text as the PDF's standard fonts can draw it. Helvetica, embedded by name and not as a file,
// encodes only WinAnsi (Latin-1 and a few marks: French accents, « », œ, €, curly quotes, •), and
// pdf-lib throws on any other character. Users' words may hold anything (an emoji in a task, a
// name in Chinese), so every text goes through safeText first: what WinAnsi lacks becomes its
// nearest WinAnsi form, its base letter, or "?", and never stops the document.

/** Characters dropped without a trace: controls, zero-width marks, variation selectors, byte order mark. */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point: they are dropped.
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b\u200c\u200e\u200f\u2028\u2029\u202a-\u202e\u2060-\u2064\ufeff]|\u200d|[\ufe00-\ufe0f]/gu;
/** Combining marks, left alone after their letter was decomposed. */
const COMBINING = /\p{M}/u;

/** Typographic characters outside WinAnsi and what stands in for them. */
const SUBSTITUTES: Readonly<Record<string, string>> = {
  '\u202f': '\u00a0', // narrow no-break space (French "12 345", "Lundi :") → no-break space
  '\u2007': '\u00a0',
  '\u2009': ' ',
  '\u200a': ' ',
  '\u2002': ' ',
  '\u2003': ' ',
  '\u2010': '-',
  '\u2011': '-', // non-breaking hyphen
  '\u2012': '-',
  '\u2015': '—',
  '\u2212': '-', // minus sign
  '\u2032': "'",
  '\u2033': '"',
  '\u2043': '-',
  '\u2192': '->',
  '\u2264': '<=',
  // Letters that Unicode does not decompose to a base letter: Polish, Croatian, Turkish, Maltese names.
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  ı: 'i',
  Ħ: 'H',
  ħ: 'h',
  '\u2265': '>=',
};

/** What stands for a character with no WinAnsi form at all (an emoji, a CJK character). */
export const REPLACEMENT = '?';

/**
 * `text` with only characters of `supported` (the font's code points), line breaks kept as "\n"
 * and tabs as spaces. A letter with an accent WinAnsi lacks keeps its base letter ("ő" → "o").
 */
export function safeText(text: string, supported: ReadonlySet<number>): string {
  const normalised = text.normalize('NFC').replace(/\r\n?/g, '\n').replace(/\t/g, ' ').replace(INVISIBLE, '');
  let out = '';
  for (const character of normalised) {
    if (character === '\n' || supported.has(character.codePointAt(0)!)) {
      out += character;
      continue;
    }
    const substitute = SUBSTITUTES[character];
    if (substitute !== undefined) {
      out += substitute;
      continue;
    }
    const base = [...character.normalize('NFD')].filter((part) => !COMBINING.test(part));
    out += base.length > 0 && base.every((part) => supported.has(part.codePointAt(0)!)) ? base.join('') : REPLACEMENT;
  }
  return out;
}

/** The width of a text (already safe) at the size being drawn. */
export type Measure = (text: string) => number;

/**
 * Lines of at most `width`, breaking at spaces (a no-break space holds its words together) and
 * inside a word only when the word alone is wider than a line. Each "\n" starts a new line; an
 * empty paragraph stays an empty line.
 */
export function wrapText(text: string, width: number, measure: Measure): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (measure(candidate) <= width) {
        line = candidate;
        continue;
      }
      if (line !== '') lines.push(line);
      line = '';
      if (measure(word) <= width) {
        line = word;
        continue;
      }
      const pieces = breakWord(word, width, measure);
      line = pieces.pop() ?? '';
      lines.push(...pieces);
    }
    lines.push(line);
  }
  return lines;
}

/** A word wider than a line, in pieces that each fit (at least one character per piece). */
function breakWord(word: string, width: number, measure: Measure): string[] {
  const pieces: string[] = [];
  let piece = '';
  let pieceWidth = 0;
  for (const character of word) {
    const characterWidth = measure(character);
    if (piece !== '' && pieceWidth + characterWidth > width) {
      pieces.push(piece);
      piece = '';
      pieceWidth = 0;
    }
    piece += character;
    pieceWidth += characterWidth;
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}
