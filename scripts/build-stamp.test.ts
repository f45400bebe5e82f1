import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearStamp, isBuildUpToDate, writeStamp } from './build-stamp.mjs';

// npm start skips the build when dist/ holds the build of the sources as they are (scripts/start.mjs).
describe('the build stamp', () => {
  const inputs = { folders: ['web'], files: ['package.json'] };
  let root: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'build-stamp-'));
    write('package.json', '{}');
    write('web/main.tsx', 'one');
    mkdirSync(path.join(root, 'dist'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('finds no build without a stamp, and an up-to-date one right after the build wrote it', () => {
    expect(isBuildUpToDate(root, inputs)).toBe(false);
    writeStamp(root, inputs);
    expect(isBuildUpToDate(root, inputs)).toBe(true);
  });

  it('finds the build stale when a source changes, is added or is removed', () => {
    writeStamp(root, inputs);
    write('web/main.tsx', 'two');
    expect(isBuildUpToDate(root, inputs)).toBe(false);
    writeStamp(root, inputs);
    write('web/lib/new.ts', 'new');
    expect(isBuildUpToDate(root, inputs)).toBe(false);
    writeStamp(root, inputs);
    rmSync(path.join(root, 'web/lib/new.ts'));
    expect(isBuildUpToDate(root, inputs)).toBe(false);
    write('package.json', '{"dependencies":{}}');
    writeStamp(root, inputs);
    expect(isBuildUpToDate(root, inputs)).toBe(true);
  });

  it('finds no build once a new build has started (one stopped halfway is not up to date)', () => {
    writeStamp(root, inputs);
    clearStamp(root);
    expect(isBuildUpToDate(root, inputs)).toBe(false);
  });

  it('ignores a changed test file, which the build does not read', () => {
    writeStamp(root, inputs);
    write('web/main.test.ts', 'a test');
    expect(isBuildUpToDate(root, inputs)).toBe(true);
  });
});
