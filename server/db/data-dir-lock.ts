import fs from 'node:fs';
import path from 'node:path';

// The embedded database (PGlite) must be opened by one process at a time; two would corrupt it.
// A lock file holding the owner's pid makes a second process stop at once with a clear message.
// A lock whose pid is no longer running was left by a crash and is cleared.

export class DataDirLockedError extends Error {}

function isProcessRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface DataDirLock {
  release(): void;
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'firstrung.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          try {
            if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockPath);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const ownerPid = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
      if (Number.isInteger(ownerPid) && ownerPid !== process.pid && isProcessRunning(ownerPid)) {
        throw new DataDirLockedError(
          `The embedded database in ${dataDir} is in use by another FirstRung process (pid ${ownerPid}).\n` +
            'Stop that process first. To run several processes at once, set DATABASE_URL to a PostgreSQL server.',
        );
      }
      // Stale lock from a process that crashed: clear it and try once more.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${dataDir}`);
}
