import type { Expression, ImportDeclaration, Node, ObjectPattern, Program, Statement, VariableDeclarator } from 'estree';
import type { VFile } from 'vfile';

export interface BuiltinImportOptions {
  /** Module ids the renderer hands over at run time (`@theme/Tabs`, `@docusaurus/Link`…). */
  ids: readonly string[];
  /** The names each of those modules exports, when known: importing another name fails at the import. */
  exports?: Readonly<Record<string, readonly string[]>>;
}

/**
 * Where compiled pages find the built-in modules: a registry the renderer
 * puts on `globalThis` under this symbol. A page compiled as a function body
 * and a page compiled as a module (bundled, then imported) both reach it,
 * in any thread, with no file to resolve.
 */
export const BUILTIN_MODULES_SYMBOL = 'docs-build.builtin-modules';

// The prefixes Docusaurus reserves for its theme and core; anything else is the site's own import.
const RESERVED = /^@(theme|docusaurus)\//;

/** An id of Docusaurus's theme and core prefixes: docs-build's module, or a site's swizzled one, never a package. */
export function isBuiltinModule(id: string): boolean {
  return RESERVED.test(id);
}

/**
 * Binds imports of Docusaurus's theme and core modules to the modules the
 * renderer holds, instead of importing files: `import Tabs from
 * '@theme/Tabs'` then needs no bundling, the common case made fast. Any
 * other id (one the site swizzled, one only a file provides) stays an
 * import: the page is compiled as a module and the id resolved like every
 * module's (modules/module-resolver.ts), which fails an unknown one at the import.
 */
export default function recmaBuiltinImports(options: BuiltinImportOptions) {
  const known = new Set(options.ids);
  return (tree: Program, file: VFile) => {
    /** Each name taken from the module, with the node that names it (for its position). */
    const checkNames = (id: string, taken: Array<{ name: string; node: Node }>, fallback: Node) => {
      const exported = options.exports?.[id];
      const missing = exported ? taken.find(({ name }) => !exported.includes(name)) : undefined;
      if (!missing) return;
      const at = hasPlace(missing.node) ? missing.node : fallback;
      const place = (at as { position?: { start: { line: number; column: number } } }).position?.start ?? placeOf(at);
      const message = file.message(`'${missing.name}' is not exported by '${id}' in docs-build.`, { place, ruleId: 'unknown-builtin-export', source: 'docs-build' });
      message.note = `'${id}' exports: ${exported!.join(', ')}.`;
      message.fatal = true;
      throw message;
    };
    // A page compiled as a module keeps its import declarations.
    tree.body = tree.body.map((statement) => {
      if (statement.type !== 'ImportDeclaration' || typeof statement.source.value !== 'string' || !known.has(statement.source.value)) return statement;
      checkNames(statement.source.value, importedNames(statement), statement);
      return bindingsOf(statement);
    });
    // A page compiled as a function body destructures `await import(…)`: the names are the pattern's keys. It
    // has `await import(…)` expressions instead of declarations; it only ever imports bound ids (compile.ts
    // compiles any other page as a module), so one that is not is a mistake of the compiler's. Every name is
    // checked before any import is replaced, as in two walks; a highlighted page's tree has hundreds of
    // thousands of nodes, so it is walked once.
    const { declarators, imports } = importsIn(tree, known);
    for (const node of declarators) checkNames(importedId(node.init!)!, patternKeys(node.id as ObjectPattern), node.init!);
    for (const { node, id, swap } of imports) {
      if (!known.has(id)) {
        const at = hasPlace(node) ? node : (node as { argument: Node }).argument;
        const place = (at as { position?: { start: { line: number; column: number } } }).position?.start ?? placeOf(at);
        const message = file.message(`Cannot import '${id}' here: it is no built-in module.`, { place, ruleId: 'unknown-builtin-module', source: 'docs-build' });
        message.fatal = true;
        throw message;
      }
      swap(registryEntry(id));
    }
  };
}

/** The names an import declaration takes from its module ('default' for a default import); none for `* as`. */
function importedNames(statement: ImportDeclaration): Array<{ name: string; node: Node }> {
  return statement.specifiers.flatMap((specifier): Array<{ name: string; node: Node }> => {
    if (specifier.type === 'ImportDefaultSpecifier') return [{ name: 'default', node: specifier }];
    if (specifier.type === 'ImportNamespaceSpecifier') return [];
    return [{ name: specifier.imported.type === 'Identifier' ? specifier.imported.name : String(specifier.imported.value), node: specifier }];
  });
}

function patternKeys(pattern: ObjectPattern): Array<{ name: string; node: Node }> {
  return pattern.properties.flatMap((property): Array<{ name: string; node: Node }> => {
    if (property.type !== 'Property') return [];
    if (property.key.type === 'Identifier' && !property.computed) return [{ name: property.key.name, node: property }];
    return property.key.type === 'Literal' ? [{ name: String(property.key.value), node: property }] : [];
  });
}

/** `await import(_resolveDynamicMdxSpecifier('id'))` (or `await import('id')`) → 'id'. */
function importedId(node: Node): string | undefined {
  if (node.type !== 'AwaitExpression' || node.argument.type !== 'ImportExpression') return undefined;
  let source = node.argument.source;
  if (source.type === 'CallExpression' && source.arguments.length === 1) source = source.arguments[0] as Expression;
  return source.type === 'Literal' && typeof source.value === 'string' ? source.value : undefined;
}

function hasPlace(node: Node): boolean {
  return Boolean((node as { position?: unknown }).position ?? node.loc);
}

function placeOf(node: Node): { line: number; column: number } | undefined {
  return node.loc ? { line: node.loc.start.line, column: node.loc.start.column + 1 } : undefined;
}

/** `globalThis[Symbol.for(BUILTIN_MODULES_SYMBOL)]['id']`. */
function registryEntry(id: string): Expression {
  const symbol: Expression = {
    type: 'CallExpression',
    callee: { type: 'MemberExpression', object: { type: 'Identifier', name: 'Symbol' }, property: { type: 'Identifier', name: 'for' }, computed: false, optional: false },
    arguments: [{ type: 'Literal', value: BUILTIN_MODULES_SYMBOL }],
    optional: false,
  };
  const registry: Expression = { type: 'MemberExpression', object: { type: 'Identifier', name: 'globalThis' }, property: symbol, computed: true, optional: false };
  return { type: 'MemberExpression', object: registry, property: { type: 'Literal', value: id }, computed: true, optional: false };
}

/** `import A, { b as c } from 'id'` → `const { default: A, b: c } = registry['id']`; `import * as ns` → `const ns = …`. */
function bindingsOf(statement: ImportDeclaration): Statement {
  const source = registryEntry(String(statement.source.value));
  const namespace = statement.specifiers.find((s) => s.type === 'ImportNamespaceSpecifier');
  if (namespace) return { type: 'VariableDeclaration', kind: 'const', declarations: [{ type: 'VariableDeclarator', id: namespace.local, init: source }] };
  const pattern: ObjectPattern = {
    type: 'ObjectPattern',
    properties: statement.specifiers.map((specifier) => ({
      type: 'Property',
      key: specifier.type === 'ImportDefaultSpecifier' ? { type: 'Identifier', name: 'default' } : (specifier as { imported: Expression }).imported,
      value: specifier.local,
      kind: 'init',
      method: false,
      shorthand: false,
      computed: specifier.type === 'ImportSpecifier' && specifier.imported.type === 'Literal',
    })),
  };
  return { type: 'VariableDeclaration', kind: 'const', declarations: [{ type: 'VariableDeclarator', id: pattern, init: source }] };
}

interface ImportSite {
  node: Node;
  id: string;
  /** Puts another node where this one is. */
  swap: (node: Expression) => void;
}

/**
 * In depth-first order: the declarators that destructure an `await import(…)` of a bound id, and the
 * `await import(…)` expressions of Docusaurus's prefixes, except those inside another (which goes as a whole).
 */
function importsIn(tree: Program, bound: ReadonlySet<string>): { declarators: VariableDeclarator[]; imports: ImportSite[] } {
  const declarators: VariableDeclarator[] = [];
  const imports: ImportSite[] = [];
  // `replaced`: inside an import that is replaced, whose own nodes go with it.
  const visit = (node: Node, swap: ImportSite['swap'], replaced: boolean) => {
    if (node.type === 'VariableDeclarator' && node.id.type === 'ObjectPattern' && node.init) {
      const id = importedId(node.init);
      if (id !== undefined && bound.has(id)) declarators.push(node);
    }
    let inside = replaced;
    if (!replaced) {
      const id = importedId(node);
      if (id !== undefined && RESERVED.test(id)) {
        imports.push({ node, id, swap });
        inside = true;
      }
    }
    const fields = node as unknown as Record<string, unknown>;
    for (const key in fields) {
      if (key === 'loc' || key === 'position') continue;
      const value = fields[key];
      if (Array.isArray(value)) {
        for (let index = 0; index < value.length; index++) {
          const child = value[index] as Node | null;
          if (child && typeof child.type === 'string') visit(child, (other) => (value[index] = other), inside);
        }
      } else if (value && typeof (value as Node).type === 'string') {
        visit(value as Node, (other) => (fields[key] = other), inside);
      }
    }
  };
  visit(tree, () => undefined, false);
  return { declarators, imports };
}
