import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { applications, backgroundTasks } from '../db/schema';

/**
 * The clock moves on `ms` for what waits on it in the database: every waiting task and every held
 * status change (server/queue/undo-window.ts) comes due that much sooner; then the due tasks run.
 * With `applicationId`, only that application's held change and tasks: the browser tests share one
 * server, and a test must not end another test's undo window. Shared by the API tests
 * (tests/api/helpers/clock-moves.ts) and the browser tests' factory (POST /__test/clock).
 */
export async function clockMoves(app: FastifyInstance, ms: number, applicationId?: string): Promise<void> {
  const earlier = sql.raw(`interval '${Math.round(ms)} milliseconds'`);
  const { db } = app.deps;
  await db
    .update(backgroundTasks)
    .set({ runAt: sql`${backgroundTasks.runAt} - ${earlier}` })
    .where(
      and(
        eq(backgroundTasks.status, 'queued'),
        applicationId === undefined ? undefined : sql`${backgroundTasks.payload} ->> 'applicationId' = ${applicationId}`,
      ),
    );
  await db
    .update(applications)
    .set({ statusChangeDueAt: sql`${applications.statusChangeDueAt} - ${earlier}` })
    .where(and(isNotNull(applications.statusChangeDueAt), applicationId === undefined ? undefined : eq(applications.id, applicationId)));
  await app.deps.queue.drain();
}
