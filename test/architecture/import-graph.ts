import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import ts from 'typescript';

/** One import between two of the repository's own files (paths relative to the root, with `/`). */
export interface ImportEdge {
  from: string;
  to: string;
  /** The 1-based line of the import, so a failure points at it. */
  line: number;
}

const extensions = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'];

function toPosix(path: string): string {
  return path.split(sep).join('/');
}

function resolveRelative(root: string, fromFile: string, specifier: string): string | undefined {
  const base = join(root, dirname(fromFile), specifier);
  for (const extension of extensions) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return toPosix(relative(root, candidate));
  }
  // A `.js` specifier may name a `.ts` source, as TypeScript's own resolution allows.
  if (/\.js$/.test(specifier)) {
    const ts = base.replace(/\.js$/, '.ts');
    if (existsSync(ts)) return toPosix(relative(root, ts));
  }
  return undefined;
}

/**
 * The relative imports (static, dynamic, re-exports and type-only ones alike) of the given source files.
 * Type-only imports count: a room that may not import another may not depend on its types either.
 */
export function importEdges(root: string, files: readonly string[]): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    const info = ts.preProcessFile(text, true, true);
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
    for (const imported of info.importedFiles) {
      if (!imported.fileName.startsWith('.')) continue;
      const to = resolveRelative(root, file, imported.fileName);
      if (to === undefined) continue;
      const line = source.getLineAndCharacterOfPosition(imported.pos).line + 1;
      edges.push({ from: file, to, line });
    }
  }
  return edges;
}

/**
 * The room a file belongs to: each top-level folder under `src/node/` is a room (its loose files are the room
 * `src/node`), as are `src/client`, `src/shared` and `theme`; the entry files directly under `src/` are `src`.
 */
export function roomOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'theme') return 'theme';
  if (parts[0] === 'bin') return 'bin';
  if (parts[0] !== 'src') return parts[0] ?? file;
  if (parts[1] === 'node') return parts.length > 3 ? `src/node/${parts[2]}` : 'src/node';
  return parts.length > 2 ? `src/${parts[1]}` : 'src';
}

/** The strongly connected components of more than one node (Tarjan's algorithm): each is a set of files in a cycle. */
export function cycles(nodes: readonly string[], edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const node of nodes) next.set(node, []);
  for (const edge of edges) next.get(edge.from)?.push(edge.to);
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  // Iterative, so a long chain of imports cannot overflow the call stack.
  for (const start of nodes) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; child: number }> = [{ node: start, child: 0 }];
    index.set(start, counter);
    low.set(start, counter);
    counter += 1;
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1] as { node: string; child: number };
      const children = next.get(frame.node) ?? [];
      if (frame.child < children.length) {
        const child = children[frame.child] as string;
        frame.child += 1;
        if (!index.has(child)) {
          index.set(child, counter);
          low.set(child, counter);
          counter += 1;
          stack.push(child);
          onStack.add(child);
          work.push({ node: child, child: 0 });
        } else if (onStack.has(child)) {
          low.set(frame.node, Math.min(low.get(frame.node) as number, index.get(child) as number));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node) as number, low.get(frame.node) as number));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string | undefined;
        do {
          member = stack.pop() as string;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1) found.push(component.sort());
      }
    }
  }
  return found;
}
