import type { Config } from '../config/schema.ts';
import { contentPluginsFingerprint } from '../config/content-plugins.ts';
import { isModulePage, type ContentSource } from '../content/content-source.ts';
import { createCodeOptions } from '../markdown/code-options.ts';
import { makeRenderer, type Renderer } from '../render/page-context.ts';
import type { Diagnostic } from '../report/diagnostic.ts';
import type { SiteData } from '../../shared/types.ts';

export type DevPageTools = Renderer;

/**
 * The build makes a renderer per build; the dev server keeps one for the
 * session. The highlighter (about a second to start) is made once, and the
 * file → route map that resolves links is updated in place when docs are
 * added or moved, so the renderer is made again only when the config or the
 * components module changes.
 */
export function createDevPageTools() {
  const routesByFile = new Map<string, string>();
  let made: { tools: DevPageTools; key: string } | undefined;
  return {
    async get(config: Config, root: string, site: Pick<SiteData, 'locale' | 'translations'>, sources: ContentSource[], moduleVersion: number, problems: Diagnostic[]): Promise<DevPageTools> {
      routesByFile.clear();
      for (const s of sources) {
        if (isModulePage(s)) continue;
        routesByFile.set(s.file, s.permalink ?? s.route);
        if (s.translates) routesByFile.set(s.translates, s.permalink ?? s.route);
      }
      const key = JSON.stringify([config, contentPluginsFingerprint(config), root, moduleVersion, site.locale.lang, site.translations ?? null]);
      if (made?.key === key) return made.tools;
      // The highlighter is kept per thread and settings (code-options.ts), so a config edit elsewhere reuses it.
      const code = createCodeOptions(config.markdown, root);
      made = { tools: await makeRenderer({ config, root, routesByFile, code, moduleVersion: String(moduleVersion), site }, problems), key };
      return made.tools;
    },
  };
}
