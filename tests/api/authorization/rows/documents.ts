import type { MatrixRow } from '../matrix-types';

/** Authorization rules of the documents feature's routes. */
export const documentsRows: MatrixRow[] = [];
