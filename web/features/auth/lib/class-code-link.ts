// A school shares a sign-up link with its class code (docs/product/school-sign-in.md#class-codes):
// /sign-up?role=student&classCode=ABCD-EFGH. The code travels like the role (lib/setup-return.ts):
// in the address, then across the e-mail confirmation in localStorage, to the student profile's
// "Class code" field, where the student sees it before saving. Kept a week (a code lives at least
// that long); forgotten once the profile is saved with it.

const STORAGE_KEY = 'firstrung.classCode';
const KEPT_FOR_MS = 7 * 24 * 60 * 60 * 1000;
/** A code as typed or shared: letters, digits and dashes, not too long. */
const LOOKS_LIKE_CODE = /^[A-Za-z0-9-]{4,20}$/;

/** The `?classCode=` of an address, if it looks like a code. */
export function classCodeFromSearch(search: URLSearchParams): string | null {
  const code = search.get('classCode')?.trim() ?? '';
  return LOOKS_LIKE_CODE.test(code) ? code : null;
}

export function rememberClassCode(code: string, now = Date.now()): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ code, at: now }));
  } catch {
    // Storage refused (a private window's quota): the student types the code themselves.
  }
}

/** The code of the link the student followed: in this address, or remembered from the sign-up page. */
export function sharedClassCode(search: URLSearchParams, now = Date.now()): string | null {
  const inAddress = classCodeFromSearch(search);
  if (inAddress) return inAddress;
  try {
    const { code, at } = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as { code?: unknown; at?: unknown };
    return typeof code === 'string' && LOOKS_LIKE_CODE.test(code) && typeof at === 'number' && now - at <= KEPT_FOR_MS ? code : null;
  } catch {
    return null;
  }
}

export function forgetClassCode(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to forget.
  }
}
