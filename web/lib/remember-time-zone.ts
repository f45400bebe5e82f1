import { TIME_ZONE_COOKIE } from '@common/time-zone';
import { preferenceCookie } from './preference-cookie';

/** The text for document.cookie that remembers the browser's zone (docs/decisions/034); undefined when it is remembered already. */
export function timeZoneCookie(zone: string, cookies: string, secure: boolean): string | undefined {
  const value = encodeURIComponent(zone);
  if (!zone || cookies.split(/;\s*/).includes(`${TIME_ZONE_COOKIE}=${value}`)) return undefined;
  return preferenceCookie(TIME_ZONE_COOKIE, value, secure);
}

/**
 * Remembers the browser's time zone when the page is hidden or left, so the server can write a
 * visitor's job page in it next time. Then, because reading the zone is the page's first use of
 * Intl, which costs tens of milliseconds on a phone (docs/decisions/032): nobody waits for it then.
 */
export function rememberTimeZoneWhenLeaving(page: Document, view: Window): void {
  const remember = () => {
    const cookie = timeZoneCookie(Intl.DateTimeFormat().resolvedOptions().timeZone, page.cookie, view.location.protocol === 'https:');
    if (cookie) page.cookie = cookie;
  };
  page.addEventListener('visibilitychange', () => {
    if (page.visibilityState === 'hidden') remember();
  });
  view.addEventListener('pagehide', remember);
}
