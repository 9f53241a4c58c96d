import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Config } from '../config/schema.ts';
import { firstHeading } from '../content/first-heading.ts';
import { parseFrontmatter } from '../content/frontmatter.ts';
import { numberPrefixParserOf } from '../content/number-prefix.ts';
import { docIdFromPath, docRoute, docSidebarPosition, pageRoute } from '../content/routes.ts';
import type { ContentSource } from '../content/content-source.ts';
import type { Diagnostic } from '../report/diagnostic.ts';
import { readVersions } from '../versions/read-versions.ts';

/**
 * Reads one edited doc or Markdown page again, deriving its route and id the
 * way the scan does, so one save does not cost a scan of the whole site.
 */
export async function rereadSource(previous: ContentSource, config: Config, root: string): Promise<{ source: ContentSource; problems: Diagnostic[] }> {
  const text = await readFile(previous.file, 'utf8');
  const { data, problems } = parseFrontmatter(text, previous.displayPath);
  const source: ContentSource = { ...previous, source: text, frontmatter: data, h1: firstHeading(text) };
  if (previous.kind === 'doc' && config.docs !== false) {
    const parser = numberPrefixParserOf(config.docs.numberPrefixParser);
    source.id = docIdFromPath(previous.docPath!, data, parser);
    // Each version has its own route base (`/docs/next`, `/docs/1.0`), as the scan gives it.
    const version = readVersions(config.docs, root).find((v) => v.name === previous.version);
    source.route = docRoute(version?.routeBase ?? config.docs.routeBasePath, previous.docPath!, data, parser);
    source.sidebarPosition = docSidebarPosition(previous.docPath!, data, parser);
  } else if (previous.kind === 'markdown') {
    source.route = pageRoute(relative(join(root, config.pages.path), previous.file), data.slug);
  }
  return { source, problems };
}
