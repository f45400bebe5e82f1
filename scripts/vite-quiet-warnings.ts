import type { Rollup } from 'vite';

// Rollup warns, at length, on every build that zod's own sources carry comments about `@__PURE__`
// in places where it cannot read them as annotations, and that it drops those comments. They are
// zod's explanations, not annotations: dropping them changes nothing in the bundle. Only that
// warning, only for zod's files, is silenced; every other warning still shows.
export function isHarmlessWarning(warning: Rollup.RollupLog): boolean {
  return warning.code === 'INVALID_ANNOTATION' && /[\\/]node_modules[\\/]zod[\\/]/.test(warning.id ?? '');
}
