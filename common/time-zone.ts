// The reader's time zone, so that the server writes a date as the reader reads it
// (docs/decisions/034). The browser remembers its zone in a cookie; the server renders a visitor's
// job page with dates in that zone and says so on the page, with the zone's offset at that moment,
// so that the browser takes the HTML over with the same dates.

/** The browser's IANA time zone ("America/Toronto"), remembered for a year. */
export const TIME_ZONE_COOKIE = 'firstrung_tz';
/** On a page the server rendered with dates in the reader's zone: that zone. */
export const TIME_ZONE_ATTRIBUTE = 'data-time-zone';
/** With it: the zone's offset from UTC when the page was rendered, in minutes as Date#getTimezoneOffset counts them (UTC minus local). */
export const TIME_ZONE_OFFSET_ATTRIBUTE = 'data-time-zone-offset';
