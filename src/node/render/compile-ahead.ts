import { setImmediate as nextTurn } from 'node:timers/promises';
import { isModulePage, type ContentSource } from '../content/content-source.ts';
import { compileContent, type CompiledContent } from '../markdown/compile.ts';
import type { Renderer } from './page-context.ts';

// Compiled trees wait in memory until their pages render; on a large site the bundle may take long enough to fill it.
const MAX_PAGES = 64;

export interface CompileAhead {
  /** Stops after the page being compiled; gives every finished page by source file. */
  stop(): Promise<Map<string, CompiledContent>>;
}

/**
 * Compiles content pages (Markdown to HTML tree, the costly half of a page)
 * while esbuild bundles the client, which leaves this thread idle: compiling
 * needs neither the bundle nor the page plan, rendering needs both. Pages are
 * taken in order, so the first ones of the render queue are ready first.
 */
export function compileAhead(renderer: Promise<Renderer>, sources: readonly ContentSource[]): CompileAhead {
  const compiled = new Map<string, CompiledContent>();
  let stopped = false;
  const running = (async () => {
    const { processors } = await renderer;
    for (const source of sources) {
      // A compile settles through promises alone: without a turn of the event loop between pages,
      // esbuild's replies would wait until every page was compiled.
      await nextTurn();
      if (stopped || compiled.size >= MAX_PAGES) return;
      if (isModulePage(source)) continue;
      compiled.set(source.file, await compileContent(source, processors));
    }
  })().catch(() => {
    // A renderer that failed to start is reported where it is awaited for rendering.
  });
  return {
    async stop() {
      stopped = true;
      await running;
      return compiled;
    },
  };
}
