import { join } from 'node:path';
import type { Config } from '../config/schema.ts';
import type { ContentSource } from '../content/scan.ts';
import { createCodeOptions } from '../markdown/highlighter.ts';
import { createContentProcessors } from '../markdown/processor.ts';
import type { CodeOptions } from '../markdown/rehype-code.ts';
import type { PageContext } from '../render/process-page.ts';
import type { MdxComponents } from '../render/render-page.ts';
import type { Diagnostic } from '../report/diagnostic.ts';
import { mdxComponents as themeComponents } from '../../../theme/mdx-components.tsx';
import { loadSiteComponents } from '../render/page-context.ts';
import { sitePageImports } from '../render/page-module.ts';

export type DevPageTools = Pick<PageContext, 'processors' | 'components' | 'imports'>;

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
        references: {
          routesByFile,
          staticDir: join(root, config.staticDir),
          siteDir: root,
          docsDir: config.docs === false ? undefined : join(root, config.docs.path),
        },
        emoji: config.markdown.emoji,
      });
      const components = { ...(themeComponents as MdxComponents), ...(await loadSiteComponents(config, root, problems, moduleVersion)) };
      made = { tools: { processors, components, imports: sitePageImports(config, root) }, key };
      return made.tools;
    },
  };
}
