import type { FastifyRequest } from 'fastify';
import { TIME_ZONE_COOKIE } from '@common/time-zone';
import { isTimeZone } from '@common/zoned-calendar';
import { cookieValue } from './cookie-value';

/**
 * The reader's time zone as the browser remembered it (web/lib/remember-time-zone.ts,
 * docs/decisions/034), when the request carries one this server knows; undefined otherwise, and
 * the page's dates are written in UTC.
 */
export function requestTimeZone(request: FastifyRequest): string | undefined {
  const value = cookieValue(request.headers.cookie, TIME_ZONE_COOKIE);
  if (!value) return undefined;
  let zone: string;
  try {
    zone = decodeURIComponent(value);
  } catch {
    // A malformed escape: not a zone the browser wrote.
    return undefined;
  }
  return isTimeZone(zone) ? zone : undefined;
}
