import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Command, InvalidArgumentError } from 'commander';
import { planLayout } from './synthetic/layout.ts';
import { linkTo, outlinePage, renderPage, type PageLink } from './synthetic/page.ts';
import { createRandom, deriveSeed, type Random } from './synthetic/random.ts';
import { DOCS_DIR, ROUTE_BASE, prepareSiteFolder, writeText } from './synthetic/site-folder.ts';

const REPO_ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
// Anchors that exist in the real content, so the strict link check stays green.
const REAL_LINKS: PageLink[] = [
  { text: 'Installation guide', href: '/docs/installation' },
  { text: 'Remote Backup options', href: '/docs/addons/remote-backup/basic-config#options' },
];
const WRITE_BATCH = 64;

export interface GenerateOptions {
  /** Folder of the site; created if missing. Earlier generated files in it are replaced. */
  dir: string;
  /** Number of generated pages, on top of the real ones. */
  pages: number;
  seed?: number;
}

/**
 * Writes a synthetic docs site for benchmarks and scale tests: the real site
 * plus `pages` generated pages under <docs>/generated/. The same page count
 * and seed always give byte-identical files.
 */
export async function generateSite(options: GenerateOptions): Promise<{ configFile: string; pages: number }> {
  const dir = resolve(options.dir);
  const count = options.pages;
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`pages must be a whole number ≥ 0, got ${count}`);
  const seed = options.seed ?? 1;
  await prepareSiteFolder(dir, REPO_ROOT);

  const layout = planLayout(count, createRandom(deriveSeed(seed, -1)));
  const outlines = layout.pages.map((page) => outlinePage(page, ROUTE_BASE, createRandom(deriveSeed(seed, 2 * page.index))));
  const files: Array<[string, string]> = layout.folders
    .filter((folder) => folder.category)
    .map((folder) => [`${DOCS_DIR}/${folder.path}/_category_.json`, `${JSON.stringify(folder.category, null, 2)}\n`]);
  outlines.forEach((outline, i) => {
    const rng = createRandom(deriveSeed(seed, 2 * i + 1));
    const sameFolder = outlines[i + 1]?.page.folder === outline.page.folder ? outlines[i + 1]! : outlines[Math.max(0, i - 1)]!;
    const others = [sameFolder, otherPage(outlines, i, rng), otherPage(outlines, i, rng)];
    const links = others.map((target, n) => linkTo(target, rng, n === 1 || rng.chance(0.4)));
    files.push([`${DOCS_DIR}/${outline.page.docPath}.mdx`, renderPage(outline, links, REAL_LINKS[i % REAL_LINKS.length]!, rng)]);
  });
  for (let i = 0; i < files.length; i += WRITE_BATCH) {
    await Promise.all(files.slice(i, i + WRITE_BATCH).map(([path, text]) => writeText(join(dir, path), text)));
  }
  return { configFile: join(dir, 'docs-build.config.ts'), pages: count };
}

/** A page other than `self` (or `self` on a one-page site). */
function otherPage<T>(all: readonly T[], self: number, rng: Random): T {
  if (all.length < 2) return all[self]!;
  const n = rng.int(0, all.length - 2);
  return all[n >= self ? n + 1 : n]!;
}

function wholeNumber(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError('must be a whole number ≥ 0.');
  return n;
}

async function main(): Promise<void> {
  const program = new Command()
    .name('generate')
    .description('Write a synthetic docs site: the real site plus N generated pages.')
    .requiredOption('--out <dir>', 'folder to write the site into')
    .option('--pages <n>', 'number of generated pages', wholeNumber, 1000)
    .option('--seed <n>', 'seed of the pseudo-random text', wholeNumber, 1)
    .parse(process.argv);
  const opts = program.opts<{ out: string; pages: number; seed: number }>();
  const started = performance.now();
  const result = await generateSite({ dir: opts.out, pages: opts.pages, seed: opts.seed });
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  process.stdout.write(`Generated ${result.pages} pages in ${seconds} s. Build with:\n  node bin/docs-build.js build --config ${result.configFile}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main().catch((error: unknown) => {
    process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
