import type { Program } from 'estree';
import type { Code, Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { MdxFlowExpression, MdxTextExpression } from 'mdast-util-mdx-expression';
import { visit } from 'unist-util-visit';

/**
 * `<CodeBlock language="js" title="x.js">{`code`}</CodeBlock>` with its code
 * written in the page becomes a fenced block, so it is highlighted at build
 * time like any fence. Code known only at run time (an imported string) is
 * left to the CodeBlock component. A `CodeBlock` the page imports from
 * elsewhere than `@theme/CodeBlock` is the page's own and is left alone.
 */
export default function remarkCodeBlockComponent() {
  return (tree: Root) => {
    if (importsOtherCodeBlock(tree)) return;
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement, index, parent) => {
      if (node.name !== 'CodeBlock' || !parent || index === undefined) return;
      const props = literalProps(node);
      const code = literalCode(node);
      if (!props || code === undefined) return;
      const meta = [props.title !== undefined ? `title="${String(props.title).replaceAll('"', "'")}"` : '', props.showLineNumbers !== undefined ? 'showLineNumbers' : '', typeof props.metastring === 'string' ? props.metastring : '']
        .filter(Boolean)
        .join(' ');
      const lang = typeof props.language === 'string' ? props.language : /language-(\S+)/.exec(String(props.className ?? ''))?.[1];
      const fence: Code = { type: 'code', lang: lang ?? null, meta: meta || null, value: code.replace(/^\n/, '').replace(/\n$/, ''), position: node.position };
      parent.children[index] = fence;
    });
  };
}

function importsOtherCodeBlock(tree: Root): boolean {
  return tree.children.some((node) => {
    if (node.type !== 'mdxjsEsm') return false;
    const program = node.data?.estree as Program | undefined;
    return (program?.body ?? []).some(
      (statement) =>
        statement.type === 'ImportDeclaration' &&
        statement.source.value !== '@theme/CodeBlock' &&
        statement.specifiers.some((specifier) => specifier.local.name === 'CodeBlock'),
    );
  });
}

/** Attribute values when all are plain strings or bare names (true); undefined when any is an expression. */
function literalProps(node: MdxJsxFlowElement): Record<string, string | true> | undefined {
  const props: Record<string, string | true> = {};
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || (attribute.value !== null && attribute.value !== undefined && typeof attribute.value !== 'string')) return undefined;
    props[attribute.name] = attribute.value ?? true;
  }
  return props;
}

/** The code when the only child is a string or a template literal without `${}`. */
function literalCode(node: MdxJsxFlowElement): string | undefined {
  let children: unknown[] = node.children;
  if (children.length === 1 && (children[0] as { type: string }).type === 'paragraph') children = (children[0] as { children: unknown[] }).children;
  if (children.length !== 1) return undefined;
  const only = children[0] as MdxFlowExpression | MdxTextExpression | { type: string };
  if (only.type !== 'mdxFlowExpression' && only.type !== 'mdxTextExpression') return undefined;
  const statement = ((only as MdxFlowExpression).data?.estree as Program | undefined)?.body[0];
  if (statement?.type !== 'ExpressionStatement') return undefined;
  const expression = statement.expression;
  if (expression.type === 'Literal' && typeof expression.value === 'string') return expression.value;
  if (expression.type === 'TemplateLiteral' && expression.expressions.length === 0) return expression.quasis[0]?.value.cooked ?? undefined;
  return undefined;
}
