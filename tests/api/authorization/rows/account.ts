import type { MatrixRow } from '../matrix-types';

/** Authorization rules of the account feature's routes. */
export const accountRows: MatrixRow[] = [];
