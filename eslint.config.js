import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const WEB = fileURLToPath(new URL('./web/', import.meta.url));
const FEATURES = path.join(WEB, 'features');

/** Where a path lies among the web features: its feature and the path inside it, or null. */
function featurePart(file) {
  const [feature, ...rest] = path.relative(FEATURES, file).split(path.sep);
  return !feature || feature === '..' || path.isAbsolute(feature) ? null : { feature, inside: rest.join('/') };
}

/**
 * Feature boundaries (docs/ARCHITECTURE.md): what a web feature offers the rest of the app is what
 * its entry, web/features/<feature>/index.ts, exports; its other files are its own. Any import
 * from outside web/features/<feature>/ (static, `export … from` or `import()`; by `@web/` or by
 * relative path) may reach only the entry. Inside the feature, imports are free. ESLint's
 * no-restricted-imports cannot say this: it sees neither `import()` nor which feature a file is in.
 */
const featureEntriesOnly = {
  meta: {
    type: 'problem',
    docs: { description: 'Import another web feature only through its entry (web/features/<feature>/index.ts).' },
    messages: {
      deep: "'{{source}}' reaches inside the {{feature}} feature: import from '@web/features/{{feature}}', its entry (index.ts), and export what you need there.",
    },
    schema: [],
  },
  create(context) {
    const own = featurePart(context.filename)?.feature;
    function check(node) {
      const source = node.source;
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const specifier = source.value;
      const target = specifier.startsWith('@web/')
        ? path.join(WEB, specifier.slice('@web/'.length))
        : specifier.startsWith('.')
          ? path.resolve(path.dirname(context.filename), specifier)
          : null;
      const reached = target && featurePart(target);
      if (!reached || reached.feature === own || /^(index(\.tsx?)?)?$/.test(reached.inside)) return;
      context.report({ node: source, messageId: 'deep', data: { source: specifier, feature: reached.feature } });
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

/**
 * A replacement string expands `$&`, `` $` ``, `$'` and `$1`: user text passed as one copies parts
 * of the string into itself (each `` $` `` in a posting copied the job page before it). So the
 * second argument of replace and replaceAll is a plain literal or a function, whose return value
 * goes in as it is (docs/security.md, "Replacement strings").
 */
const literalReplacementsOnly = {
  meta: {
    type: 'problem',
    docs: { description: 'The replacement of String#replace and #replaceAll is a literal or a function, never a computed string.' },
    messages: {
      computed: "A computed replacement string expands $&, $` and $' in the text it carries: give .{{method}}() a function (() => text) instead.",
    },
    schema: [],
  },
  create(context) {
    return {
      CallExpression(node) {
        const { callee } = node;
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return;
        if (callee.property.name !== 'replace' && callee.property.name !== 'replaceAll') return;
        const replacement = node.arguments[1];
        if (!replacement) return;
        if (replacement.type === 'Literal' || replacement.type === 'ArrowFunctionExpression' || replacement.type === 'FunctionExpression') return;
        if (replacement.type === 'TemplateLiteral' && replacement.expressions.length === 0) return;
        context.report({ node: replacement, messageId: 'computed', data: { method: callee.property.name } });
      },
    };
  },
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'drizzle', 'test-results', 'playwright-report', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The browser never imports server code (three zones, one direction).
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@server/*', '**/server/*'], message: 'The browser must not import server code; share it through common/.' }] },
      ],
    },
  },
  {
    // Everywhere: code outside web/ (tests, scripts) reaches a web feature through its entry too.
    files: ['**/*.{ts,tsx}'],
    plugins: { features: { rules: { 'entries-only': featureEntriesOnly } } },
    rules: { 'features/entries-only': 'error' },
  },
  {
    // The code that handles what users send (tests and benchmarks replace with their own values).
    files: ['server/**/*.{ts,tsx}', 'common/**/*.{ts,tsx}', 'web/**/*.{ts,tsx}', 'scripts/**/*.{ts,tsx}'],
    plugins: { text: { rules: { 'literal-replacements': literalReplacementsOnly } } },
    rules: { 'text/literal-replacements': 'error' },
  },
  {
    // An entry only re-exports, so that importing one name from it brings nothing else of the
    // feature into the importer's chunk (scripts/vite-feature-entries.ts). A page is offered as a
    // loader from the feature's pages/loaders.ts, which keeps it a chunk of its own.
    files: ['web/features/*/index.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program > :not(ExportNamedDeclaration[source])',
          message: "A feature's entry only re-exports (export { … } from './…'); write the code in a file of the feature.",
        },
      ],
    },
  },
  {
    files: ['common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@server/*', '@web/*', '**/server/*', '**/web/*'], message: 'common/ is imported by both sides and imports neither.' },
          ],
        },
      ],
    },
  },
);
