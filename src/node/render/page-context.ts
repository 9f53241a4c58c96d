import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { importSiteModule } from '../runtime/import-module.ts';
import type { SiteData } from '../../shared/types.ts';
import type { Config } from '../config/schema.ts';
import type { Diagnostic } from '../report/diagnostic.ts';
import type { DocumentAssets } from './document.ts';
import type { PageContext } from './process-page.ts';
import type { MdxComponents } from './render-page.ts';
import type { PageCache } from './page-cache.ts';

/** Everything a thread needs to render pages; plain data, so it can be sent to a worker. */
export interface PageContextInit {
  site: SiteData;
  config: Config;
  root: string;
  outDir: string;
  chunkUrls: Array<[string, string]>;
  routesByFile: Array<[string, string]>;
  assets: Omit<DocumentAssets, 'preload'>;
  /** Content-hash cache of rendered pages; none disables it. */
  cache?: PageCache;
  /** Appended to the MDX components module's import so an edited module is loaded afresh (dev server). */
  moduleVersion?: string;
}

/** Builds the per-thread page context: one highlighter, one processor per format, the MDX components. */
export async function createPageContext(init: PageContextInit, problems: Diagnostic[]): Promise<PageContext> {
  // Loaded here, not at the top: a build served from the cache never needs them.
  const [{ createCodeOptions }, { createContentProcessors }, { mdxComponents: themeComponents }] = await Promise.all([
    import('../markdown/highlighter.ts'),
    import('../markdown/processor.ts'),
    import('../../../theme/mdx-components.tsx'),
  ]);
  const processors = createContentProcessors({
    code: await createCodeOptions(),
    references: { routesByFile: new Map(init.routesByFile), staticDir: join(init.root, init.config.staticDir) },
    emoji: init.config.markdown.emoji,
  });
  const components = { ...(themeComponents as MdxComponents), ...(await loadSiteComponents(init.config, init.root, problems, init.moduleVersion)) };
  return {
    site: init.site,
    processors,
    components,
    chunkUrls: new Map(init.chunkUrls),
    assets: init.assets,
    write: createWriter(init.outDir),
  };
}

/** Writes files under a folder, creating each sub-folder once. */
export function createWriter(outDir: string): PageContext['write'] {
  const made = new Set<string>();
  return async (relPath, contents) => {
    const path = join(outDir, relPath);
    const folder = dirname(path);
    if (!made.has(folder)) {
      await mkdir(folder, { recursive: true });
      made.add(folder);
    }
    await writeFile(path, contents);
  };
}

/** The module named by `markdown.components`; `version` makes an edited module load afresh (dev). */
export async function loadSiteComponents(config: Config, root: string, problems: Diagnostic[], version?: string | number): Promise<MdxComponents> {
  if (!config.markdown.components) return {};
  const file = resolve(root, config.markdown.components);
  try {
    const mod = (await importSiteModule(file, root, version)) as { default?: MdxComponents };
    return mod.default ?? {};
  } catch (error) {
    problems.push({
      file: config.markdown.components,
      message: `Could not load the MDX components module: ${(error as Error).message}`,
      ruleId: 'components',
      severity: 'error',
      hint: 'Check `markdown.components` in the config and the module it names.',
    });
    return {};
  }
}
