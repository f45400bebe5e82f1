import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_MODULES, modulePreloadTags, type BuildManifest } from './page-preloads';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true },
  'features/events/pages/events-page.tsx': { file: 'assets/events-page-2.js', imports: ['index.html', '_badge-3.js', '_clock-4.js'] },
  '_badge-3.js': { file: 'assets/badge-3.js' },
  '_clock-4.js': { file: 'assets/clock-4.js', imports: ['_badge-3.js'] },
  'i18n/locales/en/events.json': { file: 'assets/events-5.js' },
};

describe('modulePreloadTags', () => {
  it('names the page, what it imports and its translations once each, never the entry script', () => {
    const tags = modulePreloadTags(manifest, FIRST_SCREEN_MODULES.events);
    expect(tags.split('\n').map((tag) => tag.trim())).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/events-page-2.js">',
      '<link rel="modulepreload" crossorigin href="/assets/badge-3.js">',
      '<link rel="modulepreload" crossorigin href="/assets/clock-4.js">',
      '<link rel="modulepreload" crossorigin href="/assets/events-5.js">',
    ]);
  });

  it('gives nothing for modules the build does not have', () => {
    expect(modulePreloadTags({}, FIRST_SCREEN_MODULES.jobDetail)).toBe('');
  });

  it('names source files that exist, so a moved page cannot silently lose its hints', () => {
    for (const keys of Object.values(FIRST_SCREEN_MODULES)) {
      for (const key of keys) expect(fs.existsSync(new URL(`../../../web/${key}`, import.meta.url)), key).toBe(true);
    }
  });
});
