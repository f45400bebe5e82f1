// The baseline of npm run bench:http: node:http and pg, no framework, running the same two
// statements as the first page of GET /api/jobs (the page and its capped count), which the bench
// takes from drizzle and passes in BARE_STATEMENTS. Like the app, it runs the page on every request
// and reuses the count for 30 seconds (server/features/jobs/job-count-cache.ts). What our app adds
// on top (routing, sessions, validation, serialisation, compression) shows as the ratio of the two.
import http from 'node:http';
import pg from 'pg';

interface Statement {
  sql: string;
  params: unknown[];
}

const [page, total] = JSON.parse(process.env.BARE_STATEMENTS ?? '[]') as [Statement, Statement];
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const COUNT_TTL_MS = 30_000;
let counted: { at: number; result: Promise<pg.QueryResult> } | null = null;
function countOnce(): Promise<pg.QueryResult> {
  if (!counted || Date.now() - counted.at >= COUNT_TTL_MS) counted = { at: Date.now(), result: pool.query(total.sql, total.params) };
  return counted.result;
}

const server = http.createServer((_request, response) => {
  Promise.all([pool.query(page.sql, page.params), countOnce()]).then(
    ([rows, count]) => {
      const body = JSON.stringify({ items: rows.rows.slice(0, 20), total: Number(count.rows[0]?.n ?? 0) });
      response.writeHead(200, { 'content-type': 'application/json' }).end(body);
    },
    (error: unknown) => response.writeHead(500).end(String(error)),
  );
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => {
  server.close();
  void pool.end();
});
