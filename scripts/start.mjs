// npm start: build when a source changed since the last build (scripts/build-stamp.mjs; the first
// build takes about two minutes), then serve it as in production, with the outbox instead of a mail
// server (MAIL_OUTBOX=true, docs/decisions/039; SMS_OUTBOX=true likewise for SMS without an SMS_URL)
// and on this machine only unless HOST says otherwise: the outbox holds sign-in links and the demo
// accounts share a published password (docs/decisions/040).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isBuildUpToDate } from './build-stamp.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

if (isBuildUpToDate(root)) {
  console.log('The build is up to date with the sources: starting it (npm run build rebuilds).');
} else {
  console.log('Building FirstRung (about two minutes the first time; later starts skip it while no source changes)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server writes JSON log lines (as in production); in a terminal they read better through
// pino-pretty (a development dependency, as in npm run dev), when it is installed.
const prettyLogs = path.join(root, 'node_modules', '.bin', 'pino-pretty');
const pretty = existsSync(prettyLogs);
const server = spawn(process.execPath, ['dist/server/main.js'], {
  cwd: root,
  stdio: ['inherit', pretty ? 'pipe' : 'inherit', 'inherit'],
  env: { ...process.env, NODE_ENV: 'production', MAIL_OUTBOX: 'true', SMS_OUTBOX: 'true', HOST: process.env.HOST ?? '127.0.0.1' },
});
if (pretty) {
  const printer = spawn(prettyLogs, ['--translateTime', 'SYS:HH:MM:ss', '--ignore', 'pid,hostname', '--singleLine'], {
    stdio: ['pipe', 'inherit', 'inherit'],
  });
  server.stdout.pipe(printer.stdin);
}
// Ctrl-C reaches the server too (same terminal): it finishes its requests, then this script ends with it.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
