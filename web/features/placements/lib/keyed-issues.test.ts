import { describe, expect, it } from 'vitest';
import { employerPartBody } from '@common/contracts/placements';
import { fieldErrorKey, issuesToFieldErrors, serverIssuesOnFields } from './keyed-issues';

describe("the contract's issues on the form's fields", () => {
  it('keeps the last part of a message key', () => {
    expect(fieldErrorKey('placements.tooLong')).toBe('tooLong');
    expect(fieldErrorKey('fields.emailInvalid')).toBe('emailInvalid');
    expect(fieldErrorKey(undefined)).toBe('');
  });

  it("writes each field's first issue from its key and values, in the reader's language", () => {
    const result = employerPartBody.safeParse({ workplace: { legalName: 'x'.repeat(201) } });
    expect(result.success).toBe(false);
    const errors = issuesToFieldErrors(result.error!.issues as never, (key, params) => `${key}:${JSON.stringify(params ?? {})}`);
    expect(errors['workplace.legalName']?.message).toBe('tooLong:{"max":200}');
    expect(errors['workplace.address']?.message).toBe('required:{}');
  });

  it("moves the server's issues to the form's fields, leaving out those of no field", () => {
    expect(
      serverIssuesOnFields(
        [
          { path: 'guardian.email', message: 'Not the student’s own e-mail.' },
          { path: '', message: 'Whole body' },
        ],
        (path) => path.toUpperCase(),
      ),
    ).toEqual([{ path: 'GUARDIAN.EMAIL', message: 'Not the student’s own e-mail.' }]);
  });
});
