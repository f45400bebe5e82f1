import type { FastifyInstance } from 'fastify';
import { employerJobRoutes } from './employer-job-routes';
import { postingLifecycleRoutes } from './posting-lifecycle-routes';
import { registerPlacePostingsTask } from './posting-place';
import { publicJobRoutes } from './public-job-routes';
import { studentJobRoutes } from './student-job-routes';

/** Routes of the jobs marketplace (docs/product/jobs.md): browse and apply, the student's lists, the employer's postings. */
export async function jobRoutes(app: FastifyInstance): Promise<void> {
  await app.register(publicJobRoutes);
  await app.register(studentJobRoutes);
  await app.register(employerJobRoutes);
  await app.register(postingLifecycleRoutes);
  registerPlacePostingsTask(app.deps, app.log);
}
