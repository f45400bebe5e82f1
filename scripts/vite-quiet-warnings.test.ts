import { describe, expect, it } from 'vitest';
import { isHarmlessWarning } from './vite-quiet-warnings';

describe("the build's warnings", () => {
  it("silences Rollup's warning on the comments in zod's sources, and only that one", () => {
    expect(isHarmlessWarning({ code: 'INVALID_ANNOTATION', id: '/app/node_modules/zod/v4/core/util.js', message: 'A comment …' })).toBe(true);
    expect(isHarmlessWarning({ code: 'INVALID_ANNOTATION', id: '/app/web/lib/own-code.ts', message: 'A comment …' })).toBe(false);
    expect(isHarmlessWarning({ code: 'CIRCULAR_DEPENDENCY', id: '/app/node_modules/zod/v4/core/util.js', message: 'Circular …' })).toBe(false);
  });
});
