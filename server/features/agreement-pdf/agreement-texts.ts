import type { Language } from '@common/languages';
import { fill } from '@common/messages';
import { minutesOfDay } from '@common/placement-schedule';
import { plainLongDate, plainTimeOfDay, plainWallClock } from '@common/plain-format';
import { isTimeZone, utcOffsetIn } from '@common/zoned-calendar';
import english from '../../locales/en/agreement.json';
import french from '../../locales/fr/agreement.json';

// The agreement's fixed words in the reader's language (server/locales/<language>/agreement.json)
// and its values written for that reader: days, instants in the workplace's zone, durations, and a
// code's destination masked.

export type AgreementTexts = typeof english;
export type AgreementTextKey = keyof AgreementTexts;
const TEXTS: Record<Language, AgreementTexts> = { en: english, fr: french };

/** One text in a language, its `{{name}}` placeholders filled. */
export function agreementText(language: Language, key: AgreementTextKey, values: Record<string, string | number> = {}): string {
  return fill(TEXTS[language][key], Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)])));
}

/** "2027-06-30" → "June 30, 2027" / "30 juin 2027"; any other text as it is. */
export function dayText(day: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? plainLongDate(Number(match[1]), Number(match[2]) - 1, Number(match[3]), language) : day;
}

/** An instant on the workplace's clock: "June 30, 2027, 2:05 PM" / "30 juin 2027 à 14:05" (UTC when the zone is unknown). */
export function instantText(instant: Date, timeZone: string, language: Language): string {
  const zone = isTimeZone(timeZone) ? timeZone : 'UTC';
  const wall = new Date(instant.getTime() - utcOffsetIn(zone, instant) * 60_000);
  const date = plainLongDate(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate(), language);
  const time = plainTimeOfDay(wall.getUTCHours(), wall.getUTCMinutes(), language);
  return agreementText(language, 'dateAtTime', { date, time });
}

/** "HH:MM" as the reader writes a time of day: "9:00 AM" / "9:00". */
export function timeText(time: string, language: Language): string {
  return minutesOfDay(time) === null ? time : (plainWallClock(time, language) ?? time);
}

/** "7 h 30 min" / "7 h 30", "8 h", "45 min". */
export function durationText(totalMinutes: number, language: Language): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return agreementText(language, 'durationMinutes', { minutes });
  if (minutes === 0) return agreementText(language, 'durationHours', { hours });
  return agreementText(language, 'durationHoursMinutes', { hours, minutes: String(minutes).padStart(2, '0') });
}

/**
 * Where a guardian's code went, masked as the agreement prints it: a phone's last 4 digits
 * ("••• 1234"), an e-mail's first letter and domain ("m•••@example.org").
 */
export function maskedDestination(channel: 'sms' | 'email', sentTo: string): string {
  if (channel === 'sms') return `••• ${sentTo.replace(/\D/g, '').slice(-4)}`;
  const at = sentTo.lastIndexOf('@');
  return at > 0 ? `${sentTo[0]}•••${sentTo.slice(at)}` : '•••';
}

/** A text's SHA-256 shortened for print: its first 16 hexadecimal digits in groups of four. */
export function shortHash(hex: string): string {
  const digits = hex
    .toLowerCase()
    .replace(/[^0-9a-f]/g, '')
    .slice(0, 16);
  return digits.match(/.{1,4}/g)?.join(' ') ?? '';
}
