import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { applications, backgroundTasks, classCodes } from '../db/schema';
import { runApplicationDeadlines } from '../features/applications/deadlines';

/**
 * The clock moves on `ms` for what waits on it in the database: every waiting task and every held
 * status change (server/queue/undo-window.ts) comes due that much sooner, and every application's
 * times (sent, due, viewed, answered, reminded, the offer's answer-by) move that much into the past; then the due tasks
 * run, and the applications' deadlines run (server/features/applications/deadlines.ts) as the
 * hourly task would. With `applicationId`, only that application's times, held change and tasks:
 * the browser tests share one server, and a test must not end another test's undo window or
 * deadline. Shared by the API tests (tests/api/helpers/clock-moves.ts) and the browser tests'
 * factory (POST /__test/clock).
 */
export async function clockMoves(app: FastifyInstance, ms: number, applicationId?: string): Promise<void> {
  const earlier = sql.raw(`interval '${Math.round(ms)} milliseconds'`);
  const { db } = app.deps;
  const theApplication = applicationId === undefined ? undefined : eq(applications.id, applicationId);
  // The application's times first: a held change that comes due below may be made final at once by
  // the worker, and what it writes then (an offer's answer-by time) is already on the new clock.
  // A null time stays null (null minus an interval): only what happened moves. updated_at is kept
  // (drizzle's $onUpdate would set it to now): moving the clock changes nothing of the application.
  await db
    .update(applications)
    .set({
      createdAt: sql`${applications.createdAt} - ${earlier}`,
      answerDueAt: sql`${applications.answerDueAt} - ${earlier}`,
      viewedAt: sql`${applications.viewedAt} - ${earlier}`,
      answeredAt: sql`${applications.answeredAt} - ${earlier}`,
      reminderSentAt: sql`${applications.reminderSentAt} - ${earlier}`,
      offerAnswerDueAt: sql`${applications.offerAnswerDueAt} - ${earlier}`,
      updatedAt: sql`${applications.updatedAt}`,
    })
    .where(theApplication);
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
    .where(and(isNotNull(applications.statusChangeDueAt), theApplication));
  // Class codes' lifetimes (docs/product/school-sign-in.md#class-codes), in a whole-clock move only.
  if (applicationId === undefined) {
    await db.update(classCodes).set({ createdAt: sql`${classCodes.createdAt} - ${earlier}`, expiresAt: sql`${classCodes.expiresAt} - ${earlier}` });
  }
  await app.deps.queue.drain();
  await runApplicationDeadlines(app.deps, new Date());
  await app.deps.queue.drain();
}
