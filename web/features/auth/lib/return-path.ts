// A signed-out visitor who opens a page that needs an account (an employer following the e-mail
// link to an application, docs/product/applications.md#from-the-e-mail) is sent to sign in with
// where they were going in the address (/sign-in?next=/employer/applications/…?answer=interview),
// and is taken back there once signed in. Only a path of this site is followed: a `next` naming
// another origin ("//evil.example", "https://…", "/\evil.example") is ignored, so the sign-in page
// cannot be made to send someone elsewhere.

import { RETURN_PARAM } from './sign-in-return-link';

/** An address of this site's own (path, query and fragment), or null for anything else. */
export function sameOriginPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // No control characters (browsers drop tabs and new lines from addresses) or backslashes (read as a slash).
  if ([...value].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f || character === '\\')) return null;
  const base = 'https://firstrung.invalid';
  try {
    const url = new URL(value, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** Where the sign-in page was asked to return to (`?next=`), if it is a path of this site. */
export const returnPathFromSearch = (search: URLSearchParams) => sameOriginPath(search.get(RETURN_PARAM));
