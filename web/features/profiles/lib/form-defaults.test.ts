import { describe, expect, it } from 'vitest';
import { toFormDefaults } from './form-defaults';

describe('toFormDefaults', () => {
  const empty = { name: '', skills: '', size: '', note: '' };

  it('gives a blank form without a profile', () => {
    expect(toFormDefaults(empty, null)).toEqual(empty);
  });

  it('turns nulls into blanks, lists into comma text and numbers into text; ignores other keys', () => {
    expect(toFormDefaults(empty, { name: 'A', skills: ['x', 'y'], size: 12, note: null, id: '1' })).toEqual({
      name: 'A',
      skills: 'x, y',
      size: '12',
      note: '',
    });
  });
});
