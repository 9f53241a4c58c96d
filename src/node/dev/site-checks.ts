import { join } from 'node:path';
import { checkReferences } from '../build-checks/links.ts';
import { linkTargets, pageReferences } from '../build-checks/link-targets.ts';
import type { Config } from '../config/schema.ts';
import { LOCAL_SEARCH_INDEX } from '../model/site-model.ts';
import type { PageResult } from '../render/process-page.ts';
import type { Diagnostic } from '../report/diagnostic.ts';
import type { OutputFiles } from './output-files.ts';
import { writeDevSearch } from './search.ts';

/** Broken links are worth knowing while writing, never worth blocking the page for: they come back as warnings. */
export function devLinkProblems(results: Iterable<PageResult>, routes: Iterable<string>, config: Config, root: string): Diagnostic[] {
  const done = [...results];
  const targets = linkTargets(routes, done, join(root, config.staticDir));
  return checkReferences(pageReferences(done), targets, config).map((p) => ({ ...p, severity: 'warning' as const }));
}

export interface SearchWriter {
  /** Rewrites the search records and index from the given pages, a moment later. */
  schedule(results: () => Iterable<PageResult>): void;
  dispose(): void;
}

/** Search records follow edits a moment later: rebuilding the index must not delay the page update. */
export function createSearchWriter(files: OutputFiles, log: (text: string) => void): SearchWriter {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    schedule(results) {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const count = writeDevSearch(results(), LOCAL_SEARCH_INDEX, (path, contents) => files.write(path, contents));
        log(`search index: ${count} records`);
      }, 150);
    },
    dispose: () => clearTimeout(timer),
  };
}
