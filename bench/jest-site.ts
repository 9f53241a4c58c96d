import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface JestSiteRun {
  ms: number;
  rssMb: number;
}

export interface JestSiteResult {
  docsBuild: JestSiteRun[];
  docusaurus: JestSiteRun[];
  /** Docusaurus Faster's runs, when a copy of the site with it was given. */
  faster?: JestSiteRun[];
  docusaurusVersion: string;
  /** HTML pages each builder wrote. */
  pages: { docsBuild: number; docusaurus: number; faster?: number };
}

// Docusaurus's config option for Docusaurus Faster (3.8+): `faster: true` turns on Rspack, SWC, Lightning CSS and
// the worker-thread static generation, which refuses to run without this v4 flag; nothing else of v4 is turned on.
const FASTER_FUTURE = 'future: { faster: true, v4: { removeLegacyPostBuildHeadAttribute: true } },';

/**
 * A copy of the prepared Jest site with `@docusaurus/faster` of the site's
 * Docusaurus version installed from the npm registry and `future.faster` set
 * in its config, made in `dir` on first use and kept there. The copy's files
 * are hard links to the prepared site's, except those npm rewrites in place
 * and the config, so the prepared site is never changed.
 */
export function prepareFasterSite(website: string, dir: string): { website: string } | { missing: string } {
  const copy = join(dir, 'website');
  const version = (JSON.parse(readFileSync(join(website, 'node_modules/@docusaurus/core/package.json'), 'utf8')) as { version: string }).version;
  if (existsSync(join(copy, 'node_modules/@docusaurus/faster/package.json'))) return { website: copy };
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dirname(dir), { recursive: true });
  const linked = spawnSync('cp', ['-al', dirname(website), dir], { encoding: 'utf8' });
  if (linked.status !== 0) return { missing: `not run: the Jest site could not be copied for Docusaurus Faster (${linked.stderr.trim()}).` };
  for (const file of ['package.json', 'package-lock.json', 'node_modules/.package-lock.json', 'docusaurus.config.mjs']) {
    if (!existsSync(join(website, file))) continue;
    rmSync(join(copy, file));
    copyFileSync(join(website, file), join(copy, file));
  }
  const config = join(copy, 'docusaurus.config.mjs');
  const text = readFileSync(config, 'utf8');
  if (!/^const config = \{$/m.test(text)) return { missing: 'not run: the Jest site\'s config does not start its object with `const config = {` any more; set `future.faster` in the copy by hand.' };
  writeFileSync(config, text.replace(/^const config = \{$/m, `const config = {\n  ${FASTER_FUTURE}`));
  const install = spawnSync('npm', ['install', '--save-exact', '--legacy-peer-deps', '--no-audit', '--no-fund', '--loglevel=error', `@docusaurus/faster@${version}`], { cwd: copy, encoding: 'utf8' });
  if (install.status !== 0) return { missing: `not run: \`npm install @docusaurus/faster@${version}\` failed: ${(install.stderr || install.stdout).slice(-1000)}` };
  return { website: copy };
}

/** Where the prepared copy is (`bench/prepare-jest-site.ts`), or why it cannot be used. */
export function jestSite(repo: string): { website: string } | { missing: string } {
  const site = process.env.JEST_SITE ?? join(repo, '.bench/jest-website');
  const website = join(site, 'website');
  if (!existsSync(join(website, 'node_modules/@docusaurus/core/package.json'))) {
    return { missing: `not run: the Jest site is not prepared (no ${join(website, 'node_modules/@docusaurus/core')}); run \`node bin/run-ts.js bench/prepare-jest-site.ts\` first.` };
  }
  return { website };
}

/**
 * Cold builds of the prepared Jest site, with docs-build and with the
 * site's own Docusaurus, one after the other in the same run. Both build
 * the default locale only (`--locale en`): the site enables eight more, each
 * as much work again for both. Peak RSS is that of the builder's
 * main process for Docusaurus, and the larger of docs-build's two processes
 * (the command and the build it supervises).
 */
export function benchJestSite(options: { repo: string; website: string; work: string; runs: number; probe: string; faster?: string }): JestSiteResult {
  const { website, repo, probe, faster } = options;
  const out = mkdtempSync(join(options.work, 'jest-out-'));
  const docsBuild: JestSiteRun[] = [];
  const docusaurus: JestSiteRun[] = [];
  const fasterRuns: JestSiteRun[] = [];
  const pages: JestSiteResult['pages'] = { docsBuild: 0, docusaurus: 0 };
  try {
    for (let i = 0; i < options.runs; i++) {
      rmSync(join(website, 'node_modules/.cache/docs-build/pages'), { recursive: true, force: true });
      rmSync(out, { recursive: true, force: true });
      docsBuild.push(timed([join(repo, 'bin/docs-build.js'), 'build', '--no-cache', '--locale', 'en', '--out-dir', out], website, probe));
      pages.docsBuild = countHtml(out);
      for (const path of ['build', '.docusaurus', 'node_modules/.cache']) rmSync(join(website, path), { recursive: true, force: true });
      docusaurus.push(timed([join(website, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', '--locale', 'en'], website, probe));
      pages.docusaurus = countHtml(join(website, 'build'));
      if (faster) {
        // Rspack's persistent cache lives in node_modules/.cache too: cold means without it.
        for (const path of ['build', '.docusaurus', 'node_modules/.cache']) rmSync(join(faster, path), { recursive: true, force: true });
        fasterRuns.push(timed([join(faster, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', '--locale', 'en'], faster, probe));
        pages.faster = countHtml(join(faster, 'build'));
      }
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
    rmSync(join(website, 'build'), { recursive: true, force: true });
    if (faster) rmSync(join(faster, 'build'), { recursive: true, force: true });
  }
  const docusaurusVersion = (JSON.parse(readFileSync(join(website, 'node_modules/@docusaurus/core/package.json'), 'utf8')) as { version: string }).version;
  return { docsBuild, docusaurus, ...(faster ? { faster: fasterRuns } : {}), docusaurusVersion, pages };
}

export function timed(args: string[], cwd: string, probe: string): JestSiteRun {
  spawnSync('sync');
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--import', probe, ...args], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, NODE_ENV: 'production', NO_COLOR: '1' },
  });
  const ms = performance.now() - started;
  if (result.status !== 0) throw new Error(`${args.slice(0, 2).join(' ')} failed in ${cwd}:\n${(result.stderr || result.stdout).slice(-20000)}`);
  const peaks = [...result.stderr.matchAll(/__peak_rss_kb=(\d+)/g)].map((m) => Number(m[1]));
  return { ms, rssMb: Math.max(0, ...peaks) / 1024 };
}

export function countHtml(dir: string): number {
  if (!existsSync(dir)) return 0;
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) count += countHtml(join(dir, entry.name));
    else if (entry.name.endsWith('.html')) count++;
  }
  return count;
}

/** The section of `bench/RESULTS.md`. */
export function jestSiteSection(result: JestSiteResult | string, runs: number): string {
  if (typeof result === 'string') return result;
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
  const ours = { ms: median(result.docsBuild.map((r) => r.ms)), rss: median(result.docsBuild.map((r) => r.rssMb)) };
  const theirs = { ms: median(result.docusaurus.map((r) => r.ms)), rss: median(result.docusaurus.map((r) => r.rssMb)) };
  const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const faster = result.faster && result.faster.length > 0 ? { ms: median(result.faster.map((r) => r.ms)), rss: median(result.faster.map((r) => r.rssMb)) } : undefined;
  const fasterRow = faster ? `\n| Docusaurus ${result.docusaurusVersion} Faster (\`future.faster\`) | ${result.pages.faster} | ${sec(faster.ms)} | ${faster.rss.toFixed(0)} MB |` : '';
  const fasterRatio = faster
    ? `\nDocusaurus Faster takes **${(faster.ms / ours.ms).toFixed(1)}×** docs-build's time (the target is at least 4×) and **${(faster.rss / ours.rss).toFixed(1)}×** its memory; all its runs: ${result.faster!.map((r) => sec(r.ms)).join(', ')}.`
    : '';
  return `The prepared Jest site (\`.bench/jest-website\`, \`bench/prepare-jest-site.ts\`), built cold by each in the same
run, ${runs} run${runs === 1 ? '' : 's'} each, one after the other: docs-build with \`--no-cache --locale en\` into an empty folder,
Docusaurus with \`build --locale en\` after removing \`build/\`, \`.docusaurus/\` and \`node_modules/.cache/\` (both build
the default locale only; the site enables eight more). Pages are the HTML files each wrote (Docusaurus also writes
client-redirect pages; docs-build's count includes its own).

| builder | HTML files | cold | peak RSS |
| --- | --- | --- | --- |
| docs-build | ${result.pages.docsBuild} | ${sec(ours.ms)} | ${ours.rss.toFixed(0)} MB |
| Docusaurus ${result.docusaurusVersion} | ${result.pages.docusaurus} | ${sec(theirs.ms)} | ${theirs.rss.toFixed(0)} MB |${fasterRow}

Docusaurus takes **${(theirs.ms / ours.ms).toFixed(1)}×** the time and **${(theirs.rss / ours.rss).toFixed(1)}×** the memory.
All runs: docs-build ${result.docsBuild.map((r) => sec(r.ms)).join(', ')}; Docusaurus ${result.docusaurus.map((r) => sec(r.ms)).join(', ')}.${fasterRatio}`;
}

/**
 * A copy of the prepared Jest site that a benchmark may edit and whose caches it may delete: the site's own files
 * are copied, its `node_modules` hard-linked (never written to), and its `node_modules/.cache` left out. Made in
 * `dir` on first use and kept there; returns the copy's `website` folder.
 */
export function editableJestSite(website: string, dir: string): string {
  const copy = join(dir, 'website');
  if (existsSync(join(copy, 'node_modules/@docusaurus/core/package.json'))) return copy;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  const site = dirname(website);
  for (const name of readdirSync(site)) if (name !== 'website') cpSync(join(site, name), join(dir, name), { recursive: true });
  for (const name of readdirSync(website)) if (name !== 'node_modules') cpSync(join(website, name), join(copy, name), { recursive: true });
  const linked = spawnSync('cp', ['-al', join(website, 'node_modules'), join(copy, 'node_modules')], { encoding: 'utf8' });
  if (linked.status !== 0) throw new Error(`could not link the Jest site's node_modules: ${linked.stderr.trim()}`);
  // Linked files are shared with the prepared site: its caches must not be written through them.
  rmSync(join(copy, 'node_modules/.cache'), { recursive: true, force: true });
  return copy;
}
