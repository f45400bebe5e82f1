import { describe, expect, it } from 'vitest';
import { formatList } from './format-list';

describe('formatList', () => {
  it("joins items as the reader's language does", () => {
    expect(formatList(['Title', 'Description', 'Deadline'], 'en')).toBe('Title, Description, Deadline');
    expect(formatList(['Titre', 'Description', 'Date limite'], 'fr')).toBe('Titre, Description et Date limite');
    expect(formatList(['Carpentry'], 'fr')).toBe('Carpentry');
    expect(formatList([], 'en')).toBe('');
  });
});
