import type { Config } from '../config/schema.ts';
import type { OutputDir } from '../write/output.ts';
import { buildLocalIndex } from './local-index.ts';
import { buildRecordsFile, extractRecords } from './records.ts';

export interface SearchablePage {
  route: string;
  title: string;
  lvl0: string;
  html: string;
}

/**
 * Search records of every page, in DocSearch's shape: written to
 * search/records.json (ready to push to Algolia) and, for the local provider,
 * turned into the sharded index the browser loads on first search.
 */
export async function writeSearch(output: OutputDir, config: Config, pages: SearchablePage[], indexFolder: string, facets: { language: string; version: string }): Promise<{ records: number }> {
  const records = [];
  for (const page of pages) records.push(...extractRecords({ ...page, startIndex: records.length }));
  // language and version are the facets contextual search filters on (Algolia).
  await output.write('search/records.json', buildRecordsFile(records.map((r) => ({ ...r, ...facets }))));
  if (config.search.provider === 'local') {
    const { files } = buildLocalIndex(records);
    const folder = indexFolder.replace(/^\/|\/$/g, '');
    for (const file of files) await output.write(`${folder}/${file.path}`, file.contents);
  }
  return { records: records.length };
}
