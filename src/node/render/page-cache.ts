import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { debugNote } from '../cache/debug-note.ts';
import { join } from 'node:path';
import md4 from 'js-md4';
import { isExternalUrl, normalisePath } from '../../shared/url.ts';
import type { CompiledContent } from '../markdown/compile.ts';
import type { PageComponent, PlannedPage } from '../content-plugins/content-plugin.ts';
import { processPage, type PageContext, type PageResult, type PageShell } from './process-page.ts';

interface CacheEntry {
  result: PageResult;
  files: Array<[string, string]>;
  /** Chunk address each linked route had (null: no such route); the entry is stale if one changed. */
  deps: Record<string, string | null>;
}

export interface PageCache {
  dir: string;
  /** Everything outside a page that its output depends on. */
  salt: string;
}

/** The folder must exist and be writable already: see openCaches. */
export function openPageCache(dir: string, salt: string): PageCache {
  return { dir, salt };
}

function keyOf(cache: PageCache, planned: PlannedPage): string {
  return createHash('sha256').update(cache.salt).update(JSON.stringify(planned)).digest('hex').slice(0, 32);
}

/**
 * processPage with a content-hash cache in front of it: an unchanged page is
 * copied, not rebuilt. The full context (highlighter, MDX processors) is only
 * created on the first miss, so a warm rebuild never loads them; React pages
 * never need it.
 */
export async function processPageCached(
  planned: PlannedPage,
  shell: PageShell,
  fullContext: () => Promise<PageContext>,
  cache: PageCache | undefined,
  Component?: PageComponent,
  precompiled?: CompiledContent,
): Promise<PageResult> {
  // React pages run code the cache key cannot see; always render them.
  if (Component) return processPage(planned, shell, Component);
  // So do MDX pages that import files: the key holds the page's text, not theirs.
  if (!cache || importsFiles(planned)) return processPage(planned, await fullContext(), undefined, precompiled);
  const file = join(cache.dir, `${keyOf(cache, planned)}.json`);
  const hit = readEntry(file);
  const moved = hit && (await assetsFresh(hit)) && lookupsSame(hit) ? movedChunks(hit.deps, shell.chunkUrls) : undefined;
  if (hit && moved) {
    // A linked page changed, so its chunk has a new name: the rendered output
    // differs only in that name, which is patched rather than rendered again.
    const files = hit.files.map(([path, contents]): [string, string] => [path, moved.reduce((text, [from, to]) => text.replaceAll(from, to), contents)]);
    for (const [path, contents] of files) await shell.write(path, contents);
    if (moved.length > 0) {
      const deps = Object.fromEntries(Object.entries(hit.deps).map(([route, url]) => [route, shell.chunkUrls.get(route) ?? url]));
      writeEntry(file, { ...hit, files, deps });
    }
    return { ...hit.result, cached: true };
  }
  const ctx = await fullContext();
  const files: Array<[string, string]> = [];
  const recording: PageContext = {
    ...ctx,
    write: async (path, contents) => {
      files.push([path, contents]);
      await ctx.write(path, contents);
    },
  };
  const result = await processPage(planned, recording, undefined, precompiled);
  if (result.problems.every((p) => p.severity !== 'error')) writeEntry(file, { result, files, deps: depsOf(result, ctx.chunkUrls, files) });
  return result;
}

function importsFiles(planned: PlannedPage): boolean {
  return planned.source?.format === 'mdx' && /^import\s/m.test(planned.source.source);
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * An entry is its JSON after a line with the JSON's sha256: what is published
 * from the cache is checked byte for byte, so a damaged entry is rendered
 * again instead of being copied into the site.
 */
function writeEntry(file: string, entry: CacheEntry): void {
  const body = JSON.stringify(entry);
  try {
    writeFileSync(file, `${sha256(body)}\n${body}`);
  } catch (error) {
    // A full disk or a folder turned read-only during the build only costs the next build time.
    debugNote(`page cache: could not write ${file} (${(error as Error).message})`);
    // What was written of it is no entry (its hash would not match): its room is given back, where the folder lets it.
    try {
      rmSync(file, { force: true });
    } catch {
      // A read-only folder: the partial entry stays, and is rejected by its hash when read.
    }
  }
}

function readEntry(file: string): CacheEntry | undefined {
  let text: string;
  try {
    // Synchronous on purpose: on a cold build every page misses, and each async miss waited for libuv's threads
    // behind the compression of other pages, leaving the render thread idle.
    text = readFileSync(file, 'utf8');
  } catch {
    // Missing or unreadable: a miss.
    return undefined;
  }
  const split = text.indexOf('\n');
  const body = text.slice(split + 1);
  if (split !== 64 || text.slice(0, split) !== sha256(body)) {
    debugNote(`page cache: ${file} does not match its hash; the page is rendered again`);
    return undefined;
  }
  try {
    return JSON.parse(body) as CacheEntry;
  } catch {
    return undefined;
  }
}

/**
 * Chunk names that changed since the entry was made, as [old, new] pairs; undefined
 * when a linked route appeared or disappeared, which changes more than a name.
 */
function movedChunks(deps: CacheEntry['deps'], chunkUrls: ReadonlyMap<string, string>): Array<[string, string]> | undefined {
  const moved: Array<[string, string]> = [];
  for (const [route, url] of Object.entries(deps)) {
    const now = chunkUrls.get(route) ?? null;
    if (now === url) continue;
    if (now === null || url === null) return undefined;
    moved.push([url, now]);
  }
  return moved;
}

/** A file a link or image was looked for at that appeared or went away since: the page would come out different. */
function lookupsSame(entry: CacheEntry): boolean {
  return Object.entries(entry.result.lookups ?? {}).every(([file, found]) => existsSync(file) === found);
}

/** Every file the page copied still has the bytes its name was made from (the MD4 in it, see copiedAssetPath). */
async function assetsFresh(entry: CacheEntry): Promise<boolean> {
  for (const asset of entry.result.assets) {
    try {
      const hash = md4.hex(await readFile(asset.from));
      if (!asset.to.includes(`-${hash}.`)) return false;
    } catch {
      return false;
    }
  }
  return true;
}

function depsOf(result: PageResult, chunkUrls: ReadonlyMap<string, string>, files: Array<[string, string]>): Record<string, string | null> {
  const deps: Record<string, string | null> = {};
  for (const ref of result.references) {
    if (ref.kind !== 'link' || isExternalUrl(ref.url) || !ref.url.startsWith('/')) continue;
    const route = normalisePath(ref.url.split(/[?#]/)[0]!);
    deps[route] = chunkUrls.get(route) ?? null;
  }
  const chunk = files.find(([path]) => path.startsWith('assets/pages/'));
  if (chunk) {
    const links = (JSON.parse(chunk[1]) as { links: Record<string, string> }).links;
    for (const [route, url] of Object.entries(links)) deps[route] = url;
  }
  return deps;
}
