import { useEffect } from 'react';
import { useSaveTimeZone } from '../api/messages';

/** Set in this tab's session once the browser's zone is saved: the account's own zone is not in /api/auth/user. */
export const TIME_ZONE_SENT_KEY = 'firstrung.timeZoneSent';

function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/**
 * Saves the browser's time zone on the account once a session, for quiet hours and the morning
 * digest (docs/product/messages.md#quiet-hours-the-bell-and-e-mail). A failure is tried again at
 * the next page load: nothing the user is doing waits on it.
 */
export function useTimeZoneSync(userId: string, enabled: boolean): void {
  const save = useSaveTimeZone();
  const { mutate } = save;
  useEffect(() => {
    if (!enabled) return;
    const zone = browserTimeZone();
    if (!zone) return;
    const sent = readSent();
    if (sent === `${userId} ${zone}`) return;
    mutate(zone, { onSuccess: () => writeSent(`${userId} ${zone}`) });
  }, [userId, enabled, mutate]);
}

function readSent(): string | null {
  try {
    return sessionStorage.getItem(TIME_ZONE_SENT_KEY);
  } catch {
    return null;
  }
}

function writeSent(value: string): void {
  try {
    sessionStorage.setItem(TIME_ZONE_SENT_KEY, value);
  } catch {
    // Storage refused (private mode): it is sent again next load, which is harmless.
  }
}
