// npm run dev: the API with reload on change (port 5000) and Vite's dev server (port 5173,
// proxying /api to the API). Stop both with Ctrl-C.
// The API writes JSON log lines (as in production); here they go through pino-pretty, a
// development dependency, to read as coloured lines, one per entry. Lines that are not JSON pass unchanged.
import { spawn } from 'node:child_process';

const api = spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
  stdio: ['inherit', 'pipe', 'inherit'],
  env: { ...process.env, NODE_ENV: 'development' },
});
const prettyLogs = spawn('npx', ['pino-pretty', '--translateTime', 'SYS:HH:MM:ss', '--ignore', 'pid,hostname', '--singleLine'], {
  stdio: ['pipe', 'inherit', 'inherit'],
});
api.stdout.pipe(prettyLogs.stdin);

const children = [api, prettyLogs, spawn('npx', ['vite'], { stdio: 'inherit' })];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    if (code) {
      stop();
      process.exitCode = code;
    }
  });
}
