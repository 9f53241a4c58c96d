import type { CallExpression, Node, ObjectExpression, Program, Property } from 'estree';

/**
 * An imported Markdown partial (`import Overview from './_overview.mdx'`) rendered by a page gets the page's MDX
 * components: `<Overview />` is given `components={props.components}` unless it names its own. Docusaurus passes
 * them through its MDX provider, so a partial's `<details>` is theme-classic's Details there as on the page.
 */
export default function recmaPartialComponents() {
  return (tree: Program) => {
    const partials = new Set<string>();
    for (const statement of tree.body) {
      if (statement.type !== 'ImportDeclaration' || typeof statement.source.value !== 'string' || !/\.mdx?$/.test(statement.source.value)) continue;
      for (const specifier of statement.specifiers) if (specifier.type === 'ImportDefaultSpecifier') partials.add(specifier.local.name);
    }
    if (partials.size === 0) return;
    const visit = (node: unknown, inContent: boolean): void => {
      if (!node || typeof node !== 'object') return;
      if (Array.isArray(node)) {
        for (const child of node) visit(child, inContent);
        return;
      }
      const here = node as Node;
      const content = inContent || (here.type === 'FunctionDeclaration' && here.id?.name === '_createMdxContent');
      if (content && here.type === 'CallExpression') addComponents(here, partials);
      for (const [key, value] of Object.entries(here)) if (key !== 'loc' && key !== 'position') visit(value, content);
    };
    visit(tree, false);
  };
}

/** `_jsx(Partial, { … })` gets `components: props.components` first, so a components prop written on it wins. */
function addComponents(call: CallExpression, partials: ReadonlySet<string>): void {
  const [component, props] = call.arguments;
  if (call.callee.type !== 'Identifier' || !/^(?:_jsxs?|_jsxDEV)$/.test(call.callee.name)) return;
  if (component?.type !== 'Identifier' || !partials.has(component.name) || props?.type !== 'ObjectExpression') return;
  const object = props as ObjectExpression;
  if (object.properties.some((p) => p.type === 'Property' && p.key.type === 'Identifier' && p.key.name === 'components')) return;
  object.properties.unshift(componentsProperty());
}

function componentsProperty(): Property {
  return {
    type: 'Property',
    key: { type: 'Identifier', name: 'components' },
    value: { type: 'MemberExpression', object: { type: 'Identifier', name: 'props' }, property: { type: 'Identifier', name: 'components' }, computed: false, optional: false },
    kind: 'init',
    method: false,
    shorthand: false,
    computed: false,
  };
}
