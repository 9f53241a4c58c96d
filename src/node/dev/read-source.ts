import { readFile } from 'node:fs/promises';
import type { Config } from '../config/schema.ts';
import { firstHeading } from '../content/first-heading.ts';
import { parseFrontmatter } from '../content/frontmatter.ts';
import { isModulePage, type ContentSource } from '../content/content-source.ts';
import { pluginOf } from '../content-plugins/plugin-of.ts';
import type { Diagnostic } from '../report/diagnostic.ts';

/**
 * Reads one edited doc, page or post again, its plugin deriving its route and id the way its scan does, so one save
 * does not cost a scan of the whole site. Undefined when its plugin cannot take it alone (a React page is code: it
 * is bundled again instead).
 */
export async function rereadSource(previous: ContentSource, config: Config, root: string): Promise<{ source: ContentSource; problems: Diagnostic[] } | undefined> {
  const plugin = pluginOf(previous);
  if (!plugin.readAgain || isModulePage(previous)) return undefined;
  const text = await readFile(previous.file, 'utf8');
  const { data, problems } = parseFrontmatter(text, previous.displayPath);
  return { source: plugin.readAgain({ ...previous, source: text, frontmatter: data, h1: firstHeading(text) }, config, root), problems };
}
