import { DEFAULT_PLUGIN_ID } from '../../shared/global-data-types.ts';
import type { Config } from '../config/schema.ts';
import type { Messages } from '../../shared/translations.ts';
import type { ContentSource } from '../content/content-source.ts';
import { scanBlog } from '../blog/scan-blog.ts';
import type { ScanResult } from '../content-plugins/load-site-content.ts';
import type { PluginHost } from '../plugins/run-plugins.ts';
import type { Diagnostic } from '../report/diagnostic.ts';
import type { VersionModel } from '../versions/version-model.ts';
import type { GlobalDataVersion } from './docs-plugin-data.ts';
import { docsFromPlugin } from './docs-content.ts';
import { pagesFromPlugin } from './pages-content.ts';
import { blogPostsFromPlugin } from './blog-content.ts';
import { pluginTranslationsDir } from '../i18n/translation-file.ts';

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';

/** What the scan gives the model, for a site whose own content plugins loaded its content. */
export interface DocusaurusScan extends ScanResult {
  /** The docs versions as the docs plugin loaded them, sidebars resolved. */
  versions?: VersionModel[];
}

/**
 * A Docusaurus site's content as its own plugins loaded it: docs (every instance, with their versions and sidebars),
 * pages (every instance) and the default blog's posts. Docs-build compiles and renders each page; which pages exist, at what URL, in which
 * sidebar and in what order is what Docusaurus computed.
 */
export async function scanDocusaurusContent(host: PluginHost, config: Config, root: string, shown: string, messages: Messages): Promise<DocusaurusScan> {
  const problems: Diagnostic[] = [];
  const sources: ContentSource[] = [];
  let versions: VersionModel[] | undefined;
  const site = { siteDir: root, baseUrl: config.baseUrl, format: config.markdown.format };
  // Every docs and pages instance is built; each docs instance brings its own versions and sidebars.
  for (const output of host.content) {
    if (output.kind === 'docs') {
      const global = host.globalData[DOCS_PLUGIN]?.[output.id] as { versions?: GlobalDataVersion[] } | undefined;
      const docs = await docsFromPlugin(output, { ...site, globalVersions: global?.versions ?? [], messages });
      versions = [...(versions ?? []), ...docs.versions];
      sources.push(...docs.sources);
      problems.push(...docs.problems);
    } else if (output.kind === 'pages') {
      const pages = await pagesFromPlugin(output, site);
      sources.push(...pages.sources);
      problems.push(...pages.problems);
    }
  }
  for (const output of host.content) {
    if (output.kind === 'blog' && output.id !== DEFAULT_PLUGIN_ID) problems.push(instanceWarning(shown, output.keyPath, 'blog', output.id));
  }
  const blogOutput = host.content.find((output) => output.kind === 'blog' && output.id === DEFAULT_PLUGIN_ID);
  // The blog plugin reads a post's translation, when the locale has one, in place of the post.
  const blog = await scanBlog(config, root, blogOutput && host.localizationDir ? pluginTranslationsDir(host.localizationDir, BLOG_PLUGIN) : undefined);
  if (!blogOutput) {
    sources.push(...blog.posts);
    problems.push(...blog.problems);
    return { sources, problems, blogAuthors: blog.authors, versions };
  }
  // The site's blog plugin accepted its posts: what docs-build's own reading would refuse is only worth a warning.
  problems.push(...blog.problems.map((problem) => ({ ...problem, severity: 'warning' as const })));
  const posts = blogPostsFromPlugin(blogOutput, blog.posts, site);
  sources.push(...posts.posts);
  return { sources, problems, blogAuthors: posts.authors, versions };
}

function instanceWarning(file: string, keyPath: string, kind: string, id: string): Diagnostic {
  return {
    file,
    keyPath,
    message: `a second ${kind} plugin instance ('${id}') is not built yet; its pages are left out.`,
    ruleId: 'docusaurus-plugin',
    severity: 'warning',
    hint: 'Build the site with Docusaurus for those pages, or merge them into the default instance.',
  };
}
