import type { ContentPluginName, ContentSource } from '../content/content-source.ts';
import { blogPlugin } from './blog-plugin.ts';
import type { ContentPlugin } from './content-plugin.ts';
import { docsPlugin } from './docs-plugin.ts';
import { pagesPlugin } from './pages-plugin.ts';
import { pluginRoutes } from './plugin-routes.ts';

/** The host's content plugins, in the order their content is loaded: docs, pages, blog, then the routes other plugins add. */
export const CONTENT_PLUGINS: readonly ContentPlugin[] = [docsPlugin, pagesPlugin, blogPlugin, pluginRoutes];

const BY_NAME = new Map<ContentPluginName, ContentPlugin>(CONTENT_PLUGINS.map((plugin) => [plugin.name, plugin]));

/** The plugin a source belongs to: the one that plans its page and reads it again after an edit. */
export function pluginOf(source: Pick<ContentSource, 'plugin'>): ContentPlugin {
  return BY_NAME.get(source.plugin)!;
}
