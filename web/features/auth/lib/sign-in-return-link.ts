// The address of the sign-in page that comes back to a page afterwards (/sign-in?next=…). Its own
// small module: the router, in every page's first download, needs only this; the sign-in page
// reads the address back and checks it (return-path.ts).

export const RETURN_PARAM = 'next';

/** The sign-in page's address that comes back to `path` (its query kept) once signed in. */
export const signInReturningTo = (path: string) => `/sign-in?${RETURN_PARAM}=${encodeURIComponent(path)}`;
