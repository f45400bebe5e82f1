import { describe, expect, it } from 'vitest';
import { eventLines } from './notification-mail';

describe("an event e-mail's When line", () => {
  const event = { eventTitle: 'Info Night', eventDate: '2030-01-05', location: 'Town Hall' };

  it("writes the start time as the events page does, in the reader's language", () => {
    expect(eventLines({ ...event, startTime: '18:00' }, 'en')[0]).toBe('When: Saturday, January 5, 2030, 6:00 PM');
    expect(eventLines({ ...event, startTime: '09:30' }, 'en')[0]).toBe('When: Saturday, January 5, 2030, 9:30 AM');
    expect(eventLines({ ...event, startTime: '18:00' }, 'fr')[0]).toBe('Quand\u00a0: samedi 5 janvier 2030 à 18:00');
  });

  it('leaves a start time it cannot read as it is', () => {
    expect(eventLines({ ...event, startTime: 'noon' }, 'en')[0]).toBe('When: Saturday, January 5, 2030, noon');
  });
});
