import { isUtf8 } from 'node:buffer';
import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Config } from '../config/schema.ts';
import type { Diagnostic } from '../report/diagnostic.ts';
import { parseFrontmatter } from './frontmatter.ts';
import { docRoute, docIdFromPath, docSidebarPosition, pageRoute } from './routes.ts';
import { numberPrefixParserOf } from './number-prefix.ts';
import { firstHeading } from './first-heading.ts';
import { readLastUpdates } from './last-update.ts';
import type { AuthorsMap } from '../blog/authors.ts';
import { scanBlog } from '../blog/scan-blog.ts';
import type { ContentSource } from './content-source.ts';
import { readVersions } from '../versions/read-versions.ts';
import { findContentFiles, skipContentFolder } from './content-files.ts';
import { contentFormat } from './format.ts';

export interface ScanResult {
  sources: ContentSource[];
  problems: Diagnostic[];
  /** The blog's authors map: the authors page lists all of them, posts or not. */
  blogAuthors: AuthorsMap;
}

/** Finds every doc and page and reads its frontmatter, so routes are known before compiling. */
export async function scanContent(config: Config, root: string): Promise<ScanResult> {
  const problems: Diagnostic[] = [];
  const sources: ContentSource[] = [];
  const docs = config.docs;
  const versions = docs === false ? [] : readVersions(docs, root);
  // One git call for every version's folder: from the folder that holds them all.
  const history = docs !== false && (docs.showLastUpdateTime || docs.showLastUpdateAuthor) ? await readLastUpdates(commonFolder(versions.map((v) => join(root, v.dir)))) : undefined;
  if (history?.problem) {
    problems.push({
      file: docs === false ? '.' : relative(root, join(root, docs.path)) || '.',
      message: `No git history for the docs (${history.problem}), so pages show no last update.`,
      ruleId: 'last-update',
      severity: 'warning',
      hint: 'Build from a git clone with its history (in CI, a full clone: fetch-depth 0), or turn off docs.showLastUpdateTime and showLastUpdateAuthor.',
    });
  }
  // One pass per docs version; a site without versions.json has only the docs folder, at the docs base.
  const parser = numberPrefixParserOf(docs === false ? undefined : docs.numberPrefixParser);
  for (const version of versions) {
    const dir = join(root, version.dir);
    const globbed = findContentFiles(dir, root, { patterns: ['**/*.{md,mdx}'], ignore: ['**/_*', '**/node_modules/**'], skipFolder: skipContentFolder });
    problems.push(...globbed.problems);
    const files = globbed.files.sort();
    const loaded = await Promise.all(files.map((f) => readContent(join(dir, f), root)));
    files.forEach((rel, i) => {
      const { source, displayPath, frontmatter, problems: fmProblems } = loaded[i]!;
      problems.push(...fmProblems);
      const docPath = rel.replace(/\.mdx?$/, '');
      sources.push({
        kind: 'doc',
        file: join(dir, rel),
        displayPath,
        route: docRoute(version.routeBase, docPath, frontmatter, parser),
        id: docIdFromPath(docPath, frontmatter, parser),
        version: version.name,
        docPath,
        sidebarPosition: docSidebarPosition(docPath, frontmatter, parser),
        format: contentFormat(rel, config.markdown.format),
        source,
        frontmatter,
        h1: firstHeading(source),
        lastUpdate: history?.files.get(join(dir, rel)),
      });
    });
  }
  const pagesDir = join(root, config.pages.path);
  // As in Docusaurus: files and folders starting with '_', tests and type declarations are not pages.
  const pageGlob = findContentFiles(pagesDir, root, {
    patterns: ['**/*.{md,mdx,js,jsx,tsx}'],
    ignore: ['**/_*', '**/_*/**', '**/node_modules/**', '**/*.test.*', '**/__tests__/**', '**/*.d.ts'],
    skipFolder: skipContentFolder,
  });
  problems.push(...pageGlob.problems);
  const pageFiles = pageGlob.files.sort();
  for (const rel of pageFiles) {
    const file = join(pagesDir, rel);
    const format = /\.(jsx?|tsx)$/.test(rel) ? 'tsx' : contentFormat(rel, config.markdown.format);
    if (format === 'tsx') {
      sources.push({ kind: 'react', file, displayPath: relative(root, file), route: pageRoute(rel), format, source: '', frontmatter: {} });
      continue;
    }
    const { source, displayPath, frontmatter, problems: fmProblems } = await readContent(file, root);
    problems.push(...fmProblems);
    sources.push({ kind: 'markdown', file, displayPath, route: pageRoute(rel, frontmatter.slug), format, source, frontmatter, h1: firstHeading(source) });
  }
  const blog = await scanBlog(config, root);
  sources.push(...blog.posts);
  problems.push(...blog.problems);
  return { sources, problems, blogAuthors: blog.authors };
}

/** The deepest folder that contains all of `dirs`. */
function commonFolder(dirs: string[]): string {
  const parts = dirs.map((d) => d.split(sep));
  const first = parts[0] ?? [];
  let n = 0;
  while (n < first.length && parts.every((p) => p[n] === first[n])) n++;
  return first.slice(0, n).join(sep) || sep;
}

/** A content file's text and frontmatter, with the problems found reading them (frontmatter, encoding). */
export async function readContent(file: string, root: string) {
  const bytes = await readFile(file);
  const source = bytes.toString('utf8');
  const displayPath = relative(root, file);
  const { data, problems } = parseFrontmatter(source, displayPath);
  const invalid = invalidUtf8(bytes, source);
  if (invalid) {
    problems.push({
      file: displayPath,
      ...invalid,
      message: 'This file is not valid UTF-8 here; the bytes that are not were replaced by U+FFFD (\uFFFD).',
      ruleId: 'encoding',
      severity: 'warning',
      hint: 'Save the file as UTF-8 (most editors have it under "encoding").',
    });
  }
  return { source, displayPath, frontmatter: data, problems };
}

/** Line and column of the first byte sequence that is not UTF-8, if any. */
function invalidUtf8(bytes: Buffer, text: string): { line: number; column: number } | undefined {
  if (isUtf8(bytes)) return undefined;
  // The decoder wrote U+FFFD for each bad sequence; the first is the place, unless the file also has the character itself.
  const at = Math.max(0, text.indexOf('\uFFFD'));
  const before = text.slice(0, at);
  return { line: before.split('\n').length, column: at - before.lastIndexOf('\n') };
}
