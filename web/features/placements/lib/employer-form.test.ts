import { describe, expect, it } from 'vitest';
import { employerPartBody, type Placement } from '@common/contracts/placements';
import { employerFormDefaults, employerFormPath, newScheduleRow, toEmployerPartBody, type EmployerFormValues } from './employer-form';

const emptyTerms: Placement['terms'] = {
  workplace: { legalName: 'Crumbs Bakery Inc.', address: '12 Baker St', city: 'Toronto', country: 'Canada', region: 'Ontario', postalCode: null },
  startDate: '2027-07-05',
  endDate: null,
  schedule: null,
  weeklyHours: 20,
  tasks: null,
  learningGoals: null,
  supervisor: { name: null, role: null, email: null, phone: null },
  hazards: null,
  protectiveEquipment: null,
  riskAssessment: null,
  insurance: { coveredBy: null, details: null, certificate: null },
  emergencyContact: { name: null, phone: null },
  coordinator: { name: null, email: null, phone: null },
  guardian: { name: null, email: null, phone: null },
  studentDateOfBirth: null,
};

const filled = (overrides: Partial<EmployerFormValues> = {}): EmployerFormValues => ({
  ...employerFormDefaults(emptyTerms),
  workplace: {
    legalName: 'Crumbs Bakery Inc.',
    address: '12 Baker St',
    city: 'Toronto',
    country: 'Canada',
    region: 'Ontario',
    postalCode: 'M5V 2T6',
  },
  endDate: '2027-08-13',
  tasks: 'Shape loaves.',
  learningGoals: 'Food safety.',
  supervisor: { name: 'Sam Baker', role: 'Head baker', email: 'sam@crumbs.test', phone: '416 555 0101' },
  hazards: 'Hot ovens.',
  insurance: { coveredBy: 'employer', details: '' },
  emergencyContact: { name: 'Front desk', phone: '416 555 0102' },
  ...overrides,
});

describe("the employer's form", () => {
  it('starts from the agreement as it stands: the prefilled fields, hours a week when it has no schedule', () => {
    const values = employerFormDefaults(emptyTerms);
    expect(values.workplace).toMatchObject({ legalName: 'Crumbs Bakery Inc.', postalCode: '', country: 'Canada' });
    expect(values.timeMode).toBe('hours');
    expect(values.weeklyHours).toBe('20');
    expect(values.days).toEqual([{ weekday: '1', start: '09:00', end: '15:00', breakMinutes: '30' }]);
  });

  it('starts on the schedule when the agreement has one', () => {
    const values = employerFormDefaults({
      ...emptyTerms,
      weeklyHours: null,
      schedule: { days: [{ weekday: 3, start: '08:00', end: '12:00', breakMinutes: 0 }] },
    });
    expect(values.timeMode).toBe('schedule');
    expect(values.days).toEqual([{ weekday: '3', start: '08:00', end: '12:00', breakMinutes: '0' }]);
  });

  it('sends the schedule and no hours, or the hours and no schedule, as the contract takes them', () => {
    const schedule = toEmployerPartBody(filled({ timeMode: 'schedule', days: [{ weekday: '2', start: '09:00', end: '13:00', breakMinutes: '15' }] }));
    expect(schedule.schedule).toEqual({ days: [{ weekday: 2, start: '09:00', end: '13:00', breakMinutes: 15 }] });
    expect(schedule.weeklyHours).toBeNull();
    expect(employerPartBody.safeParse(schedule).success).toBe(true);

    const hours = toEmployerPartBody(filled({ timeMode: 'hours', weeklyHours: '12.5' }));
    expect(hours.schedule).toBeNull();
    expect(hours.weeklyHours).toBe(12.5);
    expect(employerPartBody.safeParse(hours).success).toBe(true);
  });

  it('reads an empty number as missing, which the contract refuses on its field', () => {
    const result = employerPartBody.safeParse(toEmployerPartBody(filled({ timeMode: 'hours', weeklyHours: '' })));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain('weeklyHours');
  });

  it('puts the schedule issues on the rows, and "schedule or hours" on the choice', () => {
    expect(employerFormPath('schedule.days.1.weekday')).toBe('days.1.weekday');
    expect(employerFormPath('schedule')).toBe('timeMode');
    expect(employerFormPath('schedule.days')).toBe('timeMode');
    expect(employerFormPath('workplace.region')).toBe('workplace.region');
  });

  it('adds a row on the next free weekday', () => {
    expect(newScheduleRow([]).weekday).toBe('1');
    expect(
      newScheduleRow([
        { weekday: '1', start: '', end: '', breakMinutes: '' },
        { weekday: '2', start: '', end: '', breakMinutes: '' },
      ]).weekday,
    ).toBe('3');
  });
});
