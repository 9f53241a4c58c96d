import type { Expression, Node, Program } from 'estree';
import type { VFile } from 'vfile';

export interface BuiltinImportOptions {
  /** Module ids the renderer hands over at run time (`@theme/Tabs`, `@docusaurus/Link`…). */
  ids: readonly string[];
}

/** Where the compiled code finds the built-in modules: a field of the options `run()` is given. */
export const BUILTIN_MODULES_KEY = 'docsBuiltinModules';

// The prefixes Docusaurus reserves for its theme and core; anything else is the site's own import.
const RESERVED = /^@(theme|docusaurus)\//;

/**
 * Binds imports of Docusaurus's theme and core modules to the modules the
 * renderer provides, instead of importing files: `import Tabs from
 * '@theme/Tabs'` then needs no resolver, in the CLI bundle as in tests.
 * An id of those prefixes that docs-build does not provide fails the page
 * at the import.
 */
export default function recmaBuiltinImports(options: BuiltinImportOptions) {
  const known = new Set(options.ids);
  return (tree: Program, file: VFile) => {
    replaceIn(tree, (node) => {
      const id = importedId(node);
      if (id === undefined || !RESERVED.test(id)) return undefined;
      if (!known.has(id)) {
        const place = (node as { position?: { start: { line: number; column: number } } }).position?.start ?? placeOf(node);
        const message = file.message(`Cannot import '${id}': docs-build has no such built-in module.`, { place, ruleId: 'unknown-builtin-module', source: 'docs-build' });
        message.note = `Built-in modules: ${[...known].sort().join(', ')}.`;
        message.fatal = true;
        throw message;
      }
      return moduleFromOptions(id);
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

/** `arguments[0].docsBuiltinModules['id']`: the compiled function body's first argument is the options of `run()`. */
function moduleFromOptions(id: string): Expression {
  const options: Expression = { type: 'MemberExpression', object: { type: 'Identifier', name: 'arguments' }, property: { type: 'Literal', value: 0 }, computed: true, optional: false };
  const registry: Expression = { type: 'MemberExpression', object: options, property: { type: 'Identifier', name: BUILTIN_MODULES_KEY }, computed: false, optional: false };
  return { type: 'MemberExpression', object: registry, property: { type: 'Literal', value: id }, computed: true, optional: false };
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
