import type { DbOrTx } from '../../db/client';

/**
 * Spec 2.9 / issue 5: when an active high-school posting is published or switched on, every
 * institution in the posting's city gets one alert for it. The jobs feature calls this after
 * creating a job and after switching one on. Returns how many alerts were created.
 * (Issue 5 fills this in.)
 */
export async function createAlertsForJob(_db: DbOrTx, _jobId: string): Promise<number> {
  return 0;
}
