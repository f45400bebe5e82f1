import { describe, expect, it } from 'vitest';
import { ApiError } from '@web/lib/api-client';
import { isConflict, sentencesOf } from './server-sentences';

describe('the sentences of a server message', () => {
  it('keeps a one-sentence message whole', () => {
    expect(sentencesOf('This placement was cancelled.')).toEqual(['This placement was cancelled.']);
  });

  it('splits the rule violations into one item each, their sources kept with them', () => {
    const message =
      'Ontario allows at most 8 hours a day (ESA s. 17; found 9 h on Monday). A student of 15 may not work during school hours (Education Act s. 21)! Check again?';
    expect(sentencesOf(message)).toEqual([
      'Ontario allows at most 8 hours a day (ESA s. 17; found 9 h on Monday).',
      'A student of 15 may not work during school hours (Education Act s. 21)!',
      'Check again?',
    ]);
  });

  it('splits French sentences that end with a no-break space before the mark', () => {
    expect(sentencesOf('Trop d’heures\u00a0! Corrigez l’horaire.')).toEqual(['Trop d’heures\u00a0!', 'Corrigez l’horaire.']);
  });
});

describe('a conflict', () => {
  it('is a 409 from the API, nothing else', () => {
    expect(isConflict(new ApiError({ status: 409, message: '409: changed' }))).toBe(true);
    expect(isConflict(new ApiError({ status: 400, message: '400: bad' }))).toBe(false);
    expect(isConflict(new Error('409'))).toBe(false);
  });
});
