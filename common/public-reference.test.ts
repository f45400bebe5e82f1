import { describe, expect, it } from 'vitest';
import { formatReference, parseReference, REFERENCE_ALPHABET, referenceFromValues, verifyPagePath } from './public-reference';

describe('public record references', () => {
  it('has the 32 symbols of Crockford base32, none read two ways', () => {
    expect(new Set(REFERENCE_ALPHABET).size).toBe(32);
    for (const letter of 'ILOU') expect(REFERENCE_ALPHABET).not.toContain(letter);
  });

  it('prints the prefix and three groups of four', () => {
    expect(formatReference('7K3MQ9TX2B8D')).toBe('FR-7K3M-Q9TX-2B8D');
    expect(referenceFromValues([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 30, 31])).toBe('FR-0123-4567-89YZ');
  });

  it('reads a reference typed back with or without its prefix, dashes, spaces or capitals', () => {
    for (const typed of ['FR-7K3M-Q9TX-2B8D', 'fr-7k3m-q9tx-2b8d', ' FR 7K3M Q9TX 2B8D ', '7K3MQ9TX2B8D', 'FR7K3MQ9TX2B8D', 'FR–7K3M–Q9TX–2B8D']) {
      expect(parseReference(typed), typed).toBe('FR-7K3M-Q9TX-2B8D');
    }
  });

  it("reads I and L as 1 and O as 0, as Crockford's alphabet does", () => {
    expect(parseReference('FR-IL0O-0000-0000')).toBe('FR-1100-0000-0000');
  });

  it('refuses what cannot be a reference', () => {
    for (const typed of [
      '',
      'FR-',
      'FR-7K3M-Q9TX-2B8',
      'FR-7K3M-Q9TX-2B8DD',
      'FR-7K3M-Q9TX-2B8U',
      'XX-7K3M-Q9TX-2B8D',
      '<script>',
      'FR-7K3M-Q9TX-2B8%',
      'A'.repeat(200),
    ]) {
      expect(parseReference(typed), typed).toBeNull();
    }
  });

  it('names the page that checks a reference', () => {
    expect(verifyPagePath('FR-7K3M-Q9TX-2B8D')).toBe('/verify/FR-7K3M-Q9TX-2B8D');
  });

  it('needs exactly 12 values', () => {
    expect(() => referenceFromValues([1, 2, 3])).toThrow();
  });
});
