import pg from 'pg';

/** With TEST_DATABASE_URL, check once that the server answers, so a bad URL fails with one clear error. */
export default async function globalSetup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    throw new Error(`TEST_DATABASE_URL does not answer: ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}
