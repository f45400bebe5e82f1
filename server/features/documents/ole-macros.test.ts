import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compoundFile, DOC_WITH_MACROS_BYTES, OLE_BYTES, XLS_WITH_MACROS_BYTES } from '../../../tests/api/helpers/upload-fixtures';
import { compoundFileVerdict } from './ole-macros';

const SIGNATURE = OLE_BYTES.subarray(0, 8);

describe('compoundFileVerdict', () => {
  it('finds a VBA project by its storages, whatever their letter case', () => {
    expect(compoundFileVerdict(OLE_BYTES)).toBe('clean');
    expect(compoundFileVerdict(DOC_WITH_MACROS_BYTES)).toBe('macros');
    expect(compoundFileVerdict(XLS_WITH_MACROS_BYTES)).toBe('macros');
    expect(
      compoundFileVerdict(
        compoundFile([
          { name: 'Workbook', type: 'stream' },
          { name: '_vba_project', type: 'stream' },
        ]),
      ),
    ).toBe('macros');
    // A directory over several sectors (four entries a sector): the macros are in the last one.
    const names = Array.from({ length: 9 }, (_, i) => ({ name: `Stream${i}`, type: 'stream' as const }));
    expect(compoundFileVerdict(compoundFile(names))).toBe('clean');
    expect(compoundFileVerdict(compoundFile([...names, { name: 'Macros', type: 'storage' }]))).toBe('macros');
  });

  it('calls unreadable what has no directory to read, a directory chain that loops, or no root', () => {
    expect(compoundFileVerdict(Buffer.concat([SIGNATURE, Buffer.alloc(504)]))).toBe('unreadable');
    expect(compoundFileVerdict(SIGNATURE)).toBe('unreadable');
    const looping = Buffer.from(OLE_BYTES);
    // The directory sector (1) says its next sector is itself.
    looping.writeUInt32LE(1, 512 + 4);
    expect(compoundFileVerdict(looping)).toBe('unreadable');
    const rootless = Buffer.from(OLE_BYTES);
    rootless.writeUInt8(1, 1024 + 0x42);
    expect(compoundFileVerdict(rootless)).toBe('unreadable');
    const hugeFat = Buffer.from(OLE_BYTES);
    hugeFat.writeUInt32LE(0xffffffff, 0x2c);
    expect(compoundFileVerdict(hugeFat)).toBe('unreadable');
  });

  it('never throws on bytes that only start like a compound file, or on a real one with bytes changed', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 4096 }), (tail) => {
        expect(['clean', 'macros', 'unreadable']).toContain(compoundFileVerdict(Buffer.concat([SIGNATURE, tail])));
      }),
      { seed: 34, numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(DOC_WITH_MACROS_BYTES.length - 1), fc.nat(255)), { maxLength: 16 }), (changes) => {
        const changed = Buffer.from(DOC_WITH_MACROS_BYTES);
        for (const [offset, value] of changes) if (offset >= 8) changed[offset] = value;
        expect(['clean', 'macros', 'unreadable']).toContain(compoundFileVerdict(changed));
      }),
      { seed: 34, numRuns: 300 },
    );
  });
});
