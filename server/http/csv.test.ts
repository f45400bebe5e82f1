import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csv', () => {
  it('puts a quote before a cell a spreadsheet would run as a formula', () => {
    for (const value of ['=1+1', '+33', '-2', '@SUM(A1)', '\t=1', '\r=1']) expect(csvCell(value).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('Zoé')).toBe('Zoé');
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('Smith, Jo')).toBe('"Smith, Jo"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=1,2')).toBe(`"'=1,2"`);
  });

  it('starts with the byte order mark and ends every row with CRLF', () => {
    expect(toCsv(['A', 'B'], [['1', '2']])).toBe('\uFEFFA,B\r\n1,2\r\n');
  });
});
