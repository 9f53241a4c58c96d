import type * as esbuild from 'esbuild';
import type { ContentSource } from '../content/scan.ts';

// A fence, the component, or its import: the ways a page can hold a diagram.
const DIAGRAM = /^\s*(?:`{3,}|~{3,})\s*mermaid\b|<Mermaid\b|@theme\/Mermaid/m;

/** Whether any page of the site can hold a Mermaid diagram. */
export function usesMermaid(sources: readonly ContentSource[]): boolean {
  return sources.some((source) => source.kind !== 'react' && DIAGRAM.test(source.source));
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
