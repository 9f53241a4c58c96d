import type { AuthorsMap } from '../blog/authors.ts';
import type { Config } from '../config/schema.ts';
import type { ContentSource } from '../content/content-source.ts';
import type { PluginHost } from '../plugins/run-plugins.ts';
import type { Diagnostic } from '../report/diagnostic.ts';
import type { Messages } from '../../shared/translations.ts';
import type { VersionModel } from '../versions/version-model.ts';
import { CONTENT_PLUGINS } from './plugin-of.ts';

export interface ScanResult {
  sources: ContentSource[];
  problems: Diagnostic[];
  /** The blog's authors map: the authors page lists all of them, posts or not. */
  blogAuthors: AuthorsMap;
  /** The docs versions as a Docusaurus site's docs plugin loaded them, sidebars resolved. */
  versions?: VersionModel[];
}

/** The site's own Docusaurus content plugins, when they ran: each of docs-build's plugins loads from its namesake's output. */
export interface DocusaurusContent {
  host: PluginHost;
  shown: string;
  messages: Messages;
}

/**
 * Every content plugin's content, in turn (docs, pages, blog): each doc, page and post with its frontmatter, so
 * routes are known before compiling. Read from the site's folders, or, for a Docusaurus site whose own content
 * plugins ran, from what they loaded. Build and dev both start from here.
 */
export async function loadSiteContent(config: Config, root: string, docusaurus?: DocusaurusContent): Promise<ScanResult> {
  const result: ScanResult = { sources: [], problems: [], blogAuthors: new Map() };
  for (const plugin of CONTENT_PLUGINS) {
    const loaded = docusaurus
      ? await plugin.loadDocusaurusContent?.(
          docusaurus.host.content.filter((output) => output.kind === plugin.name),
          { host: docusaurus.host, config, root, shown: docusaurus.shown, messages: docusaurus.messages },
        )
      : await plugin.loadContent?.(config, root);
    if (!loaded) continue;
    result.sources.push(...loaded.sources);
    result.problems.push(...loaded.problems);
    if (loaded.blogAuthors) result.blogAuthors = loaded.blogAuthors;
    if (loaded.versions) result.versions = [...(result.versions ?? []), ...loaded.versions];
  }
  return result;
}
