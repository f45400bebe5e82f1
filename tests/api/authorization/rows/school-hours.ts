import { endpointUrl } from '@common/api/endpoint';
import { placementHoursEndpoints } from '@common/endpoints/placement-hours';
import { createLinkedStudent } from '../../helpers/school-fixtures';
import { row, type MatrixRow } from '../matrix-types';

const period = { from: '2026-09-01', to: '2026-10-31' };

/** The school's views of its students' hours, and the student's own total (docs/product/placement-hours.md#the-schools-views). */
export const schoolHoursRows: MatrixRow[] = [
  row(placementHoursEndpoints.myTotal),
  row(placementHoursEndpoints.schoolHours, { request: () => ({ url: endpointUrl(placementHoursEndpoints.schoolHours, { query: period }) }) }),
  row(placementHoursEndpoints.schoolHoursCsv, { request: () => ({ url: endpointUrl(placementHoursEndpoints.schoolHoursCsv, { query: period }) }) }),
  row(placementHoursEndpoints.overdue),
  // The matrix school reads a student of its own (an approved link); any other student is not found (the API tests).
  row(placementHoursEndpoints.studentSummary, {
    request: async ({ app, personas }, persona) => ({
      url: endpointUrl(placementHoursEndpoints.studentSummary, {
        params: {
          userId:
            persona.kind === 'institution' ? (await createLinkedStudent(app, personas.institution.profileId)).userId! : personas.student.userId!,
        },
      }),
    }),
  }),
];
