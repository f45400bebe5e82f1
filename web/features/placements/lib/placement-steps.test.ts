import { describe, expect, it } from 'vitest';
import { stepsOf, waitingFor } from './placement-steps';

const states = (status: Parameters<typeof stepsOf>[0], hasSchool = true) => stepsOf(status, hasSchool).map((view) => `${view.step}:${view.state}`);

describe('the step indicator', () => {
  it('marks the steps before the current one done, the current one current and the rest next', () => {
    expect(states('school_validated')).toEqual([
      'draft:done',
      'employer_completed:done',
      'school_validated:current',
      'signing:next',
      'signed:next',
      'active:next',
      'completed:next',
    ]);
  });

  it('has no school step when no school takes part', () => {
    expect(states('employer_completed', false)).toEqual([
      'draft:done',
      'employer_completed:current',
      'signing:next',
      'signed:next',
      'active:next',
      'completed:next',
    ]);
  });

  it('shows a completed placement with every step done, and a cancelled one with none current', () => {
    expect(states('completed').every((state) => state.endsWith(':done'))).toBe(true);
    expect(states('cancelled').every((state) => state.endsWith(':next'))).toBe(true);
  });
});

describe('what the page waits for', () => {
  const withSchool = { institution: { id: 'a', name: 'School' } };
  it('speaks to the party whose turn it is', () => {
    expect(waitingFor({ ...withSchool, status: 'draft', nextStep: 'employer_part' }, 'employer')).toBe('waiting.employerPartYou');
    expect(waitingFor({ ...withSchool, status: 'draft', nextStep: 'employer_part' }, 'student')).toBe('waiting.employerPart');
    expect(waitingFor({ ...withSchool, status: 'employer_completed', nextStep: 'school_part' }, 'institution')).toBe('waiting.schoolPartYou');
    expect(waitingFor({ ...withSchool, status: 'employer_completed', nextStep: 'school_part' }, 'employer')).toBe('waiting.schoolPart');
  });

  it('says who sends it for signature: the school, or with no school the employer', () => {
    expect(waitingFor({ ...withSchool, status: 'school_validated', nextStep: 'signatures' }, 'institution')).toBe('waiting.sendYou');
    expect(waitingFor({ ...withSchool, status: 'school_validated', nextStep: 'signatures' }, 'employer')).toBe('waiting.send');
    expect(waitingFor({ institution: null, status: 'employer_completed', nextStep: 'signatures' }, 'employer')).toBe('waiting.sendYou');
    expect(waitingFor({ institution: null, status: 'employer_completed', nextStep: 'signatures' }, 'student')).toBe('waiting.send');
  });

  it('names the later states', () => {
    expect(waitingFor({ ...withSchool, status: 'signing', nextStep: 'signatures' }, 'student')).toBe('waiting.signatures');
    expect(waitingFor({ ...withSchool, status: 'signed', nextStep: null }, 'student')).toBe('waiting.signed');
    expect(waitingFor({ ...withSchool, status: 'cancelled', nextStep: null }, 'student')).toBe('waiting.cancelled');
  });
});
