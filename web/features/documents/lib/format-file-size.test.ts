import { describe, expect, it } from 'vitest';
import { fileSize } from './format-file-size';

describe('fileSize', () => {
  it('reads as bytes, kilobytes or megabytes', () => {
    expect(fileSize(820, 'en')).toEqual({ unit: 'bytes', size: '820' });
    expect(fileSize(14 * 1024, 'en')).toEqual({ unit: 'kilobytes', size: '14' });
    expect(fileSize(2.4 * 1024 * 1024, 'en')).toEqual({ unit: 'megabytes', size: '2.4' });
  });

  it("writes the number as the reader's language does", () => {
    expect(fileSize(2.4 * 1024 * 1024, 'fr')).toEqual({ unit: 'megabytes', size: '2,4' });
    expect(fileSize(1023 * 1024, 'fr')).toEqual({ unit: 'kilobytes', size: '1023' });
  });
});
