import { describe, expect, it } from 'vitest';
import { buildApiError } from '@web/lib/api-client';
import { nearErrorOf } from './near-error';

const refusal = (body: object) => buildApiError(400, 'Bad Request', JSON.stringify(body));

describe("a search by distance's refusal", () => {
  it('is the issue on the place, whatever else the search asked', () => {
    const error = refusal({
      code: 'VALIDATION_FAILED',
      message: 'near: We do not know the place "Xyz"',
      issues: [{ path: 'near', message: 'We do not know the place "Xyz"' }],
    });
    expect(nearErrorOf(error, true)).toBe('We do not know the place "Xyz"');
    expect(nearErrorOf(error, false)).toBe('We do not know the place "Xyz"');
  });

  it("is the server's message when a search by distance is refused without naming a field", () => {
    const error = refusal({ code: 'VALIDATION_FAILED', message: 'We do not know the place "Xyz"' });
    expect(nearErrorOf(error, true)).toBe('We do not know the place "Xyz"');
    expect(nearErrorOf(error, false)).toBeNull();
  });

  it('is not a refusal of another field, nor a failure of another kind', () => {
    expect(nearErrorOf(refusal({ message: 'q: too long', issues: [{ path: 'q', message: 'too long' }] }), true)).toBeNull();
    expect(nearErrorOf(buildApiError(500, 'Server Error', ''), true)).toBeNull();
    expect(nearErrorOf(new Error('offline'), true)).toBeNull();
  });
});
