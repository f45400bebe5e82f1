import type { MatrixRow } from '../matrix-types';

/** Authorization rules of the newsletter feature's routes. */
export const newsletterRows: MatrixRow[] = [];
