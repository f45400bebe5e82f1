import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'firstrung-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the DATA_DIR lock', () => {
  it('refuses a second holder while the first is alive, with a message that says why', () => {
    const dir = tempDir();
    // A lock held by another live process (our parent, which surely runs).
    fs.writeFileSync(path.join(dir, 'firstrung.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by another FirstRung process .*DATABASE_URL/s);
  });

  it('clears a lock left by a process that crashed', () => {
    const dir = tempDir();
    const finished = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    fs.writeFileSync(path.join(dir, 'firstrung.lock'), finished.stdout);
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'firstrung.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(path.join(dir, 'firstrung.lock'))).toBe(false);
  });

  it('can be taken again after release', () => {
    const dir = tempDir();
    acquireDataDirLock(dir).release();
    const again = acquireDataDirLock(dir);
    again.release();
  });
});
