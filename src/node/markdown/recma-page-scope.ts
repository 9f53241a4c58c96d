import type { Expression, Program, Statement } from 'estree';
import type { VFile } from 'vfile';

/**
 * Gives MDX content Docusaurus's page scope: `frontMatter`, `contentTitle`,
 * `toc` and `metadata`, as constants of the compiled page, so `{frontMatter.title}`
 * or `<TOCInline toc={toc} />` work. A name the page binds itself is left to it.
 */
export default function recmaPageScope() {
  return (tree: Program, file: VFile) => {
    const bound = new Set(file.data.boundNames ?? []);
    const scope: Record<string, unknown> = {
      frontMatter: file.data.frontMatter ?? {},
      contentTitle: file.data.title,
      // Docusaurus's shape: a flat list of { value, id, level }.
      toc: (file.data.toc ?? []).map((item) => ({ value: item.text, id: item.id, level: item.level })),
      metadata: file.data.metadata ?? {},
    };
    const declarations = Object.entries(scope)
      .filter(([name]) => !bound.has(name))
      .map(([name, value]) => ({ type: 'VariableDeclarator' as const, id: { type: 'Identifier' as const, name }, init: toExpression(value) }));
    if (declarations.length === 0) return;
    const statement: Statement = { type: 'VariableDeclaration', kind: 'const', declarations };
    // Before the top-level `return` of the function body: the content runs later, once these are set.
    const at = tree.body.findIndex((node) => (node as { type: string }).type === 'ReturnStatement');
    tree.body.splice(at === -1 ? tree.body.length : at, 0, statement);
  };
}

/** A JSON-like value as an expression; anything else (a date from YAML) goes in as its JSON form. */
function toExpression(value: unknown): Expression {
  if (value === undefined) return { type: 'Identifier', name: 'undefined' };
  if (value === null || typeof value === 'string' || typeof value === 'boolean' || typeof value === 'number') return { type: 'Literal', value };
  if (Array.isArray(value)) return { type: 'ArrayExpression', elements: value.map(toExpression) };
  if (value instanceof Date) return { type: 'Literal', value: value.toISOString() };
  if (typeof value === 'object') {
    return {
      type: 'ObjectExpression',
      properties: Object.entries(value).map(([key, inner]) => ({
        type: 'Property',
        key: { type: 'Literal', value: key },
        value: toExpression(inner),
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
      })),
    };
  }
  return { type: 'Literal', value: String(value) };
}
