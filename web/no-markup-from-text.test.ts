import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// No user text may become markup (docs/security.md). These are the ways React code turns a
// string into elements; none of them may come back into the browser app.
const FORBIDDEN = [/<Trans\b/, /dangerouslySetInnerHTML/, /shouldUnescape/, /\.innerHTML\s*=/, /insertAdjacentHTML/];

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the browser app', () => {
  it('never parses text as markup', () => {
    const offenders = sourceFiles(path.join(import.meta.dirname, '.')).flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return FORBIDDEN.filter((pattern) => pattern.test(text)).map((pattern) => `${path.relative(import.meta.dirname, file)}: ${pattern}`);
    });
    expect(offenders).toEqual([]);
  });
});
