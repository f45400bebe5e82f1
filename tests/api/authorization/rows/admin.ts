import type { MatrixRow } from '../matrix-types';

/** Authorization rules of the admin feature's routes. */
export const adminRows: MatrixRow[] = [];
