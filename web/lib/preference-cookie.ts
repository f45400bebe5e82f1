/** A year: how long the browser remembers a reader's preference (language, time zone). */
const PREFERENCE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The text for document.cookie that remembers a preference the server reads too: the whole site,
 * a year, sent on links from other sites (Lax), and only over https when the page came over it.
 */
export function preferenceCookie(name: string, value: string, secure: boolean): string {
  return `${name}=${value}; Path=/; Max-Age=${PREFERENCE_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
