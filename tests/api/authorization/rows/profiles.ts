import type { MatrixRow } from '../matrix-types';

/** Authorization rules of the profiles feature's routes. */
export const profilesRows: MatrixRow[] = [];
