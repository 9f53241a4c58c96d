/**
 * Whether the MDX tree calls `require()` in an expression: `<img src={require('./x.png').default} />`, as
 * Docusaurus's MDX loader itself writes Markdown images and sites write by hand. Such a page is compiled as a
 * module, like one with imports, so that the bundler resolves what it requires; MDX's own run() has no `require`.
 */
export function callsRequire(tree: unknown): boolean {
  const seen = new Set<unknown>();
  const walk = (value: unknown): boolean => {
    if (value === null || typeof value !== 'object' || seen.has(value)) return false;
    seen.add(value);
    if (Array.isArray(value)) return value.some(walk);
    const node = value as { type?: unknown; callee?: { type?: unknown; name?: unknown } };
    if (node.type === 'CallExpression' && node.callee?.type === 'Identifier' && node.callee.name === 'require') return true;
    // Positions and parents hold no code, and parents would lead back up the tree.
    return Object.entries(value).some(([key, child]) => key !== 'position' && key !== 'loc' && key !== 'range' && key !== 'parent' && walk(child));
  };
  return walk(tree);
}
