import { endpointUrl } from '@common/api/endpoint';
import { placementHoursEndpoints } from '@common/endpoints/placement-hours';
import { row, type MatrixRow } from '../matrix-types';

const period = { from: '2026-09-01', to: '2026-10-31' };

/** The school's views of its students' hours, and the student's own total (docs/product/placement-hours.md#the-schools-views). */
export const schoolHoursRows: MatrixRow[] = [
  row(placementHoursEndpoints.myTotal),
  row(placementHoursEndpoints.schoolHours, { request: () => ({ url: endpointUrl(placementHoursEndpoints.schoolHours, { query: period }) }) }),
  row(placementHoursEndpoints.schoolHoursCsv, { request: () => ({ url: endpointUrl(placementHoursEndpoints.schoolHoursCsv, { query: period }) }) }),
  row(placementHoursEndpoints.overdue),
  // The matrix student is no student of the matrix school (no approved link): not found, as for another school's.
  row(placementHoursEndpoints.studentSummary, {
    request: ({ personas }) => ({ url: endpointUrl(placementHoursEndpoints.studentSummary, { params: { userId: personas.student.userId! } }) }),
    refine: { institution: 404 },
  }),
];
