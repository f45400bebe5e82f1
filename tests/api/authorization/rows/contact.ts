import type { MatrixRow } from '../matrix-types';

/** Authorization rules of the contact feature's routes. */
export const contactRows: MatrixRow[] = [];
