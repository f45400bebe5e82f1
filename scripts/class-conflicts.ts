// Finds Tailwind classes that fight over one property in one element's class list (decision 030).
// `cn()` only joins class names (clsx): when a component's `px-4` meets a call site's `px-2`, or a
// cva base's `h-10` meets a size's `h-9`, the stylesheet's order picks the winner, not the order in
// the string. tailwind-merge (a devDependency, never in the browser bundle) says which class lists
// have such a pair: a list is clean when twMerge keeps every class of it.
//
// What it reads, in web/**/*.{ts,tsx}:
// - every cva() definition: its base with each combination of its variants;
// - every component whose root class list is `cn(..., className)`: its own list with every variant,
//   and each JSX use of it with the use's className and variant props;
// - every other cn()/clsx() call.
// Each class expression is expanded into the class lists it can produce (both branches of a `?:`,
// with and without an `&&`); a value it cannot know (a variable) counts as no class, or as any
// option when it picks a variant. Classes handed through a second component, or built at run time,
// are out of its sight.
//
// `npx tsx scripts/class-conflicts.ts` prints what it finds; web/components/ui/class-conflicts.test.ts
// fails on it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { twMerge } from 'tailwind-merge';
import ts from 'typescript';

export type ClassConflict = {
  /** Path from the repository root, and line. */
  where: string;
  /** What holds the classes: a component use, a component, a cva or a cn() call. */
  what: string;
  /** The class list, and the classes tailwind-merge would drop from it. */
  classes: string;
  dropped: string[];
};

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB = path.join(ROOT, 'web');
/** At most this many class lists per expression (the combinations of a few variants fit easily). */
const MAX_LISTS = 512;
/** A value the audit cannot know. */
const UNKNOWN = '\u0000';
/** Absent, or undefined: a variant's default. */
const ABSENT = '\u0001';
/** `null`: no option of a variant (cva leaves the variant out). */
const NULL = '\u0002';

type Values = string[];
type Env = Map<string, Values>;
type Cva = { base: ts.Expression; variants: Map<string, Map<string, ts.Expression>>; defaults: Map<string, string>; sf: ts.SourceFile };
type Component = {
  name: string;
  file: string;
  params: Map<string, ts.Expression | undefined>;
  /** The cn()/cva() calls that take the `className` prop. */
  roots: ts.CallExpression[];
  /** The elements of other components that it hands its `className` to. */
  forwards: (ts.JsxSelfClosingElement | ts.JsxOpeningElement)[];
  sf: ts.SourceFile;
};

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return listFiles(full);
    return /\.(ts|tsx)$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [full] : [];
  });
}

function product(lists: Values[]): Values {
  let out: Values = [''];
  for (const list of lists) {
    const next: Values = [];
    for (const a of out) for (const b of list) if (next.length < MAX_LISTS) next.push(a && b ? `${a} ${b}` : a || b);
    out = [...new Set(next)];
  }
  return out;
}

/** A property's name, also of nodes made here (which have no source text). */
const nameOf = (name: ts.PropertyName | undefined) =>
  name && (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) ? name.text : (name?.getText() ?? '');

const clean = (value: string) => (value === UNKNOWN || value === ABSENT || value === NULL ? '' : value);

export function findClassConflicts(files: string[] = listFiles(WEB)): ClassConflict[] {
  const sources = new Map(files.map((file) => [file, ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)]));
  const cvas = new Map<string, Cva>();
  const constants = new Map<string, ts.Expression>();
  const components = new Map<string, Component>();
  const cnNames = new Set(['cn', 'clsx', 'cx', 'twMerge']);

  // Pass 1: cva definitions, top-level string constants and class-taking components.
  for (const [file, sf] of sources) {
    for (const statement of sf.statements) {
      if (ts.isVariableStatement(statement)) {
        for (const decl of statement.declarationList.declarations) {
          if (!ts.isIdentifier(decl.name) || !decl.initializer) continue;
          const init = decl.initializer;
          if (ts.isCallExpression(init) && ts.isIdentifier(init.expression) && init.expression.text === 'cva') {
            const [base, config] = init.arguments;
            const cva: Cva = { base: base ?? ts.factory.createStringLiteral(''), variants: new Map(), defaults: new Map(), sf };
            if (config && ts.isObjectLiteralExpression(config)) {
              for (const prop of config.properties) {
                if (!ts.isPropertyAssignment(prop) || !ts.isObjectLiteralExpression(prop.initializer)) continue;
                const key = nameOf(prop.name);
                for (const inner of prop.initializer.properties) {
                  if (!ts.isPropertyAssignment(inner)) continue;
                  const name = nameOf(inner.name);
                  if (key === 'variants' && ts.isObjectLiteralExpression(inner.initializer)) {
                    const options = new Map<string, ts.Expression>();
                    for (const option of inner.initializer.properties) {
                      if (ts.isPropertyAssignment(option)) options.set(nameOf(option.name), option.initializer);
                    }
                    cva.variants.set(name, options);
                  } else if (key === 'defaultVariants') {
                    cva.defaults.set(name, evaluate(inner.initializer, new Map())[0] ?? '');
                  }
                }
              }
            }
            cvas.set(decl.name.text, cva);
          } else if (ts.isStringLiteralLike(init) || ts.isTemplateExpression(init)) {
            constants.set(decl.name.text, init);
          } else if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) {
            addComponent(decl.name.text, init, file, sf);
          }
        }
      } else if (ts.isFunctionDeclaration(statement) && statement.name) {
        addComponent(statement.name.text, statement, file, sf);
      }
    }
  }

  function addComponent(name: string, fn: ts.FunctionLikeDeclaration, file: string, sf: ts.SourceFile) {
    if (!/^[A-Z]/.test(name)) return;
    const params = new Map<string, ts.Expression | undefined>();
    const first = fn.parameters[0];
    if (first && ts.isObjectBindingPattern(first.name)) {
      for (const element of first.name.elements) {
        if (ts.isIdentifier(element.name)) params.set(element.name.text, element.initializer);
      }
    }
    if (!params.has('className')) return;
    const roots: ts.CallExpression[] = [];
    const forwards: Component['forwards'] = [];
    const mentionsClassName = (node: ts.Node): boolean =>
      (ts.isIdentifier(node) && node.text === 'className') || (ts.forEachChild(node, mentionsClassName) ?? false);
    const visit = (node: ts.Node) => {
      if ((ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) && /^[A-Z]/.test(node.tagName.getText(sf))) {
        const attr = node.attributes.properties.find((a) => ts.isJsxAttribute(a) && a.name.getText(sf) === 'className');
        if (attr && ts.isJsxAttribute(attr) && attr.initializer && mentionsClassName(attr.initializer)) forwards.push(node);
      }
      if (isCnCall(node) && node.arguments.some((arg) => ts.isIdentifier(arg) && arg.text === 'className')) roots.push(node);
      else if (
        isCvaCall(node) &&
        node.arguments.some((arg) => ts.isObjectLiteralExpression(arg) && arg.properties.some((p) => nameOf(p.name) === 'className'))
      )
        roots.push(node);
      ts.forEachChild(node, visit);
    };
    if (fn.body) visit(fn.body);
    if (roots.length > 0 || forwards.length > 0) components.set(`${file}#${name}`, { name, file, params, roots, forwards, sf });
  }

  function isCnCall(node: ts.Node): node is ts.CallExpression {
    return ts.isCallExpression(node) && ts.isIdentifier(node.expression) && cnNames.has(node.expression.text);
  }
  function isCvaCall(node: ts.Node): node is ts.CallExpression {
    return ts.isCallExpression(node) && ts.isIdentifier(node.expression) && cvas.has(node.expression.text);
  }

  // The class lists an expression can produce.
  function evaluate(node: ts.Expression | undefined, env: Env): Values {
    if (!node) return [ABSENT];
    if (ts.isStringLiteralLike(node)) return [node.text];
    if (node.kind === ts.SyntaxKind.TrueKeyword) return ['true'];
    if (node.kind === ts.SyntaxKind.FalseKeyword) return ['false'];
    if (node.kind === ts.SyntaxKind.NullKeyword) return [NULL];
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node) || ts.isSatisfiesExpression(node))
      return evaluate(node.expression, env);
    if (ts.isTemplateExpression(node)) {
      const parts: Values[] = [[node.head.text]];
      for (const span of node.templateSpans) parts.push(evaluate(span.expression, env).map(clean), [span.literal.text]);
      // Template parts join without a space.
      let out: Values = [''];
      for (const list of parts) out = [...new Set(out.flatMap((a) => list.map((b) => a + b)))].slice(0, MAX_LISTS);
      return out;
    }
    if (ts.isConditionalExpression(node)) {
      const known = condition(node.condition, env);
      if (known !== undefined) return evaluate(known ? node.whenTrue : node.whenFalse, env);
      return [...new Set([...evaluate(node.whenTrue, env), ...evaluate(node.whenFalse, env)])];
    }
    if (ts.isBinaryExpression(node)) {
      const op = node.operatorToken.kind;
      if (op === ts.SyntaxKind.AmpersandAmpersandToken) {
        const known = condition(node.left, env);
        if (known !== undefined) return known ? evaluate(node.right, env) : [''];
        return [...new Set(['', ...evaluate(node.right, env)])];
      }
      if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken)
        return [...new Set([...evaluate(node.left, env).filter((v) => v !== UNKNOWN && v !== ABSENT), ...evaluate(node.right, env)])];
      if (op === ts.SyntaxKind.PlusToken) {
        const left = evaluate(node.left, env).map(clean);
        const right = evaluate(node.right, env).map(clean);
        return [...new Set(left.flatMap((a) => right.map((b) => a + b)))].slice(0, MAX_LISTS);
      }
      return [UNKNOWN];
    }
    if (ts.isIdentifier(node)) {
      if (node.text === 'undefined') return [ABSENT];
      if (env.has(node.text)) return env.get(node.text)!;
      const constant = constants.get(node.text);
      return constant ? evaluate(constant, env) : [UNKNOWN];
    }
    if (ts.isArrayLiteralExpression(node)) return product(node.elements.map((e) => evaluate(e, env).map(clean)));
    if (ts.isObjectLiteralExpression(node)) {
      return product(node.properties.map((p) => (ts.isPropertyAssignment(p) ? ['', nameOf(p.name)] : [''])));
    }
    if (isCnCall(node)) return product(node.arguments.map((arg) => evaluate(arg, env).map(clean)));
    if (isCvaCall(node)) return evaluateCva(cvas.get((node.expression as ts.Identifier).text)!, node.arguments[0], env);
    return [UNKNOWN];
  }

  function evaluateCva(cva: Cva, arg: ts.Expression | undefined, env: Env): Values {
    const picked = new Map<string, ts.Expression | undefined>();
    let extra: Values = [''];
    if (arg && ts.isObjectLiteralExpression(arg)) {
      for (const prop of arg.properties) {
        if (ts.isShorthandPropertyAssignment(prop)) picked.set(prop.name.text, prop.name);
        else if (ts.isPropertyAssignment(prop)) {
          const key = nameOf(prop.name);
          if (key === 'className' || key === 'class') extra = evaluate(prop.initializer, env).map(clean);
          else picked.set(key, prop.initializer);
        }
      }
    } else if (arg) {
      // A props object passed whole: any option of every variant.
      for (const key of cva.variants.keys()) picked.set(key, ts.factory.createIdentifier('\u0000unknown'));
    }
    const lists: Values[] = [evaluate(cva.base, env).map(clean)];
    for (const [key, options] of cva.variants) {
      const values = picked.has(key) ? evaluate(picked.get(key), env) : [ABSENT];
      const chosen = new Set<string>();
      for (const value of values) {
        if (value === UNKNOWN) for (const option of options.keys()) chosen.add(option);
        else if (value === ABSENT || value === '') chosen.add(cva.defaults.get(key) ?? '');
        else if (value === NULL) chosen.add('');
        else chosen.add(value);
      }
      lists.push([...chosen].flatMap((option) => (options.has(option) ? evaluate(options.get(option), env).map(clean) : [''])));
    }
    lists.push(extra);
    return product(lists);
  }

  const conflicts: ClassConflict[] = [];
  const seen = new Set<string>();
  function check(lists: Values, node: ts.Node, sf: ts.SourceFile, what: string) {
    for (const list of lists) {
      const classes = clean(list).split(/\s+/).filter(Boolean);
      const kept = new Set(twMerge(classes.join(' ')).split(/\s+/).filter(Boolean));
      const dropped = [...new Set(classes.filter((c) => !kept.has(c)))];
      if (dropped.length === 0) continue;
      const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
      const where = `${path.relative(ROOT, sf.fileName)}:${line}`;
      const key = `${where} ${dropped.join(' ')}`;
      if (seen.has(key)) continue;
      seen.add(key);
      conflicts.push({ where, what, classes: [...new Set(classes)].join(' '), dropped });
    }
  }

  // What a component's root class lists are for a use with these props (absent: its default),
  // following the className it hands on to another component.
  function componentLists(component: Component, props: Map<string, Values>, depth = 0): Values {
    const env: Env = new Map();
    for (const [name, initializer] of component.params) {
      env.set(name, props.get(name) ?? (initializer ? evaluate(initializer, new Map()) : [ABSENT]));
    }
    const lists = component.roots.filter((root) => reached(root, env)).flatMap((root) => evaluate(root, env));
    if (depth < 4) {
      for (const element of component.forwards) {
        const target = componentFor(component.file, element.tagName.getText(component.sf));
        if (target) lists.push(...componentLists(target, propsOf(element, env), depth + 1));
      }
    }
    return lists;
  }

  // Whether a condition on the component's props is always true or always false for a use (else undefined).
  function condition(node: ts.Expression, env: Env): boolean | undefined {
    if (ts.isParenthesizedExpression(node)) return condition(node.expression, env);
    if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.ExclamationToken) {
      const inner = condition(node.operand, env);
      return inner === undefined ? undefined : !inner;
    }
    let values: Values | undefined;
    let test: (value: string) => boolean;
    if (ts.isIdentifier(node)) {
      values = env.get(node.text);
      test = (v) => v !== ABSENT && v !== NULL && v !== '' && v !== 'false';
    } else if (
      ts.isBinaryExpression(node) &&
      ts.isIdentifier(node.left) &&
      ts.isStringLiteralLike(node.right) &&
      [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(node.operatorToken.kind)
    ) {
      values = env.get(node.left.text);
      const literal = node.right.text;
      const equal = node.operatorToken.kind === ts.SyntaxKind.EqualsEqualsEqualsToken;
      test = (v) => (v === literal) === equal;
    } else return undefined;
    if (!values || values.includes(UNKNOWN)) return undefined;
    const results = new Set(values.map(test));
    return results.size === 1 ? [...results][0] : undefined;
  }

  // Whether a class expression is used at all, given `flag ? a : b` on a prop the use sets (or not).
  function reached(node: ts.Node, env: Env): boolean {
    for (let child = node, parent = node.parent; parent && !ts.isFunctionLike(parent); child = parent, parent = parent.parent) {
      if (!ts.isConditionalExpression(parent) || child === parent.condition) continue;
      const known = condition(parent.condition, env);
      if ((known === false && child === parent.whenTrue) || (known === true && child === parent.whenFalse)) return false;
    }
    return true;
  }

  function propsOf(element: ts.JsxSelfClosingElement | ts.JsxOpeningElement, env: Env): Map<string, Values> {
    const props = new Map<string, Values>();
    for (const attr of element.attributes.properties) {
      if (!ts.isJsxAttribute(attr) || !ts.isIdentifier(attr.name)) continue;
      const init = attr.initializer;
      const value = !init
        ? ['true']
        : ts.isStringLiteral(init)
          ? [init.text]
          : ts.isJsxExpression(init) && init.expression
            ? evaluate(init.expression, env)
            : [UNKNOWN];
      props.set(attr.name.text, value);
    }
    return props;
  }

  // Where an import of a file points.
  function resolveImport(from: string, spec: string): string | undefined {
    let base: string;
    if (spec.startsWith('@web/')) base = path.join(WEB, spec.slice('@web/'.length));
    else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
    else return undefined;
    return [`${base}.tsx`, `${base}.ts`, path.join(base, 'index.tsx'), path.join(base, 'index.ts')].find((f) => sources.has(f));
  }

  // The component a name in a file stands for: defined there, imported, or re-exported by a barrel.
  function componentFor(file: string, name: string, depth = 0): Component | undefined {
    const own = components.get(`${file}#${name}`);
    if (own || depth > 4) return own;
    const sf = sources.get(file);
    for (const statement of sf?.statements ?? []) {
      let spec: ts.Expression | undefined;
      let bindings: ts.NamedImportBindings | ts.NamedExportBindings | undefined;
      if (ts.isImportDeclaration(statement)) [spec, bindings] = [statement.moduleSpecifier, statement.importClause?.namedBindings];
      else if (ts.isExportDeclaration(statement)) [spec, bindings] = [statement.moduleSpecifier, statement.exportClause];
      if (!spec || !ts.isStringLiteral(spec)) continue;
      const target = resolveImport(file, spec.text);
      if (!target || !bindings || !(ts.isNamedImports(bindings) || ts.isNamedExports(bindings))) continue;
      for (const element of bindings.elements) {
        if (element.name.text === name) return componentFor(target, (element.propertyName ?? element.name).getText(sf), depth + 1);
      }
    }
    return undefined;
  }

  // Pass 2: each cva on its own, each component on its own, each use of a component, each cn() call.
  for (const [name, cva] of cvas) check(evaluateCva(cva, undefined, new Map()), cva.base, cva.sf, `cva ${name}`);
  for (const [name, cva] of cvas) {
    // Every combination of options, not only the defaults.
    const anyProps = ts.factory.createObjectLiteralExpression(
      [...cva.variants.keys()].map((key) => ts.factory.createPropertyAssignment(key, ts.factory.createIdentifier('\u0000unknown'))),
    );
    check(evaluateCva(cva, anyProps, new Map()), cva.base, cva.sf, `cva ${name}`);
  }
  for (const component of components.values()) {
    const anyVariant = new Map<string, Values>([...component.params.keys()].filter((k) => k !== 'className').map((k) => [k, [UNKNOWN, ABSENT]]));
    anyVariant.set('className', ['']);
    check(componentLists(component, anyVariant), component.roots[0]!, component.sf, `<${component.name}>`);
  }
  for (const [file, sf] of sources) {
    const visit = (node: ts.Node) => {
      if ((ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) && ts.isIdentifier(node.tagName)) {
        const component = componentFor(file, node.tagName.text);
        const props = propsOf(node, new Map());
        if (component && props.has('className')) check(componentLists(component, props), node, sf, `<${component.name}> use`);
      }
      if (isCnCall(node) && !node.arguments.some((arg) => ts.isIdentifier(arg) && arg.text === 'className')) {
        check(evaluate(node, new Map()), node, sf, `${(node.expression as ts.Identifier).text}()`);
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return conflicts;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const conflicts = findClassConflicts();
  for (const c of conflicts) console.log(`${c.where}  ${c.what}  drops ${c.dropped.join(' ')}\n    ${c.classes}`);
  console.log(`${conflicts.length} class conflict(s)`);
  process.exitCode = conflicts.length > 0 ? 1 : 0;
}
