import { describe, expect, it } from 'vitest';
import { safeText, wrapText } from './pdf-text';

// A font that knows printable ASCII, Latin-1 and a few WinAnsi marks, as Helvetica does.
const WIN_ANSI_LIKE = new Set<number>([
  ...Array.from({ length: 0x7f - 0x20 }, (_, index) => 0x20 + index),
  ...Array.from({ length: 0x100 - 0xa0 }, (_, index) => 0xa0 + index),
  ...[...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'].map((character) => character.codePointAt(0)!),
]);

describe('safeText', () => {
  it('keeps French as it is', () => {
    const french = 'Élève à l’école : « Où ça ? » — cœur, garçon, naïve, 12\u00a0€';
    expect(safeText(french, WIN_ANSI_LIKE)).toBe(french);
  });

  it('replaces what the font lacks rather than failing: emoji and CJK become "?", accents their base letter', () => {
    expect(safeText('Party 🎉 王 ő Ł', WIN_ANSI_LIKE)).toBe('Party ? ? o L');
    expect(safeText('👩🏽‍🔧', WIN_ANSI_LIKE)).toBe('???');
  });

  it('turns typographic spaces and dashes into their WinAnsi forms and drops invisible characters', () => {
    expect(safeText('12\u202f345 non\u2011breaking a\u2212b', WIN_ANSI_LIKE)).toBe('12\u00a0345 non-breaking a-b');
    expect(safeText('a\u200bb\u0000c\u0007d\ufeffe', WIN_ANSI_LIKE)).toBe('abcde');
  });

  it('keeps line breaks (any kind) as "\\n" and tabs as spaces', () => {
    expect(safeText('one\r\ntwo\rthree\tfour', WIN_ANSI_LIKE)).toBe('one\ntwo\nthree four');
  });

  it('composes a letter typed with a combining accent', () => {
    expect(safeText('e\u0301cole', WIN_ANSI_LIKE)).toBe('école');
  });
});

describe('wrapText', () => {
  // Every character 1 unit wide.
  const measure = (text: string) => text.length;

  it('breaks at spaces, never past the width', () => {
    expect(wrapText('the quick brown fox jumps', 10, measure)).toEqual(['the quick', 'brown fox', 'jumps']);
  });

  it('keeps words joined by a no-break space together', () => {
    expect(wrapText('Lundi\u00a0: oui', 8, measure)).toEqual(['Lundi\u00a0:', 'oui']);
  });

  it('breaks a word wider than a line into pieces that fit', () => {
    expect(wrapText(`ab ${'x'.repeat(12)} cd`, 5, measure)).toEqual(['ab', 'xxxxx', 'xxxxx', 'xx cd']);
  });

  it('starts a new line at each line break and keeps empty lines', () => {
    expect(wrapText('one\n\ntwo', 10, measure)).toEqual(['one', '', 'two']);
  });

  it('wraps 5,000 characters without spaces', () => {
    const lines = wrapText('y'.repeat(5000), 80, measure);
    expect(lines).toHaveLength(63);
    expect(lines.join('')).toHaveLength(5000);
  });
});
