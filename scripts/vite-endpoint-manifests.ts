import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

// The browser needs only the routing facts of a declaration (method, path, body kind, what it
// reads and changes); the zod schemas in it are for the server and for TypeScript's types. Left
// in, they would put all of zod and every contract into the first download of every page. So in
// the browser build each common/endpoints/<feature>.ts module is replaced by its declarations
// without schemas, evaluated from the real module at build time (docs/decisions/011). Types are
// unaffected: TypeScript still reads the real files.

const ENDPOINT_MODULE = /[\\/]common[\\/]endpoints[\\/][a-z-]+\.ts$/;
const BROWSER_FIELDS = ['method', 'path', 'bodyKind', 'status', 'reads', 'changes', 'access'] as const;

function isDeclaration(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value;
}

function browserView(declaration: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(BROWSER_FIELDS.filter((field) => declaration[field] !== undefined).map((field) => [field, declaration[field]]));
}

/** Each export: a declaration, or an object of declarations, reduced to what the browser uses. */
export async function browserEndpointModule(file: string): Promise<string> {
  const loaded = (await tsImport(pathToFileURL(file).href, import.meta.url)) as Record<string, unknown>;
  const lines = Object.entries(loaded).map(([name, value]) => {
    const reduced = isDeclaration(value)
      ? browserView(value)
      : Object.fromEntries(
          Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, isDeclaration(item) ? browserView(item) : item]),
        );
    return `export const ${name} = ${JSON.stringify(reduced)};`;
  });
  return `// Generated from ${path.basename(file)}: declarations without their schemas.\n${lines.join('\n')}\n`;
}

export function endpointManifests(): Plugin {
  return {
    name: 'firstrung-endpoint-manifests',
    enforce: 'pre',
    async load(id) {
      const file = id.split('?')[0]!;
      if (!ENDPOINT_MODULE.test(file)) return null;
      this.addWatchFile(file);
      return browserEndpointModule(file);
    },
  };
}
