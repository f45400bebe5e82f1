import { eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { applications, backgroundTasks } from '@server/db/schema';

/**
 * The clock moves on `ms` for what waits on it in the database: every waiting task and every held
 * status change (server/queue/undo-window.ts) comes due that much sooner; then the due tasks run.
 */
export async function clockMoves(app: FastifyInstance, ms: number): Promise<void> {
  const earlier = sql.raw(`interval '${Math.round(ms)} milliseconds'`);
  const { db } = app.deps;
  await db
    .update(backgroundTasks)
    .set({ runAt: sql`${backgroundTasks.runAt} - ${earlier}` })
    .where(eq(backgroundTasks.status, 'queued'));
  await db
    .update(applications)
    .set({ statusChangeDueAt: sql`${applications.statusChangeDueAt} - ${earlier}` })
    .where(isNotNull(applications.statusChangeDueAt));
  await app.deps.queue.drain();
}
