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

describe('findNulText on parsed queries', () => {
  it('reads objects without the Object prototype, as the query parser makes them', () => {
    function Empty() {}
    Empty.prototype = Object.create(null);
    const query = Object.assign(new (Empty as unknown as new () => object)(), { q: 'a\u0000b' });
    expect(findNulText(query)).toBe('q');
    expect(findNulText(Object.assign(Object.create(null), { q: 'a\u0000b' }))).toBe('q');
  });
});
