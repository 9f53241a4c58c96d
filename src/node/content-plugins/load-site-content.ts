import type { AuthorsMap } from '../blog/authors.ts';
import type { Config } from '../config/schema.ts';
import type { ContentSource } from '../content/content-source.ts';
import type { Diagnostic } from '../report/diagnostic.ts';
import { CONTENT_PLUGINS } from './plugin-of.ts';

export interface ScanResult {
  sources: ContentSource[];
  problems: Diagnostic[];
  /** The blog's authors map: the authors page lists all of them, posts or not. */
  blogAuthors: AuthorsMap;
}

/** Every content plugin's `loadContent`, in turn: each doc, page and post with its frontmatter, so routes are known before compiling. */
export async function loadSiteContent(config: Config, root: string): Promise<ScanResult> {
  const result: ScanResult = { sources: [], problems: [], blogAuthors: new Map() };
  for (const plugin of CONTENT_PLUGINS) {
    const loaded = await plugin.loadContent?.(config, root);
    if (!loaded) continue;
    result.sources.push(...loaded.sources);
    result.problems.push(...loaded.problems);
    if (loaded.blogAuthors) result.blogAuthors = loaded.blogAuthors;
  }
  return result;
}
