import { createRequire } from 'node:module';
import type * as esbuild from 'esbuild';
import { isModulePage, type ContentSource } from '../content/content-source.ts';
import { codeFrame, type Diagnostic } from '../report/diagnostic.ts';
import { packagePath } from '../runtime/package-root.ts';

// A fence opening line: its indent, its marker and the first word of its info string.
const FENCE = /^(\s*)(`{3,}|~{3,})\s*([^\s`{]*)/;
// The component, or its import.
const COMPONENT = /<Mermaid\b|@theme\/Mermaid/;

/**
 * Where a Markdown or MDX source first holds a Mermaid diagram (1-based), if
 * anywhere. Read line by line without compiling, so that a `mermaid` fence
 * shown inside a longer fence (as an example) is not taken for a diagram.
 */
export function findDiagram(source: string): { line: number; column: number } | undefined {
  const lines = source.split('\n');
  let open: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const fence = FENCE.exec(line);
    if (open) {
      // A closing fence: the same character, at least as long, nothing after it.
      if (fence && fence[2]![0] === open[0] && fence[2]!.length >= open.length && line.trim() === fence[2]) open = undefined;
      continue;
    }
    if (fence) {
      if (/^mermaid\b/.test(fence[3]!)) return { line: i + 1, column: fence[1]!.length + 1 };
      open = fence[2];
      continue;
    }
    const at = line.search(COMPONENT);
    if (at >= 0) return { line: i + 1, column: at + 1 };
  }
  return undefined;
}

/** The first page (in scan order) that holds a diagram, and where. */
function firstDiagram(sources: readonly ContentSource[]): { source: ContentSource; line: number; column: number } | undefined {
  for (const source of sources) {
    if (isModulePage(source)) continue;
    const at = findDiagram(source.source);
    if (at) return { source, ...at };
  }
  return undefined;
}

/** Whether any page of the site can hold a Mermaid diagram. */
export function usesMermaid(sources: readonly ContentSource[]): boolean {
  return firstDiagram(sources) !== undefined;
}

/** Resolves a package the way the browser bundle will, throwing when it is not installed. */
export type ResolvePackage = (request: string) => string;

// The diagram island imports the library, so it resolves from the generator's folder upwards: the package's own
// node_modules, or the site's, where npm puts a peer dependency.
const fromGenerator: ResolvePackage = (request) => createRequire(packagePath('src/client/islands/mermaid.tsx')).resolve(request);

/**
 * Mermaid is an optional peer dependency: a site with diagrams installs it. A
 * build that needs it when it is missing fails at the first diagram, naming
 * the package to install, rather than with esbuild's unresolved import inside
 * the generator's own code.
 */
export function missingMermaid(sources: readonly ContentSource[], resolvePackage: ResolvePackage = fromGenerator): Diagnostic | undefined {
  const first = firstDiagram(sources);
  if (!first) return undefined;
  try {
    resolvePackage('mermaid/package.json');
    return undefined;
  } catch {
    return {
      file: first.source.displayPath,
      line: first.line,
      column: first.column,
      message: 'This page has a Mermaid diagram, but the mermaid package is not installed.',
      ruleId: 'missing-package',
      severity: 'error',
      hint: 'Diagrams need the mermaid package beside docs-build: run `npm install mermaid` in the site folder.',
      frame: codeFrame(first.source.source, first.line, first.column),
    };
  }
}

// What a site without diagrams gets instead of the library: nothing ever imports it, but it must resolve.
const ABSENT = "export default { initialize() {}, render() { return Promise.reject(new Error('This site was built without diagrams')); } };";

/**
 * `docs-build:mermaid` is the Mermaid library when the site has a diagram
 * and an empty stand-in otherwise: bundling the library costs seconds and
 * hundreds of files, which a site without diagrams should not pay.
 */
export function mermaidPlugin(enabled: () => boolean): esbuild.Plugin {
  return {
    name: 'docs-build-mermaid',
    setup(build) {
      build.onResolve({ filter: /^docs-build:mermaid$/ }, async (args) => {
        if (enabled()) return build.resolve('mermaid', { kind: args.kind, resolveDir: args.resolveDir });
        return { path: 'mermaid', namespace: 'docs-build-mermaid' };
      });
      build.onLoad({ filter: /.*/, namespace: 'docs-build-mermaid' }, () => ({ contents: ABSENT, loader: 'js' }));
    },
  };
}
