import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Config } from '../config/schema.ts';
import type { ContentSource } from '../content/scan.ts';
import { createCodeOptions } from '../markdown/highlighter.ts';
import { createContentProcessors } from '../markdown/processor.ts';
import type { CodeOptions } from '../markdown/rehype-code.ts';
import type { PageContext } from '../render/process-page.ts';
import type { MdxComponents } from '../render/render-page.ts';
import type { Diagnostic } from '../report/diagnostic.ts';
import { mdxComponents as themeComponents } from '../../../theme/mdx-components.tsx';

export type DevPageTools = Pick<PageContext, 'processors' | 'components'>;

/**
 * The build makes a page context per build; the dev server keeps one for the
 * session. The highlighter (about a second to start) is made once, and the
 * file → route map that resolves links is updated in place when docs are
 * added or moved, so processors are made again only when the config changes.
 */
export function createDevPageTools() {
  let code: Promise<CodeOptions> | undefined;
  const routesByFile = new Map<string, string>();
  let made: { tools: DevPageTools; key: string } | undefined;
  return {
    async get(config: Config, root: string, sources: ContentSource[], moduleVersion: number, problems: Diagnostic[]): Promise<DevPageTools> {
      routesByFile.clear();
      for (const s of sources) if (s.kind !== 'react') routesByFile.set(s.file, s.route);
      const key = JSON.stringify([config, root, moduleVersion]);
      if (made?.key === key) return made.tools;
      code ??= createCodeOptions();
      const processors = createContentProcessors({
        code: await code,
        references: { routesByFile, staticDir: join(root, config.staticDir) },
        emoji: config.markdown.emoji,
      });
      const components = { ...(themeComponents as MdxComponents), ...(await loadSiteComponents(config, root, moduleVersion, problems)) };
      made = { tools: { processors, components }, key };
      return made.tools;
    },
  };
}

async function loadSiteComponents(config: Config, root: string, version: number, problems: Diagnostic[]): Promise<MdxComponents> {
  if (!config.markdown.components) return {};
  const file = resolve(root, config.markdown.components);
  try {
    // The query makes an edited module load afresh; its own imports stay cached.
    const mod = (await import(`${pathToFileURL(file).href}?v=${version}`)) as { default?: MdxComponents };
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
