import type { FastifyRequest } from 'fastify';
import { BoundedMap } from '@common/bounded-map';
import { TIME_ZONE_COOKIE } from '@common/time-zone';
import { isZoneShaped } from '@common/zoned-calendar';
import { cookieValue } from './cookie-value';

let listedZones: Map<string, string> | undefined;

/** The runtime's own list of zones, by lower-cased name: read once, on first use. */
function zonesByLowerCase(): Map<string, string> {
  listedZones ??= new Map(Intl.supportedValuesOf('timeZone').map((zone) => [zone.toLowerCase(), zone]));
  return listedZones;
}

// Names Intl takes beside its list (UTC, Etc/GMT+5, old names such as US/Eastern), each resolved
// once, by lower-cased name. A cookie can carry any name: bounded, like every cache of client input.
const resolvedNames = new BoundedMap<string, string | null>(256);

function resolveUnlisted(name: string): string | null {
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
    return zonesByLowerCase().get(resolved.toLowerCase()) ?? (isZoneShaped(resolved) ? resolved : null);
  } catch {
    // RangeError: no such zone.
    return null;
  }
}

/**
 * The one spelling of a zone this runtime knows, whatever the letter case of `name`: as
 * `Intl.supportedValuesOf('timeZone')` writes it, or as Intl resolves a name outside that list
 * ("utc" is "UTC", "US/Eastern" "America/New_York"); undefined for no zone. Everything the server
 * keeps per zone (formatters, rendered job pages) is kept under this name, so the letter-case
 * variants of one zone are one entry (docs/decisions/034, docs/security.md).
 */
export function canonicalTimeZone(name: string): string | undefined {
  if (!isZoneShaped(name)) return undefined;
  const lowerCase = name.toLowerCase();
  const listed = zonesByLowerCase().get(lowerCase);
  if (listed) return listed;
  let resolved = resolvedNames.get(lowerCase);
  if (resolved === undefined) {
    resolved = resolveUnlisted(name);
    resolvedNames.set(lowerCase, resolved);
  }
  return resolved ?? undefined;
}

/**
 * The reader's time zone as the browser remembered it (web/lib/remember-time-zone.ts,
 * docs/decisions/034), when the request carries one this server knows; undefined otherwise, and
 * the page's dates are written in UTC. Always the zone's canonical name (canonicalTimeZone):
 * `aMeRiCa/ToRoNtO` is `America/Toronto`, so a cookie's letter case makes no new cache entry.
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
  return canonicalTimeZone(zone);
}
