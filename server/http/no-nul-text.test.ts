import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { findNulText } from './no-nul-text';

describe('findNulText', () => {
  it('names the first field holding a NUL character, keys included', () => {
    expect(findNulText({ a: 'ok', b: ['fine', 'x\u0000'] })).toBe('b.1');
    expect(findNulText({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(findNulText('\u0000')).toBe('(body)');
    expect(findNulText({ a: 'ok', n: 1, z: null })).toBeNull();
  });

  it('leaves raw uploads alone: streams and buffers are not text (a stream made it overflow the stack)', () => {
    const stream = Readable.from([Buffer.from('a\u0000b')]);
    expect(findNulText(stream)).toBeNull();
    expect(findNulText(Buffer.from('\u0000'))).toBeNull();
  });
});
