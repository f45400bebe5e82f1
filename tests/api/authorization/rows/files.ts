import type { MatrixRow } from '../matrix-types';

/** Authorization rules of the files feature's routes. */
export const filesRows: MatrixRow[] = [];
