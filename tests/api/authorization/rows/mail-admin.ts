import { eq } from 'drizzle-orm';
import { endpointUrl } from '@common/api/endpoint';
import { mailAdminEndpoints } from '@common/endpoints/mail-admin';
import { backgroundTasks } from '@server/db/schema';
import { insertTask } from '@server/queue/task-store';
import { row, type MatrixRow } from '../matrix-types';

/** Requests of the E-mail tab's routes that an allowed caller can really make (rules: common/endpoints/mail-admin.ts). */
export const mailAdminRows: MatrixRow[] = [
  row(mailAdminEndpoints.overview),
  row(mailAdminEndpoints.messages),
  // A real message: the persona's own newsletter request wrote one (any id proves access too: 404).
  row(mailAdminEndpoints.message, {
    request: async ({ app }) => {
      const id = await app.deps.mailer.send({ kind: 'test.matrix', to: 'matrix@example.com', subject: 'Matrix', paragraphs: ['Who may read it?'] });
      return { url: endpointUrl(mailAdminEndpoints.message, { params: { id: id! } }) };
    },
  }),
  row(mailAdminEndpoints.failedTasks),
  // A failed task of its own for each request (of a kind no server runs, so it fails again quietly).
  row(mailAdminEndpoints.retryTask, {
    request: async ({ app }) => {
      const id = (await insertTask(app.deps.db, 'test.matrix', {}))!;
      await app.deps.db.update(backgroundTasks).set({ status: 'failed', finishedAt: new Date() }).where(eq(backgroundTasks.id, id));
      return { url: endpointUrl(mailAdminEndpoints.retryTask, { params: { id } }) };
    },
  }),
];
