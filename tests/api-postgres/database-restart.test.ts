// A PostgreSQL restart, a failover or a terminated backend in the middle of requests
// (docs/decisions/014): reads are tried once more on a fresh connection, writes answer 503 with
// Retry-After, and nobody gets a 500. Connections exist only on PostgreSQL, so this folder runs
// only in the PostgreSQL run (TEST_DATABASE_URL; vitest.config.ts); on the embedded database the
// same rules are tested with a simulated loss in server/http/register-endpoint.test.ts.
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsEndpoints } from '@common/endpoints/jobs';
import { savedJobs } from '@server/db/schema';
import { createJob } from '@server/seed/factories';
import { createPersona, type Persona } from '../api/helpers/personas';
import { send, sendTo } from '../api/helpers/request';
import { createTestApp, type TestApp } from '../api/helpers/test-app';

describe('requests while PostgreSQL ends the connections', () => {
  let t: TestApp;
  let student: Persona;
  let jobIds: string[];
  let admin: pg.Client;

  beforeAll(async () => {
    t = await createTestApp();
    const employer = await createPersona(t.app, 'employer');
    student = await createPersona(t.app, 'student');
    jobIds = [];
    for (let i = 0; i < 20; i += 1) jobIds.push((await createJob(t.database.db, employer.userId!, { title: `Job ${i}` })).id);
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await t.close();
  });

  /** Ends every connection the app holds to its database, as a restart does; how many it ended. */
  const terminateAppConnections = async () => {
    const database = new URL(t.database.url!).pathname.slice(1);
    const result = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [
      database,
    ]);
    return result.rowCount ?? 0;
  };

  it('answers reads and writes with no 500, and every save that succeeded is recorded once', async () => {
    const statuses: number[] = [];
    const savedOk: string[] = [];
    let terminated = 0;
    for (let round = 0; round < 10; round += 1) {
      const saves = [jobIds[round]!, jobIds[round + 10]!];
      const requests = [
        ...Array.from({ length: 6 }, () => send(t.app, null, 'GET', '/api/jobs')),
        send(t.app, student, 'GET', '/api/auth/user'),
        ...saves.map((id) => sendTo(t.app, student, jobsEndpoints.save, { params: { id } })),
      ];
      // The connections end while those requests are on their way.
      terminated += await terminateAppConnections();
      const responses = await Promise.all(requests);
      statuses.push(...responses.map((response) => response.statusCode));
      responses.slice(-2).forEach((response, k) => response.statusCode === 200 && savedOk.push(saves[k]!));
    }
    expect(terminated).toBeGreaterThan(0);
    expect(statuses.filter((status) => status >= 500 && status !== 503)).toEqual([]);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(statuses.length / 2);

    const rows = await t.database.db.select({ jobId: savedJobs.jobId }).from(savedJobs).where(eq(savedJobs.studentId, student.userId!));
    const recorded = rows.map((row) => row.jobId);
    expect(new Set(recorded).size).toBe(recorded.length);
    for (const id of savedOk) expect(recorded).toContain(id);
  });
});
