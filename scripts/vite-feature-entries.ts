import type { Plugin } from 'vite';

// Other code imports a web feature only through its entry, web/features/<feature>/index.ts
// (eslint.config.js), and an entry only re-exports (checked there too). Importing one name from an
// entry must then cost what importing it from its own file did: nothing else of the feature.
// Rollup would otherwise keep, in the importer's chunk, the top-level code of every module the
// entry re-exports (zod schemas, React.lazy, class-name variants) and all they import, because
// evaluating the entry evaluates them. The router imports every feature's page loaders through
// its entry: without this, the first download would carry every feature's forms.
//
// Marking the entries free of side effects tells Rollup to follow each imported name to the
// module that declares it and to leave the entry's other modules to the chunks that use them.
// True of an entry by construction: re-exports have no effect of their own.

const FEATURE_ENTRY = /\/web\/features\/[^/]+\/index\.tsx?$/;

export function featureEntries(): Plugin {
  return {
    name: 'feature-entries',
    transform(code, id) {
      if (FEATURE_ENTRY.test(id)) return { code, map: null, moduleSideEffects: false };
    },
  };
}
