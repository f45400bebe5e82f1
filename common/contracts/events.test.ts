import { describe, expect, it } from 'vitest';
import { createEventBody, isEventPast, pastEventCutoff, toEventDay } from './events';

describe('event days', () => {
  it('reads a date or a datetime as its UTC calendar day', () => {
    expect(toEventDay('2030-06-01')?.toISOString()).toBe('2030-06-01T00:00:00.000Z');
    expect(toEventDay('2030-06-01T18:30:00.000Z')?.toISOString()).toBe('2030-06-01T00:00:00.000Z');
    expect(toEventDay('2030-06-01T22:00:00-05:00')?.toISOString()).toBe('2030-06-02T00:00:00.000Z');
  });

  it('refuses text that is not a real date', () => {
    for (const value of ['2030-02-30', '2030-13-01', 'tomorrow', '', '2030-06-01T25:00:00Z']) expect(toEventDay(value)).toBeNull();
  });

  it('keeps an event open until its day has ended everywhere (UTC-12)', () => {
    const day = new Date('2030-06-01T00:00:00.000Z');
    expect(isEventPast(day, new Date('2030-06-01T23:59:00.000Z'))).toBe(false);
    expect(isEventPast(day, new Date('2030-06-02T11:59:59.999Z'))).toBe(false);
    expect(isEventPast(day, new Date('2030-06-02T12:00:00.000Z'))).toBe(true);
    expect(pastEventCutoff(new Date('2030-06-02T12:00:00.000Z')).toISOString()).toBe('2030-06-02T00:00:00.000Z');
  });
});

describe('createEventBody', () => {
  it('turns the form’s empty optional fields into null and applies the default type', () => {
    const parsed = createEventBody.parse({
      title: ' Fair ',
      description: 'About',
      eventDate: '2999-01-01',
      location: 'Hall',
      startTime: '',
      endTime: '',
      address: '',
      maxParticipants: '',
    });
    expect(parsed).toEqual({
      title: 'Fair',
      description: 'About',
      eventDate: '2999-01-01',
      location: 'Hall',
      startTime: null,
      endTime: null,
      address: null,
      maxParticipants: null,
      eventType: 'job_fair',
    });
    expect(
      createEventBody.parse({ title: 'a', description: 'b', eventDate: '2999-01-01', location: 'c', maxParticipants: '12' }).maxParticipants,
    ).toBe(12);
  });
});
