import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { normalisePath } from '../../shared/url.ts';
import { parseRedirects } from '../server/redirects.ts';
import { findStaticFiles } from '../write/static-files.ts';
import type { LinkTargets, PageReferences } from './links.ts';
import type { ContentReference } from '../markdown/vfile-data.ts';

/** What the link check needs from one rendered page. */
export interface RenderedPageLinks {
  route: string;
  ids: Iterable<string>;
  /** Source file as shown in messages; none for pages without a source (search, 404). */
  file?: string;
  references: ContentReference[];
}

/**
 * What links may point at: the planned routes, the ids of each rendered page,
 * the static folder's files and the `_redirects` sources. `build` and `dev`
 * both call this, so a link passes or fails the same way in both.
 */
export function linkTargets(routes: Iterable<string>, pages: Iterable<RenderedPageLinks>, staticDir: string): LinkTargets {
  const { files, prefixes } = staticTargets(staticDir);
  return {
    routes: new Set(routes),
    ids: new Map([...pages].map((p) => [p.route, new Set(p.ids)])),
    files,
    prefixes,
  };
}

/** The links of each page that has a source file, for `checkReferences`. */
export function pageReferences(pages: Iterable<RenderedPageLinks>): PageReferences[] {
  return [...pages].flatMap((p) => (p.file ? [{ file: p.file, route: p.route, references: p.references }] : []));
}

/**
 * Static files, and the paths `_redirects` answers (a splat rule answers every path under its prefix). The folder is
 * read as the copy step reads it, each real folder once, so a symlink loop in it cannot make the check run away;
 * the copy step reports the links it skipped.
 */
function staticTargets(dir: string): { files: Set<string>; prefixes: string[] } {
  const files = new Set(findStaticFiles(dir, dir).files.map((f) => `/${f}`));
  const prefixes: string[] = [];
  let source: string;
  try {
    source = readFileSync(join(dir, '_redirects'), 'utf8');
  } catch {
    return { files, prefixes };
  }
  // Lines the server cannot honour are reported by the server; here they simply answer nothing.
  for (const rule of parseRedirects(source).rules) {
    if (rule.splat) prefixes.push(rule.from);
    else files.add(normalisePath(rule.from === '' ? '/' : rule.from));
  }
  return { files, prefixes };
}
