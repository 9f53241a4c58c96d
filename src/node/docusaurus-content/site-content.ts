import type { Config } from '../config/schema.ts';
import { messagesFor, type Translations } from '../../shared/translations.ts';
import { loadSiteContent, type ScanResult } from '../content-plugins/load-site-content.ts';
import type { SiteModel } from '../model/site-model.ts';
import type { PluginHost } from '../plugins/run-plugins.ts';
import { withBlogRoutes } from './blog-content.ts';

/**
 * The site's docs, pages and posts, as docs-build's content plugins load them: from a Docusaurus site's own content
 * plugins when they ran, else from the site's folders. Build and dev both start from here.
 */
export function scanSite(config: Config, root: string, plugins: PluginHost | undefined, shown: string, translations?: Translations): Promise<ScanResult> {
  return loadSiteContent(config, root, plugins?.content.length ? { host: plugins, shown, messages: messagesFor(config.i18n.defaultLocale, translations) } : undefined);
}

/**
 * The model with what the site's plugins contributed: their global data (joining the docs plugin's, for
 * `useGlobalData()`), and the blog's list, tag, author and archive pages as the site's blog plugin made routes for
 * them.
 */
export function withPluginContent(model: SiteModel, plugins: PluginHost | undefined, root: string): SiteModel {
  if (!plugins) return model;
  const blog = plugins.content.find((output) => output.kind === 'blog' && output.id === 'default');
  return {
    ...model,
    plugins,
    globalData: { ...model.globalData, ...plugins.globalData },
    ...(blog && model.blog ? { blog: withBlogRoutes(model.blog, blog, model.site, root) } : {}),
  };
}

/**
 * The config with the blog's sidebar title the site's blog plugin loaded: in a locale with translations, the one its
 * `options.json` gives (docs-build makes the blog's sidebar itself).
 */
export function withPluginBlogOptions(config: Config, plugins: PluginHost | undefined): Config {
  const blog = plugins?.content.find((output) => output.kind === 'blog' && output.id === 'default');
  const title = (blog?.content as { blogSidebarTitle?: unknown } | undefined)?.blogSidebarTitle;
  if (config.blog === false || typeof title !== 'string' || title === config.blog.blogSidebarTitle) return config;
  return { ...config, blog: { ...config.blog, blogSidebarTitle: title } };
}
