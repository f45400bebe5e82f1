import type { MatrixRow } from '../matrix-types';

/** Authorization rules of the jobs feature's routes. */
export const jobsRows: MatrixRow[] = [];
