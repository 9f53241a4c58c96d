import type { Node, Pattern, Program } from 'estree';

/**
 * Names an MDX file binds itself with `import` and `export` statements. A
 * component bound here needs nothing from the components map.
 */
export function esmBoundNames(program: Program | undefined): string[] {
  const names: string[] = [];
  for (const statement of program?.body ?? []) {
    if (statement.type === 'ImportDeclaration') {
      for (const specifier of statement.specifiers) names.push(specifier.local.name);
    } else if (statement.type === 'ExportNamedDeclaration' && statement.declaration) {
      names.push(...declared(statement.declaration));
    } else if (statement.type === 'ExportDefaultDeclaration' && 'id' in statement.declaration && statement.declaration.id) {
      names.push(statement.declaration.id.name);
    }
  }
  return names;
}

function declared(node: Node): string[] {
  if (node.type === 'VariableDeclaration') return node.declarations.flatMap((d) => patternNames(d.id));
  if ((node.type === 'FunctionDeclaration' || node.type === 'ClassDeclaration') && node.id) return [node.id.name];
  return [];
}

function patternNames(pattern: Pattern): string[] {
  switch (pattern.type) {
    case 'Identifier':
      return [pattern.name];
    case 'ObjectPattern':
      return pattern.properties.flatMap((p) => patternNames(p.type === 'RestElement' ? p.argument : p.value));
    case 'ArrayPattern':
      return pattern.elements.flatMap((e) => (e ? patternNames(e) : []));
    case 'RestElement':
      return patternNames(pattern.argument);
    case 'AssignmentPattern':
      return patternNames(pattern.left);
    default:
      return [];
  }
}
