import { describe, expect, it } from 'vitest';
import english from '../../locales/en/agreement.json';
import french from '../../locales/fr/agreement.json';
import { dayText, durationText, instantText, maskedDestination, shortHash } from './agreement-texts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe("the agreement's texts", () => {
  it('has every English text in French, with the same placeholders', () => {
    expect(Object.keys(french).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      expect(placeholders(french[key as keyof typeof french]), key).toEqual(placeholders(text));
    }
  });

  it('writes days, instants on the workplace clock and durations for each reader', () => {
    expect(dayText('2027-07-05', 'en')).toBe('July 5, 2027');
    expect(dayText('2027-07-05', 'fr')).toBe('5 juillet 2027');
    const instant = new Date('2027-01-12T23:45:00Z');
    expect(instantText(instant, 'America/Toronto', 'en')).toBe('January 12, 2027, 6:45 PM');
    expect(instantText(instant, 'America/Toronto', 'fr')).toBe('12 janvier 2027 à 18:45');
    expect(instantText(instant, 'Not/AZone', 'en')).toBe('January 12, 2027, 11:45 PM');
    expect(durationText(450, 'en')).toBe('7 h 30 min');
    expect(durationText(450, 'fr')).toBe('7 h 30');
    expect(durationText(485, 'fr')).toBe('8 h 05');
    expect(durationText(480, 'en')).toBe('8 h');
    expect(durationText(45, 'fr')).toBe('45 min');
  });

  it("masks where a guardian's code went", () => {
    expect(maskedDestination('sms', '+1 (416) 555-1234')).toBe('••• 1234');
    expect(maskedDestination('email', 'helene.belanger@example.org')).toBe('h•••@example.org');
    expect(maskedDestination('email', 'not-an-address')).toBe('•••');
  });

  it('shortens the hash of the text signed', () => {
    expect(shortHash('3F2A9C1B7D4E5F60AA11BB22CC33DD44')).toBe('3f2a 9c1b 7d4e 5f60');
  });
});
