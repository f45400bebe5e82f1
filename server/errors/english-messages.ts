import path from 'node:path';
import ts from 'typescript';

// Every English error message the API can send, read from the source with the TypeScript compiler
// (docs/decisions/027): the catalog test requires a French entry for each, and no entry for a
// message that no longer exists. Used by tests only; the server never loads the compiler.
//
// Where a message is written ("sinks"):
// - `new AppError(code, message, issues?)` in server/: the message, and the `message` of each issue
//   written as an object literal; helpers that build one (forbidden(), notFound(), invalidField(),
//   tooManyRequests(), …) are followed to each of their call sites, so notFound('That job') gives
//   "That job was not found.";
// - zod in common/: the `params` argument of zod's functions and methods (a string, or the
//   `message`/`error` of an object), and ctx.addIssue({ message });
// - `signInMessage` of an endpoint's access rule (common/);
// - the `message` of the answers written in the error handler itself.
// An expression is read as far as the source allows: string and template literals, consts (also
// imported ones), arithmetic on constant numbers, `a ? b : c` and `a ?? b` (both), calls of our
// own functions (their `return`s, with the arguments bound), `.join()` of a constant list,
// indexing a constant object (the keys the index's type allows). What stays unknown (a number
// computed at run time, a user's text) becomes a `{{name}}` placeholder, which the catalog's
// patterns capture and put back.

/** Literal text, or a value unknown here; an array or object literal passed along is kept (`node`) so `.join()` or a property of it can still be read. */
type Piece = string | { name: string; node?: ts.ArrayLiteralExpression | ts.ObjectLiteralExpression };
/** One way a message can read: literal text and placeholders. */
type Alternative = Piece[];
/** Every way an expression can read (empty: it is never a string, e.g. undefined). */
type Value = Alternative[];

export interface EnglishMessage {
  /** The message with `{{name}}` where a value is filled in at run time. */
  text: string;
  /** file:line of the sink it was found at (the first one, when several give the same text). */
  where: string;
}

export interface Extraction {
  messages: EnglishMessage[];
  /**
   * Sinks whose whole text is unknown here (file and expression): a message that passes
   * through (a Fastify error's own text, the rule's signInMessage already read where it is
   * written). The test names the ones it expects, so a new one is noticed.
   */
  unresolved: string[];
}

const MAX_ALTERNATIVES = 400;
const MAX_DEPTH = 25;

const placeholder = (name: string): Value => [[{ name: name.replace(/[^A-Za-z0-9_]/g, '') || 'value' }]];
const literal = (text: string): Value => [[text]];

function concat(left: Value, right: Value): Value {
  const out: Value = [];
  for (const a of left) for (const b of right) out.push([...a, ...b]);
  return out.slice(0, MAX_ALTERNATIVES);
}

function union(...values: Value[]): Value {
  return values.flat().slice(0, MAX_ALTERNATIVES);
}

/** The alternative as one string: adjacent literals merged, placeholders as {{name}}. */
function render(alternative: Alternative): string {
  return alternative.map((piece) => (typeof piece === 'string' ? piece : `{{${piece.name}}}`)).join('');
}

const isPurePlaceholder = (alternative: Alternative) => alternative.every((piece) => typeof piece !== 'string' || piece === '');

/** A value that is one literal text (a constant), else undefined. */
function asConstant(value: Value): string | undefined {
  if (value.length !== 1) return undefined;
  const [only] = value;
  return only!.every((piece) => typeof piece === 'string') ? (only as string[]).join('') : undefined;
}

type Env = Map<ts.Symbol, Value>;

export function extractEnglishMessages(rootDir: string): Extraction {
  const configPath = path.join(rootDir, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, rootDir);
  const inScope = (file: string) => {
    const relative = path.relative(rootDir, file).split(path.sep).join('/');
    return (relative.startsWith('server/') || relative.startsWith('common/')) && !/\.test\.tsx?$/.test(relative) && !relative.endsWith('.d.ts');
  };
  // Only our files and zod's types are read: the other packages' types are not needed to follow a
  // message, and reading them (and type-checking calls against them) would take most of a minute.
  const options: ts.CompilerOptions = { ...parsed.options, noEmit: true, types: [] };
  const host = ts.createCompilerHost(options);
  const readSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, language, onError, create) =>
    /[\\/]node_modules[\\/]/.test(fileName) && !/[\\/]node_modules[\\/](zod|typescript)[\\/]/.test(fileName)
      ? ts.createSourceFile(fileName, 'export {};', language)
      : readSourceFile(fileName, language, onError, create);
  const program = ts.createProgram(parsed.fileNames.filter(inScope), options, host);
  const checker = program.getTypeChecker();
  const files = program.getSourceFiles().filter((file) => inScope(file.fileName));
  const relativeOf = (node: ts.Node) => {
    const file = node.getSourceFile();
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    return `${path.relative(rootDir, file.fileName).split(path.sep).join('/')}:${line + 1}`;
  };
  const fileOf = (node: ts.Node) => path.relative(rootDir, node.getSourceFile().fileName).split(path.sep).join('/');

  function symbolOf(node: ts.Node): ts.Symbol | undefined {
    const symbol =
      ts.isIdentifier(node) && ts.isShorthandPropertyAssignment(node.parent) && node.parent.name === node
        ? checker.getShorthandAssignmentValueSymbol(node.parent)
        : checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) return checker.getAliasedSymbol(symbol);
    return symbol;
  }

  const isOurs = (node: ts.Node) => inScope(node.getSourceFile().fileName);

  // ---- Calls of our functions by name (for following parameters); the symbol is checked on use. ----
  let callIndex: Map<string, ts.CallExpression[]> | undefined;
  function callsOf(symbol: ts.Symbol): ts.CallExpression[] {
    if (!callIndex) {
      callIndex = new Map();
      const index = callIndex;
      const visit = (node: ts.Node) => {
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
          index.set(node.expression.text, [...(index.get(node.expression.text) ?? []), node]);
        }
        ts.forEachChild(node, visit);
      };
      for (const file of files) visit(file);
    }
    return (callIndex.get(symbol.name) ?? []).filter((call) => symbolOf(call.expression) === symbol);
  }

  type FunctionNode = ts.FunctionDeclaration | ts.ArrowFunction | ts.FunctionExpression | ts.MethodDeclaration;
  const isFunctionNode = (node: ts.Node): node is FunctionNode =>
    ts.isFunctionDeclaration(node) || ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isMethodDeclaration(node);

  /** The symbol a function is called by: its name, or the const it is assigned to. */
  function callableSymbol(fn: FunctionNode): ts.Symbol | undefined {
    if ((ts.isFunctionDeclaration(fn) || ts.isMethodDeclaration(fn)) && fn.name) return symbolOf(fn.name);
    if (ts.isVariableDeclaration(fn.parent) && ts.isIdentifier(fn.parent.name)) return symbolOf(fn.parent.name);
    return undefined;
  }

  /** The function a declaration's value is, when it is one of ours with a body. */
  function functionOf(symbol: ts.Symbol | undefined): FunctionNode | undefined {
    const declaration = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
    if (!declaration || !isOurs(declaration)) return undefined;
    if (isFunctionNode(declaration) && declaration.body) return declaration;
    if (ts.isVariableDeclaration(declaration) && declaration.initializer) {
      const init = skipWrappers(declaration.initializer);
      if ((ts.isArrowFunction(init) || ts.isFunctionExpression(init)) && init.body) return init;
    }
    return undefined;
  }

  function skipWrappers(node: ts.Expression): ts.Expression {
    let current = node;
    while (
      ts.isParenthesizedExpression(current) ||
      ts.isAsExpression(current) ||
      ts.isNonNullExpression(current) ||
      ts.isSatisfiesExpression(current) ||
      ts.isTypeAssertionExpression(current)
    ) {
      current = current.expression;
    }
    return current;
  }

  /** The expressions a function returns (not those of functions nested in it). */
  function returnsOf(fn: FunctionNode): ts.Expression[] {
    if (!fn.body) return [];
    if (!ts.isBlock(fn.body)) return [fn.body];
    const found: ts.Expression[] = [];
    const visit = (node: ts.Node) => {
      if (isFunctionNode(node)) return;
      if (ts.isReturnStatement(node) && node.expression) found.push(node.expression);
      ts.forEachChild(node, visit);
    };
    ts.forEachChild(fn.body, visit);
    return found;
  }

  function isConstDeclaration(declaration: ts.Declaration): declaration is ts.VariableDeclaration {
    return (
      ts.isVariableDeclaration(declaration) &&
      ts.isVariableDeclarationList(declaration.parent) &&
      (declaration.parent.flags & ts.NodeFlags.Const) !== 0 &&
      declaration.initializer !== undefined
    );
  }

  /** A constant list of literals (`['a', 'b'] as const`), through consts, else undefined. */
  function constantList(node: ts.Expression, env: Env, depth: number): string[] | undefined {
    const inner = skipWrappers(node);
    if (ts.isArrayLiteralExpression(inner)) {
      const items: string[] = [];
      for (const element of inner.elements) {
        if (ts.isSpreadElement(element)) {
          const spread = constantList(element.expression, env, depth + 1);
          if (!spread) return undefined;
          items.push(...spread);
          continue;
        }
        const item = asConstant(evaluate(element, env, depth + 1));
        if (item === undefined) return undefined;
        items.push(item);
      }
      return items;
    }
    if (ts.isIdentifier(inner) || ts.isPropertyAccessExpression(inner)) {
      const symbol = symbolOf(ts.isIdentifier(inner) ? inner : inner.name);
      const declaration = symbol?.valueDeclaration;
      if (declaration && (isConstDeclaration(declaration) || ts.isPropertyAssignment(declaration)) && declaration.initializer) {
        return constantList(declaration.initializer, env, depth + 1);
      }
    }
    return undefined;
  }

  /** The object literal a const holds (`const X = { … } as const`), else undefined. */
  function constantObject(node: ts.Expression): ts.ObjectLiteralExpression | undefined {
    const inner = skipWrappers(node);
    if (ts.isObjectLiteralExpression(inner)) return inner;
    if (ts.isIdentifier(inner)) {
      const declaration = symbolOf(inner)?.valueDeclaration;
      if (declaration && isConstDeclaration(declaration)) return constantObject(declaration.initializer!);
    }
    return undefined;
  }

  function literalOfType(node: ts.Expression): Value | undefined {
    const type = checker.getTypeAtLocation(node);
    if (type.isStringLiteral()) return literal(type.value);
    if (type.isNumberLiteral()) return literal(String(type.value));
    return undefined;
  }

  /** The array or object literals a value stands for (one per alternative), or none when it is anything else. */
  function carried(value: Value): Array<ts.ArrayLiteralExpression | ts.ObjectLiteralExpression> {
    const nodes = value.map((alternative) => {
      const piece = alternative.length === 1 ? alternative[0] : undefined;
      return typeof piece === 'object' ? piece.node : undefined;
    });
    return nodes.every((node) => node !== undefined) ? nodes : [];
  }

  function numberOf(value: Value): number | undefined {
    const text = asConstant(value);
    return text !== undefined && text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : undefined;
  }

  function nameFor(node: ts.Expression): string {
    const inner = skipWrappers(node);
    if (ts.isIdentifier(inner)) return inner.text;
    if (ts.isPropertyAccessExpression(inner)) return inner.name.text;
    if (ts.isCallExpression(inner)) return nameFor(inner.expression);
    if (ts.isElementAccessExpression(inner)) return nameFor(inner.expression);
    return 'value';
  }

  const isUnknown = (value: Value) => value.length > 0 && value.every(isPurePlaceholder);

  /** The string literals a parameter's type allows (`kind: 'student' | 'employer'`), at most a few, else undefined. */
  function literalsOfType(node: ts.Node): string[] | undefined {
    const type = checker.getTypeAtLocation(node);
    const members = (type.isUnion() ? type.types : [type]).filter((t) => !(t.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)));
    const values = members.map((t) => (t.isStringLiteral() ? t.value : undefined));
    return values.length > 0 && values.length <= 8 && values.every((v) => v !== undefined) ? (values as string[]) : undefined;
  }

  /**
   * The bindings of a function's parameters for one call: what each argument reads as (or the
   * default). A parameter whose value is unknown but whose type is a short union of literals is
   * tried with each of them (one binding each), so a message built from it is listed once per value.
   */
  function bindParameters(
    fn: FunctionNode,
    args: readonly ts.Expression[] | undefined,
    valueOf: (argument: ts.Expression) => Value,
    env: Env,
    depth: number,
  ): Env[] {
    let branches: Env[] = [new Map(env)];
    fn.parameters.forEach((parameter, i) => {
      if (!ts.isIdentifier(parameter.name)) return;
      const symbol = symbolOf(parameter.name);
      if (!symbol) return;
      const argument = args?.[i];
      branches = branches.flatMap((inner) => {
        const value = argument ? valueOf(argument) : parameter.initializer ? evaluate(parameter.initializer, inner, depth + 1) : [];
        const literals = isUnknown(value) ? literalsOfType(parameter.name) : undefined;
        if (!literals) return [new Map(inner).set(symbol, value)];
        return literals.map((text) => new Map(inner).set(symbol, literal(text)));
      });
      branches = branches.slice(0, 64);
    });
    return branches;
  }

  /** true / false when a condition can be decided in the bindings (`role === 'admin'`), else undefined. */
  function decide(condition: ts.Expression, env: Env, depth: number): boolean | undefined {
    const expr = skipWrappers(condition);
    if (ts.isPrefixUnaryExpression(expr) && expr.operator === ts.SyntaxKind.ExclamationToken) {
      const inner = decide(expr.operand, env, depth);
      return inner === undefined ? undefined : !inner;
    }
    if (!ts.isBinaryExpression(expr)) return undefined;
    const operator = expr.operatorToken.kind;
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken || operator === ts.SyntaxKind.BarBarToken) {
      const [a, b] = [decide(expr.left, env, depth), decide(expr.right, env, depth)];
      if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return a === false || b === false ? false : a && b ? true : undefined;
      return a === true || b === true ? true : a === false && b === false ? false : undefined;
    }
    const equal = operator === ts.SyntaxKind.EqualsEqualsEqualsToken || operator === ts.SyntaxKind.EqualsEqualsToken;
    const different = operator === ts.SyntaxKind.ExclamationEqualsEqualsToken || operator === ts.SyntaxKind.ExclamationEqualsToken;
    if (!equal && !different) return undefined;
    const left = asConstant(evaluate(expr.left, env, depth + 1));
    const right = asConstant(evaluate(expr.right, env, depth + 1));
    if (left === undefined || right === undefined) return undefined;
    return equal ? left === right : left !== right;
  }

  /** Whether a `return` can run in these bindings: the ifs around it, and the early returns before it. */
  function reachable(returned: ts.Expression, fn: FunctionNode, env: Env, depth: number): boolean {
    for (let child: ts.Node = returned, at = returned.parent; at && at !== fn; child = at, at = at.parent) {
      if (ts.isIfStatement(at) && child !== at.expression) {
        const holds = decide(at.expression, env, depth);
        if (holds === false && child === at.thenStatement) return false;
        if (holds === true && child === at.elseStatement) return false;
      }
      if (ts.isBlock(at)) {
        for (const statement of at.statements) {
          if (statement === child) break;
          const returnsAlways =
            ts.isIfStatement(statement) &&
            !statement.elseStatement &&
            (ts.isReturnStatement(statement.thenStatement) ||
              (ts.isBlock(statement.thenStatement) && statement.thenStatement.statements.some(ts.isReturnStatement)));
          if (returnsAlways && decide(statement.expression, env, depth) === true) return false;
        }
      }
    }
    return true;
  }

  /** Every way the expression can read, in the given bindings of parameters. */
  function evaluate(node: ts.Expression, env: Env, depth = 0): Value {
    if (depth > MAX_DEPTH) return placeholder(nameFor(node));
    const expr = skipWrappers(node);

    if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return literal(expr.text);
    if (ts.isNumericLiteral(expr)) return literal(String(Number(expr.text.replaceAll('_', ''))));
    if (expr.kind === ts.SyntaxKind.NullKeyword) return [];
    if (ts.isTemplateExpression(expr)) {
      let value = literal(expr.head.text);
      for (const span of expr.templateSpans) {
        value = concat(value, evaluate(span.expression, env, depth + 1));
        value = concat(value, literal(span.literal.text));
      }
      return value;
    }
    if (ts.isArrayLiteralExpression(expr)) return [[{ name: 'list', node: expr }]];
    if (ts.isObjectLiteralExpression(expr)) return [[{ name: 'object', node: expr }]];
    if (ts.isConditionalExpression(expr)) return union(evaluate(expr.whenTrue, env, depth + 1), evaluate(expr.whenFalse, env, depth + 1));
    if (ts.isBinaryExpression(expr)) {
      const operator = expr.operatorToken.kind;
      if (operator === ts.SyntaxKind.QuestionQuestionToken || operator === ts.SyntaxKind.BarBarToken) {
        return union(evaluate(expr.left, env, depth + 1), evaluate(expr.right, env, depth + 1));
      }
      const left = evaluate(expr.left, env, depth + 1);
      const right = evaluate(expr.right, env, depth + 1);
      const [a, b] = [numberOf(left), numberOf(right)];
      if (a !== undefined && b !== undefined) {
        if (operator === ts.SyntaxKind.PlusToken) return literal(String(a + b));
        if (operator === ts.SyntaxKind.MinusToken) return literal(String(a - b));
        if (operator === ts.SyntaxKind.AsteriskToken) return literal(String(a * b));
        if (operator === ts.SyntaxKind.SlashToken) return literal(String(a / b));
      }
      if (operator === ts.SyntaxKind.PlusToken) return concat(left, right);
      return placeholder(nameFor(expr));
    }
    if (ts.isIdentifier(expr)) {
      if (expr.text === 'undefined') return [];
      const symbol = symbolOf(expr);
      if (!symbol) return placeholder(expr.text);
      const bound = env.get(symbol);
      if (bound) return bound;
      const declaration = symbol.valueDeclaration;
      if (declaration && isConstDeclaration(declaration)) {
        const init = skipWrappers(declaration.initializer!);
        if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) return placeholder(expr.text);
        return evaluate(declaration.initializer!, env, depth + 1);
      }
      return literalOfType(expr) ?? placeholder(expr.text);
    }
    if (ts.isPropertyAccessExpression(expr)) {
      const known = literalOfType(expr);
      if (known) return known;
      const objects = new Set(
        constantObject(expr.expression) ? [constantObject(expr.expression)!] : carried(evaluate(expr.expression, env, depth + 1)),
      );
      const values: Value[] = [];
      for (const object of objects) {
        if (!ts.isObjectLiteralExpression(object)) continue;
        const property = object.properties.find((p) => p.name?.getText() === expr.name.text);
        // The object literal may stand elsewhere (a caller's argument): its values are read where they are written.
        if (property && ts.isPropertyAssignment(property)) values.push(messagesAt(property.initializer, new Map(), depth + 1));
        if (property && ts.isShorthandPropertyAssignment(property)) values.push(messagesAt(property.name, new Map(), depth + 1));
      }
      if (values.length > 0) return union(...values);
      return placeholder(expr.name.text);
    }
    if (ts.isElementAccessExpression(expr)) {
      const object = constantObject(expr.expression);
      if (object) {
        const properties = object.properties.filter((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p));
        const keyOf = (p: ts.PropertyAssignment) => p.name.getText().replace(/^['"]|['"]$/g, '');
        const boundKey = asConstant(evaluate(expr.argumentExpression, env, depth + 1));
        const bound = properties.find((p) => keyOf(p) === boundKey);
        if (bound) return evaluate(bound.initializer, env, depth + 1);
        const keyType = checker.getTypeAtLocation(expr.argumentExpression);
        const keys = (keyType.isUnion() ? keyType.types : [keyType]).map((t) => (t.isStringLiteral() ? t.value : undefined));
        const chosen = keys.every((key) => key !== undefined) ? properties.filter((p) => keys.includes(keyOf(p))) : properties;
        return union(...chosen.map((p) => evaluate(p.initializer, env, depth + 1)));
      }
      return placeholder(nameFor(expr));
    }
    if (ts.isCallExpression(expr)) {
      const callee = skipWrappers(expr.expression);
      // A constant list joined: "student, employer, institution".
      if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'join') {
        const separator = expr.arguments[0] ? asConstant(evaluate(expr.arguments[0], env, depth + 1)) : ',';
        const lists = [...new Set(carried(evaluate(callee.expression, env, depth + 1)))].map((list) => constantList(list, new Map(), depth + 1));
        if (separator !== undefined && lists.length > 0 && lists.every((items) => items !== undefined)) {
          return union(...lists.map((items) => literal(items!.join(separator))));
        }
        return placeholder(nameFor(callee.expression));
      }
      if (ts.isIdentifier(callee) && callee.text === 'String' && expr.arguments[0]) return evaluate(expr.arguments[0], env, depth + 1);
      const fn = functionOf(symbolOf(callee));
      if (fn) {
        const branches = bindParameters(fn, expr.arguments, (argument) => evaluate(argument, env, depth + 1), env, depth);
        return union(
          ...branches.flatMap((inner) =>
            returnsOf(fn)
              .filter((returned) => reachable(returned, fn, inner, depth))
              .map((returned) => evaluate(returned, inner, depth + 1)),
          ),
        );
      }
      return placeholder(nameFor(callee));
    }
    return literalOfType(expr) ?? placeholder(nameFor(expr));
  }

  /** The parameters (of functions around `node`) a message depends on, through local consts. */
  function unboundParameters(node: ts.Node, env: Env): Array<{ fn: FunctionNode; symbol: ts.Symbol }> {
    const found = new Map<ts.Symbol, FunctionNode>();
    const seen = new Set<ts.Node>();
    const enclosing = (inner: ts.Node, fn: ts.Node) => {
      for (let at: ts.Node | undefined = inner; at; at = at.parent) if (at === fn) return true;
      return false;
    };
    const visit = (current: ts.Node, origin: ts.Node) => {
      if (seen.has(current)) return;
      seen.add(current);
      if (ts.isIdentifier(current) || ts.isShorthandPropertyAssignment(current)) {
        const symbol = ts.isShorthandPropertyAssignment(current) ? checker.getShorthandAssignmentValueSymbol(current) : symbolOf(current);
        const declaration = symbol?.valueDeclaration;
        if (symbol && declaration && !env.has(symbol)) {
          if (ts.isParameter(declaration) && ts.isIdentifier(declaration.name) && isFunctionNode(declaration.parent)) {
            if (enclosing(origin, declaration.parent)) found.set(symbol, declaration.parent);
          } else if (isConstDeclaration(declaration) && isOurs(declaration)) {
            // A local const computed from a parameter: `const message = \`…${what}\``.
            for (let at: ts.Node | undefined = declaration.parent; at; at = at.parent) {
              if (isFunctionNode(at)) {
                if (enclosing(origin, at)) visit(declaration.initializer!, declaration);
                break;
              }
            }
          }
        }
        if (ts.isShorthandPropertyAssignment(current)) return;
      }
      if (isFunctionNode(current) && current !== origin) return;
      ts.forEachChild(current, (child) => visit(child, origin));
    };
    visit(node, node);
    return [...found].map(([symbol, fn]) => ({ fn, symbol }));
  }

  /**
   * The message at a sink: a parameter of an enclosing function is bound, call site by call
   * site, to what each caller passes (the innermost function first), so notFound('That job')
   * and notFound('That user') are two messages.
   */
  function messagesAt(node: ts.Expression, env: Env, depth = 0): Value {
    const unbound = unboundParameters(node, env);
    if (unbound.length === 0 || depth > 8) return evaluate(node, env);
    // The innermost function: the one nested deepest.
    const depthOf = (fn: ts.Node) => {
      let count = 0;
      for (let at: ts.Node | undefined = fn; at; at = at.parent) count++;
      return count;
    };
    const fn = unbound.map((entry) => entry.fn).sort((a, b) => depthOf(b) - depthOf(a))[0]!;
    // Only the parameters the message reads are bound (the others may lead far away).
    const needed = new Set(unbound.filter((entry) => entry.fn === fn).map((entry) => entry.symbol));
    const callable = callableSymbol(fn);
    const calls = callable ? callsOf(callable) : [];
    const bindings: Env[] = calls.map((call) => {
      const inner = new Map(env);
      fn.parameters.forEach((parameter, i) => {
        if (!ts.isIdentifier(parameter.name)) return;
        const symbol = symbolOf(parameter.name);
        if (!symbol || !needed.has(symbol)) return;
        const argument = call.arguments[i];
        if (argument) inner.set(symbol, messagesAt(argument, new Map(), depth + 1));
        else if (parameter.initializer) inner.set(symbol, evaluate(parameter.initializer, inner));
        else inner.set(symbol, []);
      });
      return inner;
    });
    if (bindings.length === 0) {
      const inner = new Map(env);
      for (const parameter of fn.parameters) {
        const symbol = ts.isIdentifier(parameter.name) ? symbolOf(parameter.name) : undefined;
        if (symbol && needed.has(symbol)) inner.set(symbol, placeholder((parameter.name as ts.Identifier).text));
      }
      bindings.push(inner);
    }
    return union(...bindings.map((inner) => messagesAt(node, inner, depth + 1)));
  }

  // ---- The sinks ----
  const found = new Map<string, string>();
  const unresolved = new Set<string>();

  function record(node: ts.Expression) {
    for (const alternative of messagesAt(node, new Map())) {
      if (isPurePlaceholder(alternative)) {
        unresolved.add(`${fileOf(node)}: ${node.getText()}`);
        continue;
      }
      const text = render(alternative);
      if (!found.has(text)) found.set(text, relativeOf(node));
    }
  }

  /** The `message` (and zod's `error`) of an object literal, when written as text. */
  function recordMessageProperties(object: ts.ObjectLiteralExpression, names: readonly string[]) {
    recordProperties(object.properties, names);
  }

  function recordProperties(properties: readonly ts.ObjectLiteralElementLike[], names: readonly string[]) {
    for (const property of properties) {
      if (!property.name || !names.includes(property.name.getText())) continue;
      if (ts.isPropertyAssignment(property)) {
        const value = skipWrappers(property.initializer);
        if (ts.isArrowFunction(value) || ts.isFunctionExpression(value)) continue;
        record(property.initializer);
      } else if (ts.isShorthandPropertyAssignment(property)) {
        record(property.name);
      }
    }
  }

  /**
   * "path: message" and "Invalid input: path: message; …" are made of other messages: the error
   * handler splits them and answers each part, so they are listed in their general form.
   */
  function compositeOf(node: ts.Expression): string | undefined {
    let expr = skipWrappers(node);
    // englishIssueList(issues): the template it returns.
    const fn = ts.isCallExpression(expr) ? functionOf(symbolOf(expr.expression)) : undefined;
    const [returned] = fn ? returnsOf(fn) : [];
    if (returned) expr = skipWrappers(returned);
    if (!ts.isTemplateExpression(expr)) return undefined;
    if (expr.head.text === 'Invalid input: ') return 'Invalid input: {{issues}}';
    const [first, second] = expr.templateSpans;
    const isPathAndMessage = expr.head.text === '' && expr.templateSpans.length === 2 && first!.literal.text === ': ' && second!.literal.text === '';
    return isPathAndMessage ? '{{path}}: {{message}}' : undefined;
  }

  // zod's functions and methods that take `params` (a message, or an object with one), and at
  // which argument: read from zod's own declarations.
  const zodParams = new Map<string, Set<number>>();
  for (const file of program.getSourceFiles()) {
    if (!/[\\/]node_modules[\\/]zod[\\/]v4[\\/]classic[\\/]/.test(file.fileName)) continue;
    const visit = (node: ts.Node) => {
      if ((ts.isFunctionDeclaration(node) || ts.isMethodSignature(node) || ts.isMethodDeclaration(node)) && node.name) {
        node.parameters.forEach((parameter, i) => {
          if (!ts.isIdentifier(parameter.name) || !['params', '_params'].includes(parameter.name.text)) return;
          // `_enum` is exported as `enum`.
          for (const name of new Set([node.name!.getText(), node.name!.getText().replace(/^_/, '')])) {
            zodParams.set(name, (zodParams.get(name) ?? new Set()).add(i));
          }
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  const isZodDeclaration = (declaration: ts.Declaration | undefined) =>
    !!declaration && /[\\/]node_modules[\\/]zod[\\/]/.test(declaration.getSourceFile().fileName);

  /** The arguments of a zod call that are its `params`: by name, and for a chain that does not start at `z`, checked by type. */
  function zodParamsArguments(call: ts.CallExpression): ts.Expression[] {
    const callee = call.expression;
    const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : ts.isIdentifier(callee) ? callee.text : undefined;
    const indexes = name ? zodParams.get(name) : undefined;
    if (!indexes) return [];
    const candidates = call.arguments.filter((argument, i) => indexes.has(i) && !ts.isArrowFunction(argument) && !ts.isFunctionExpression(argument));
    if (candidates.length === 0) return [];
    let root: ts.Expression = callee;
    while (ts.isPropertyAccessExpression(root) || ts.isCallExpression(root)) root = root.expression;
    // A chain from `z` is zod's without asking the type checker (zod's types are slow to check).
    const fromZod = ts.isIdentifier(root) && root.text === 'z' ? true : isZodDeclaration(checker.getResolvedSignature(call)?.getDeclaration());
    return fromZod ? candidates : [];
  }

  for (const file of files) {
    const relative = fileOf(file);
    const inCommon = relative.startsWith('common/');
    const visit = (node: ts.Node) => {
      if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'AppError') {
        const [, message, issues] = node.arguments ?? [];
        const composite = message && compositeOf(message);
        if (composite) found.set(composite, found.get(composite) ?? relativeOf(message!));
        else if (message) record(message);
        if (issues && ts.isArrayLiteralExpression(skipWrappers(issues))) {
          for (const element of (skipWrappers(issues) as ts.ArrayLiteralExpression).elements) {
            if (ts.isObjectLiteralExpression(element)) recordMessageProperties(element, ['message']);
          }
        }
      }
      if (inCommon && ts.isCallExpression(node)) {
        for (const argument of zodParamsArguments(node)) {
          const value = skipWrappers(argument);
          if (ts.isObjectLiteralExpression(value)) recordMessageProperties(value, ['message', 'error']);
          else record(argument);
        }
        const callee = node.expression;
        if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'addIssue') {
          for (const argument of node.arguments) if (ts.isObjectLiteralExpression(argument)) recordMessageProperties(argument, ['message']);
        }
      }
      if (inCommon && ts.isObjectLiteralExpression(node)) recordMessageProperties(node, ['signInMessage']);
      // The answers the handler writes itself; one built from another (`{ ...body, message }`) is not a new message.
      if (relative === 'server/errors/error-handler.ts' && ts.isObjectLiteralExpression(node) && !node.properties.some(ts.isSpreadAssignment)) {
        for (const property of node.properties) {
          const composite = ts.isPropertyAssignment(property) && property.name.getText() === 'message' && compositeOf(property.initializer);
          if (composite) found.set(composite, found.get(composite) ?? relativeOf(property));
          else recordProperties([property], ['message']);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }

  return {
    messages: [...found].map(([text, where]) => ({ text, where })).sort((a, b) => a.text.localeCompare(b.text)),
    unresolved: [...unresolved].sort(),
  };
}
