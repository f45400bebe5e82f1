import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { UNDO_WINDOW_MS } from '@common/constants';
import { jobsEndpoints } from '@common/endpoints/jobs';
import { applications } from '@server/db/schema';
import { createJob } from '@server/seed/factories';
import { clockMoves } from './helpers/clock-moves';
import { createPersona } from './helpers/personas';
import { sendTo } from './helpers/request';
import { createTestApp, type TestApp } from './helpers/test-app';
import { giveResume } from './jobs-helpers';

// Two browser tests may move their applications' clocks at the same moment on the one test server.
// Each move drains the queue; two drains side by side once kept each other polling for ever
// (server/queue/worker.ts, drain): both moves must end, and each student be told.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** An application its employer has just answered "not selected": held for the undo window. */
async function answeredApplication(): Promise<string> {
  const employer = await createPersona(t.app, 'employer');
  const job = await createJob(t.app.deps.db, employer.userId!, { title: 'Bakery Helper', companyName: 'Crumbs Ltd' });
  const student = await createPersona(t.app, 'student');
  await giveResume(t.app, student);
  const applied = await sendTo(t.app, student, jobsEndpoints.apply, { params: { id: job.id }, body: {} });
  const id = (applied.json() as { application: { id: string } }).application.id;
  const answered = await sendTo(t.app, employer, jobsEndpoints.updateApplication, {
    params: { id },
    body: { status: 'rejected', reason: 'schedule' },
  });
  expect(answered.statusCode, answered.body).toBe(200);
  return id;
}

it('two clock moves at once both end, and each held answer is told', { timeout: 15_000 }, async () => {
  const ids = [await answeredApplication(), await answeredApplication(), await answeredApplication()];
  await Promise.all(ids.map((id) => clockMoves(t.app, UNDO_WINDOW_MS + 1000, id)));
  const rows = await t.app.deps.db.select({ status: applications.status }).from(applications).where(inArray(applications.id, ids));
  expect(rows.map((row) => row.status)).toEqual(['rejected', 'rejected', 'rejected']);
});
