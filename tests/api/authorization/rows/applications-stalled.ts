import { applicationsEndpoints } from '@common/endpoints/applications';
import { row, type MatrixRow } from '../matrix-types';

/** A school's students' applications left without an answer (server/features/applications/stalled-routes.ts). */
export const applicationsStalledRows: MatrixRow[] = [row(applicationsEndpoints.stalledApplications)];
