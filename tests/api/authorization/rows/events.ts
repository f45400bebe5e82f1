import type { MatrixRow } from '../matrix-types';

/** Authorization rules of the events feature's routes. */
export const eventsRows: MatrixRow[] = [];
