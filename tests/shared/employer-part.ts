// The employer's part of a placement's agreement (docs/product/placements.md#the-employers-part), one
// copy for the API tests (tests/api/helpers/placement-fixtures.ts) and the browser tests, which send it
// through the API or type it into the form. Relative imports only: the browser tests do not resolve
// the '@common/…' paths the API tests' Vitest does.
import type { EmployerPartBody } from '../../common/contracts/placements';

/** An employer's whole part: a Toronto bakery, July and August 2027, Mondays and Wednesdays; any field replaced. */
export const employerPartBody = (overrides: Partial<EmployerPartBody> = {}): EmployerPartBody => ({
  workplace: {
    legalName: 'Crumbs Bakery Inc.',
    address: '12 Baker St',
    city: 'Toronto',
    country: 'Canada',
    region: 'Ontario',
    postalCode: 'M5V 2T6',
  },
  startDate: '2027-07-05',
  endDate: '2027-08-13',
  schedule: {
    days: [
      { weekday: 1, start: '09:00', end: '15:00', breakMinutes: 30 },
      { weekday: 3, start: '09:00', end: '15:00', breakMinutes: 30 },
    ],
  },
  tasks: 'Weigh flour, shape loaves, serve at the counter.',
  learningGoals: 'Food safety, working to a schedule, serving customers.',
  supervisor: { name: 'Sam Baker', role: 'Head baker', email: 'sam@crumbs.test', phone: '416 555 0101' },
  hazards: 'Hot ovens; knives; lifting flour sacks.',
  protectiveEquipment: 'Oven gloves, non-slip shoes.',
  insurance: { coveredBy: 'school_board', details: 'WSIB through the school board' },
  emergencyContact: { name: 'Front desk', phone: '416 555 0102' },
  ...overrides,
});
