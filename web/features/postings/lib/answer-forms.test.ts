import { describe, expect, it } from 'vitest';
import { updateApplicationBody } from '@common/contracts/application-answers';
import { interviewFormDefaults, interviewFormSchema, notSelectedFormSchema, toInterviewBody } from './answer-forms';

const zone = 'America/Toronto';
const schema = interviewFormSchema(zone, '2026-12-01');
const valid = { day: '2026-12-03', time: '14:30', durationMinutes: 30, place: '12 King St, 2nd floor', callLink: '', note: '' };
const fieldsIn = (result: ReturnType<typeof schema.safeParse>) => (result.success ? [] : result.error.issues.map((issue) => issue.path.join('.')));

describe('the interview form', () => {
  it('sends the day and time as an instant in the employer’s zone, in a body PATCH takes', () => {
    const body = toInterviewBody(valid, zone);
    expect(body).toMatchObject({ status: 'interview', interview: { startsAt: '2026-12-03T14:30:00-05:00', durationMinutes: 30 } });
    expect(updateApplicationBody.safeParse(body).success).toBe(true);
  });

  it('takes a call link instead of a place', () => {
    expect(schema.safeParse({ ...valid, place: '', callLink: 'https://meet.example/abc' }).success).toBe(true);
  });

  it('puts each problem on its field', () => {
    expect(fieldsIn(schema.safeParse({ ...valid, day: '2026-11-30' }))).toEqual(['day']);
    expect(fieldsIn(schema.safeParse({ ...valid, time: '' }))).toEqual(['time']);
    expect(fieldsIn(schema.safeParse({ ...valid, durationMinutes: 5 }))).toEqual(['durationMinutes']);
    expect(fieldsIn(schema.safeParse({ ...valid, place: ' ', callLink: '' }))).toEqual(['place']);
    expect(fieldsIn(schema.safeParse({ ...valid, callLink: 'http://meet.example/abc' }))).toEqual(['callLink']);
    expect(fieldsIn(schema.safeParse({ ...valid, note: 'x'.repeat(501) }))).toEqual(['note']);
  });

  it('starts at 30 minutes, or from the interview to move', () => {
    expect(interviewFormDefaults(null, zone)).toMatchObject({ day: '', time: '', durationMinutes: 30 });
    expect(
      interviewFormDefaults(
        { startsAt: '2026-12-03T19:30:00Z', durationMinutes: 45, place: null, callLink: 'https://meet.example/x', note: null },
        zone,
      ),
    ).toEqual({ day: '2026-12-03', time: '14:30', durationMinutes: 45, place: '', callLink: 'https://meet.example/x', note: '' });
  });
});

describe('the not-selected form', () => {
  it('needs a reason from the list', () => {
    expect(notSelectedFormSchema.safeParse({ note: '' }).success).toBe(false);
    expect(notSelectedFormSchema.safeParse({ reason: 'distance', note: '' }).data).toEqual({ reason: 'distance', note: null });
  });
});
