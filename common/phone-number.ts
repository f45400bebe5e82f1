// Phone numbers as an SMS gateway wants them: E.164, "+" then the country code and the number,
// digits only (docs/product/placements.md#codes-and-sms). People type numbers every way
// ("(416) 555-0123", "416.555.0123", "+33 6 12 34 56 78"); the app stores and sends one form, so
// "is this the student's own number?" compares like with like. Pure: the browser checks the same.

/** The separators people put in numbers; anything else (a letter, an extension) is refused. */
const SEPARATORS = /[\s().-]/g;

/** North American numbers (Canada and the United States, country code 1): area code and exchange start with 2-9. */
const NANP = /^[2-9]\d{2}[2-9]\d{6}$/;

/** E.164: a country code that does not start with 0, at most 15 digits in all; 8 at least, as no real number is shorter. */
const E164 = /^\+[1-9]\d{7,14}$/;

/**
 * The number in E.164, or null when it is not a phone number. Ten digits are a Canadian or US
 * number (+1), as are eleven starting with 1; any other country needs its "+" (or "00") prefix:
 * guessing a country from a bare number would send a code to a stranger.
 */
export function toE164(input: string): string | null {
  const trimmed = input.trim();
  if (!/^(\+|00)?[\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(SEPARATORS, '');
  if (digits.startsWith('+') || digits.startsWith('00')) {
    const international = `+${digits.replace(/^(\+|00)/, '')}`;
    if (!E164.test(international)) return null;
    // A North American number after +1 is checked as one.
    if (international.startsWith('+1') && !NANP.test(international.slice(2))) return null;
    return international;
  }
  if (NANP.test(digits)) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1') && NANP.test(digits.slice(1))) return `+${digits}`;
  return null;
}

/** Whether two typed numbers are the same phone (both valid and equal in E.164). */
export function samePhoneNumber(a: string, b: string): boolean {
  const first = toE164(a);
  return first !== null && first === toE164(b);
}
