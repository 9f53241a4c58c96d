import type { Expression, ImportDeclaration, Node, ObjectPattern, Program, Statement } from 'estree';
import type { VFile } from 'vfile';

export interface BuiltinImportOptions {
  /** Module ids the renderer hands over at run time (`@theme/Tabs`, `@docusaurus/Link`…). */
  ids: readonly string[];
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
    // A page compiled as a module keeps its import declarations.
    tree.body = tree.body.map((statement) => {
      if (statement.type !== 'ImportDeclaration' || typeof statement.source.value !== 'string' || !known.has(statement.source.value)) return statement;
      return bindingsOf(statement);
    });
    // A page compiled as a function body has `await import(…)` expressions instead; it only ever imports bound ids
    // (compile.ts compiles any other page as a module), so one that is not is a mistake of the compiler's.
    replaceIn(tree, (node) => {
      const id = importedId(node);
      if (id === undefined || !RESERVED.test(id)) return undefined;
      if (!known.has(id)) {
        const place = (node as { position?: { start: { line: number; column: number } } }).position?.start ?? placeOf(node);
        const message = file.message(`Cannot import '${id}' here: it is no built-in module.`, { place, ruleId: 'unknown-builtin-module', source: 'docs-build' });
        message.fatal = true;
        throw message;
      }
      return registryEntry(id);
    });
  };
}

/** `await import(_resolveDynamicMdxSpecifier('id'))` (or `await import('id')`) → 'id'. */
function importedId(node: Node): string | undefined {
  if (node.type !== 'AwaitExpression' || node.argument.type !== 'ImportExpression') return undefined;
  let source = node.argument.source;
  if (source.type === 'CallExpression' && source.arguments.length === 1) source = source.arguments[0] as Expression;
  return source.type === 'Literal' && typeof source.value === 'string' ? source.value : undefined;
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

/** Depth-first walk that swaps a node for what `replace` returns, if anything. */
function replaceIn(node: Node, replace: (node: Node) => Node | undefined): void {
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'position') continue;
    const children = Array.isArray(value) ? value : [value];
    children.forEach((child: unknown, index) => {
      if (!child || typeof (child as Node).type !== 'string') return;
      const swapped = replace(child as Node);
      if (swapped) {
        if (Array.isArray(value)) value[index] = swapped;
        else (node as unknown as Record<string, unknown>)[key] = swapped;
      } else {
        replaceIn(child as Node, replace);
      }
    });
  }
}
