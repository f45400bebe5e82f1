import type { MatrixRow } from '../matrix-types';

/** Authorization rules of the institutions feature's routes. */
export const institutionsRows: MatrixRow[] = [];
