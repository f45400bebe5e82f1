import { describe, expect, it } from 'vitest';
import { rememberTimeZoneWhenLeaving, timeZoneCookie } from './remember-time-zone';

describe('the cookie that remembers the browser’s time zone', () => {
  it('is the zone for the whole site and a year, secure over https', () => {
    expect(timeZoneCookie('America/Toronto', '', false)).toBe('firstrung_tz=America%2FToronto; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(timeZoneCookie('Europe/Paris', 'firstrung_lang=fr', true)).toBe(
      'firstrung_tz=Europe%2FParis; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    );
  });

  it('is not written again when it already says so, and is written when the zone changed', () => {
    expect(timeZoneCookie('America/Toronto', 'firstrung_lang=fr; firstrung_tz=America%2FToronto', false)).toBeUndefined();
    expect(timeZoneCookie('Europe/Paris', 'firstrung_tz=America%2FToronto', false)).toMatch(/^firstrung_tz=Europe%2FParis;/);
    expect(timeZoneCookie('', '', false)).toBeUndefined();
  });

  it('is written when the page is hidden or left, not before', () => {
    const listeners: Record<string, () => void> = {};
    const page = {
      cookie: '',
      visibilityState: 'visible',
      addEventListener: (type: string, listener: () => void) => (listeners[`page ${type}`] = listener),
    };
    const view = {
      location: { protocol: 'http:' },
      addEventListener: (type: string, listener: () => void) => (listeners[`view ${type}`] = listener),
    };
    rememberTimeZoneWhenLeaving(page as unknown as Document, view as unknown as Window);
    expect(page.cookie).toBe('');
    listeners['page visibilitychange']!();
    expect(page.cookie).toBe('');
    page.visibilityState = 'hidden';
    listeners['page visibilitychange']!();
    expect(page.cookie).toMatch(/^firstrung_tz=[^;]+; Path=\/;/);
    page.cookie = '';
    listeners['view pagehide']!();
    expect(page.cookie).toContain(encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone));
  });
});
