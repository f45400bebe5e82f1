import { eq } from 'drizzle-orm';
import { endpointUrl } from '@common/api/endpoint';
import { mailAdminEndpoints } from '@common/endpoints/mail-admin';
import { backgroundJobs } from '@server/db/schema';
import { insertJob } from '@server/queue/job-store';
import type { MatrixRow } from '../matrix-types';

/** Requests of the E-mail tab's routes that an allowed caller can really make (rules: common/endpoints/mail-admin.ts). */
export const mailAdminRows: MatrixRow[] = [
  { method: 'GET', route: mailAdminEndpoints.overview.path },
  { method: 'GET', route: mailAdminEndpoints.messages.path },
  // A real message: the persona's own newsletter request wrote one (any id proves access too: 404).
  {
    method: 'GET',
    route: mailAdminEndpoints.message.path,
    request: async ({ app }) => {
      const id = await app.deps.mailer.send({ kind: 'test.matrix', to: 'matrix@example.com', subject: 'Matrix', paragraphs: ['Who may read it?'] });
      return { url: endpointUrl(mailAdminEndpoints.message, { params: { id: id! } }) };
    },
  },
  { method: 'GET', route: mailAdminEndpoints.failedJobs.path },
  // A failed job of its own for each request (of a kind no server runs, so it fails again quietly).
  {
    method: 'POST',
    route: mailAdminEndpoints.retryJob.path,
    request: async ({ app }) => {
      const id = (await insertJob(app.deps.db, 'test.matrix', {}))!;
      await app.deps.db.update(backgroundJobs).set({ status: 'failed', finishedAt: new Date() }).where(eq(backgroundJobs.id, id));
      return { url: endpointUrl(mailAdminEndpoints.retryJob, { params: { id } }) };
    },
  },
];
