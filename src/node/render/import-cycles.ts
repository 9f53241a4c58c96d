import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { Metafile } from 'esbuild';

/** One import of a cycle: where it is written and what it names. */
export interface CycleStep {
  /** Absolute path of the importing file. */
  file: string;
  specifier: string;
  line?: number;
  column?: number;
}

export interface ImportCycle {
  cycle: CycleStep[];
  /** The page's own import that leads into the cycle (its first step when the page is part of it). */
  entry: CycleStep;
}

const CONTENT = /\.mdx?$/;

/**
 * An MDX page or partial that imports itself, directly or through others,
 * renders its content inside itself until something gives way (a bundle
 * accepts the cycle; React then repeated the page a hundred times). The
 * bundle's metafile has every import, so the first cycle through a
 * Markdown/MDX file is found there, with each import's place in its source.
 * `page` is the page's absolute path and `source` its text (the bundle reads
 * it as `<stdin>`).
 */
export function findImportCycle(metafile: Metafile, page: string, source: string, workingDir = process.cwd()): ImportCycle | undefined {
  const nodeOf = (input: string) => (input === '<stdin>' ? page : resolve(workingDir, input));
  const edges = new Map<string, Array<{ to: string; specifier: string }>>();
  for (const [input, { imports }] of Object.entries(metafile.inputs)) {
    const from = nodeOf(input);
    const list = edges.get(from) ?? [];
    for (const entry of imports) if (!entry.external && entry.original !== undefined) list.push({ to: nodeOf(entry.path), specifier: entry.original });
    edges.set(from, list);
  }
  // Depth-first from the page; a file met again while still on the path closes a cycle.
  const path: Array<{ file: string; specifier?: string }> = [];
  const onPath = new Set<string>();
  const done = new Set<string>();
  const visit = (file: string): ImportCycle | undefined => {
    onPath.add(file);
    for (const edge of edges.get(file) ?? []) {
      path.push({ file, specifier: edge.specifier });
      if (onPath.has(edge.to)) {
        const start = path.findIndex((step) => step.file === edge.to);
        const cycle = path.slice(start);
        if (cycle.some((step) => CONTENT.test(step.file))) {
          const place = (step: { file: string; specifier?: string }) => placeImport(step.file, step.specifier!, step.file === page ? source : undefined);
          return { cycle: cycle.map(place), entry: place(path[0]!) };
        }
      } else if (!done.has(edge.to)) {
        const found = visit(edge.to);
        if (found) return found;
      }
      path.pop();
    }
    onPath.delete(file);
    done.add(file);
    return undefined;
  };
  return visit(page);
}

/** The cycle as `a.mdx:5:1 → _b.mdx:1:1 → a.mdx`, each import's file named from `root`. */
export function describeCycle(cycle: readonly CycleStep[], root: string): string {
  const at = (step: CycleStep) => `${relative(root, step.file)}${step.line === undefined ? '' : `:${step.line}:${step.column ?? 1}`}`;
  return [...cycle.map(at), relative(root, cycle[0]!.file)].join(' → ');
}

/** Where `specifier` is imported in `file`. */
function placeImport(file: string, specifier: string, text?: string): CycleStep {
  let source = text;
  try {
    source ??= readFileSync(file, 'utf8');
  } catch {
    // It was just bundled; if it is gone now, the cycle is still named, without a line.
  }
  return { file, specifier, ...(source === undefined ? {} : findImportLine(source, specifier)) };
}

/**
 * Line and column (from 1) of the `import`/`export … from` statement that names `specifier`, or, given a
 * test, the first one whose module passes it.
 */
export function findImportLine(source: string, specifier: string | ((module: string) => boolean)): { line: number; column: number } | undefined {
  const matches = typeof specifier === 'string' ? (module: string) => module === specifier : specifier;
  const lines = source.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    for (const quoted of line.matchAll(/(['"])([^'"]+)\1/g)) {
      if (!matches(quoted[2]!)) continue;
      // An import spread over lines names its module on the line of `from`.
      if (/^\s*(import|export)\b/.test(line) || /\bfrom\s*$/.test(line.slice(0, quoted.index))) return { line: i + 1, column: quoted.index + 1 };
    }
  }
  return undefined;
}
