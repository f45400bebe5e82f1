import { access } from '../api/access';
import { defineEndpoint } from '../api/endpoint';
import { userIdParams, uuidParams } from '../api/params';
import {
  approveShiftsBody,
  approveShiftsResponse,
  placementHoursResponse,
  shiftBody,
  shiftParams,
  shiftResponse,
  verifyShiftBody,
} from '../contracts/placement-hours';
import {
  hoursPeriodQuery,
  myVerifiedHoursResponse,
  overdueQuery,
  overdueResponse,
  schoolHoursResponse,
  studentPlacementsSummaryResponse,
} from '../contracts/school-hours';

// The hours a student worked on a placement (docs/product/placement-hours.md#the-hours-log): the
// student logs each day, the supervisor confirms through an e-mailed link (supervisor.ts), the school's
// coordinator may verify on the supervisor's behalf with a reason and approves verified hours; and the
// school's views of its students' hours. Only a placement's parties and admins read its hours; anyone
// else: not found.

const tag = 'placement-hours';
const placementParams = uuidParams('placement');

export const placementHoursEndpoints = {
  /** The shifts (newest first), the agreement's planned days not yet logged, the totals. */
  list: defineEndpoint({
    method: 'GET',
    path: '/api/placements/:id/hours',
    tag,
    summary: "A placement's hours log",
    access: access.roles('student', 'employer', 'institution', 'admin'),
    params: placementParams,
    response: placementHoursResponse,
    reads: ['placementHours'],
    errors: ['ORGANISATION_NOT_VERIFIED'],
  }),
  /**
   * The student logs a day (one per date: a second for the same date is 409). Before the placement is
   * active, after sign-off, a date in the future: 409 / 400. Checked against the rule pack: the flags
   * come back on the shift.
   */
  create: defineEndpoint({
    method: 'POST',
    path: '/api/placements/:id/hours',
    tag,
    summary: 'Log a day of work',
    access: access.roles('student'),
    params: placementParams,
    body: shiftBody,
    response: shiftResponse,
    status: 201,
    changes: ['placementHours'],
    errors: ['CONFLICT'],
  }),
  /** Only while `logged` or `disputed` (it goes back to `logged`); otherwise 409. */
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/placements/:id/hours/:shiftId',
    tag,
    summary: 'Correct a logged day',
    access: access.roles('student'),
    params: shiftParams,
    body: shiftBody,
    response: shiftResponse,
    changes: ['placementHours'],
    errors: ['CONFLICT'],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/placements/:id/hours/:shiftId',
    tag,
    summary: 'Delete a logged day (only while logged or disputed)',
    access: access.roles('student'),
    params: shiftParams,
    status: 204,
    changes: ['placementHours'],
    errors: ['CONFLICT'],
  }),
  /**
   * The school's coordinator (with no school, the employer) verifies a shift awaiting the supervisor or
   * disputed, on the supervisor's behalf, with a reason (audited).
   */
  verify: defineEndpoint({
    method: 'POST',
    path: '/api/placements/:id/hours/:shiftId/verify',
    tag,
    summary: "Verify a day on the supervisor's behalf, with a reason",
    access: access.verifiedOrganisation('institution', 'employer'),
    params: shiftParams,
    body: verifyShiftBody,
    response: shiftResponse,
    changes: ['placementHours'],
    errors: ['CONFLICT'],
  }),
  /** The school approves verified shifts of this placement (others in the list: 409, nothing approved). */
  approve: defineEndpoint({
    method: 'POST',
    path: '/api/placements/:id/hours/approve',
    tag,
    summary: 'Approve verified days',
    access: access.verifiedOrganisation('institution'),
    params: placementParams,
    body: approveShiftsBody,
    response: approveShiftsResponse,
    changes: ['placementHours'],
    errors: ['CONFLICT'],
  }),
  /** The student's verified hours across every placement (their dashboard). */
  myTotal: defineEndpoint({
    method: 'GET',
    path: '/api/student/verified-hours',
    tag,
    summary: 'My verified hours across my placements',
    access: access.roles('student'),
    response: myVerifiedHoursResponse,
    reads: ['placementHours'],
  }),
  /** Verified hours by student and placement for a period of shift dates. */
  schoolHours: defineEndpoint({
    method: 'GET',
    path: '/api/institution/hours',
    tag,
    summary: "My students' verified hours by placement, for a period",
    access: access.verifiedOrganisation('institution'),
    query: hoursPeriodQuery,
    response: schoolHoursResponse,
    reads: ['placementHours'],
  }),
  schoolHoursCsv: defineEndpoint({
    method: 'GET',
    path: '/api/institution/hours.csv',
    tag,
    summary: "My students' verified hours by placement, for a period, as CSV",
    access: access.verifiedOrganisation('institution'),
    query: hoursPeriodQuery,
    produces: ['text/csv'],
    reads: ['placementHours'],
  }),
  /** Hours awaiting verification past HOURS_VERIFY_DAYS, evaluations and reflections missing, sign-offs waiting; oldest first. */
  overdue: defineEndpoint({
    method: 'GET',
    path: '/api/institution/placements/overdue',
    tag,
    summary: "What is overdue on my students' placements",
    access: access.verifiedOrganisation('institution'),
    query: overdueQuery,
    response: overdueResponse,
    reads: ['placementHours', 'placements'],
  }),
  /** A student of the school (approved link): their placements, verified hours, evaluations. Another's: not found. */
  studentSummary: defineEndpoint({
    method: 'GET',
    path: '/api/institution/students/:userId/placements-summary',
    tag,
    summary: "One of my students' placements, verified hours and evaluations",
    access: access.verifiedOrganisation('institution'),
    params: userIdParams(),
    response: studentPlacementsSummaryResponse,
    reads: ['placementHours', 'placements'],
  }),
};
