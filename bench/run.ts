import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWithDocusaurus, DOCUSAURUS_VERSION, type DocusaurusResult } from './docusaurus.ts';
import { generateSite } from './generate.ts';
import { benchJestSite, jestSite, jestSiteSection, prepareFasterSite } from './jest-site.ts';
import { pageWeight, type PageWeight } from './page-weight.ts';
import { runLighthouse } from './lighthouse.ts';
import { measureLargeSites } from './large-sites.ts';
import { jestSite as realJestSite, measureRealSite, realVsGeneratedSection, type PerPage } from './real-pages.ts';
import { startStaticServer } from '../src/node/server/serve.ts';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Number(arg('runs') ?? 5);
const syntheticRuns = Number(arg('synthetic-runs') ?? 3);
// Runs for sites of 10,000 pages and more, where one cold and one warm build take minutes.
const largeRuns = Number(arg('large-runs') ?? syntheticRuns);
const runsFor = (size: number) => (size >= 10_000 ? largeRuns : syntheticRuns);
// Synthetic sizes to build; `--sizes=` (empty) builds the real site only.
const sizes = (arg('sizes') ?? '1000,10000').split(',').filter(Boolean).map(Number);

interface Sample {
  ms: number;
  rssMb: number;
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

// Builds and generated sites go here, in the project, where a user builds too. On the benchmark machine the time
// to create a file varied about 25× between folders of the same disk, and over time, so no folder is reliably faster.
const WORK = join(root, '.bench');

/**
 * One build in a fresh process: wall time and peak RSS. `cold` empties the
 * build caches first (pages, client bundle, search, compressed copies) but
 * keeps the CLI's own bundle, which is made once after install.
 */
function buildOnce(siteRoot: string, configFile: string, outDir: string, cold: boolean): Sample {
  const caches = join(siteRoot, 'node_modules/.cache/docs-build');
  if (cold && existsSync(caches)) for (const name of readdirSync(caches)) if (name !== 'cli') rmSync(join(caches, name), { recursive: true, force: true });
  rmSync(outDir, { recursive: true, force: true });
  // The disk finishes removing the previous run's output (a large site's is over a GB) before the clock starts.
  spawnSync('sync');
  const start = performance.now();
  const result = spawnSync(
    process.execPath,
    ['--import', join(root, 'bench/rss-probe.mjs'), join(root, 'bin/docs-build.js'), 'build', '--config', configFile, '--out-dir', outDir],
    { cwd: siteRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const ms = performance.now() - start;
  if (result.status !== 0) throw new Error(`build failed:\n${result.stderr.slice(-4000)}`);
  const kb = Number(/__peak_rss_kb=(\d+)/.exec(result.stderr)?.[1] ?? 0);
  return { ms, rssMb: kb / 1024 };
}

function dirSize(dir: string, filter: (name: string) => boolean = () => true): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? dirSize(path, filter) : filter(entry.name) ? statSync(path).size : 0;
  }
  return total;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const withoutPrecompressed = (name: string) => !name.endsWith('.br') && !name.endsWith('.gz');

interface SiteResult {
  name: string;
  pages: number;
  cold: Sample[];
  warm: Sample[];
  outputBytes: number;
  searchBytes: number;
  doc: PageWeight;
  home: PageWeight;
}

function measure(name: string, siteRoot: string, configFile: string, pages: number, count: number): SiteResult {
  const work = mkdtempSync(join(WORK, 'build-'));
  const outDir = join(work, 'build');
  // One untimed run first (with the first site only) makes the CLI's bundle if the sources changed, as the
  // first run after an install does.
  if (results.length === 0) buildOnce(siteRoot, configFile, outDir, true);
  const cold = Array.from({ length: count }, () => buildOnce(siteRoot, configFile, outDir, true));
  const warm = Array.from({ length: count }, () => buildOnce(siteRoot, configFile, outDir, false));
  const result: SiteResult = {
    name,
    pages,
    cold,
    warm,
    outputBytes: dirSize(outDir, withoutPrecompressed),
    searchBytes: dirSize(join(outDir, 'search/index'), withoutPrecompressed),
    doc: pageWeight(outDir, 'docs/addons/remote-backup/basic-config/index.html'),
    home: pageWeight(outDir, 'index.html'),
  };
  rmSync(work, { recursive: true, force: true });
  return result;
}

mkdirSync(WORK, { recursive: true });
// `--vs-docusaurus[=N]` also builds the generated pages of the N-page site (default: the first size) with Docusaurus.
const vsArg = process.argv.find((a) => a === '--vs-docusaurus' || a.startsWith('--vs-docusaurus='));
const vsSize = vsArg ? Number(vsArg.split('=')[1] ?? sizes[0]) : undefined;
const docusaurusRuns = Number(arg('docusaurus-runs') ?? 1);
let comparison: { ours: SiteResult; theirs: DocusaurusResult } | undefined;
let docusaurusFailure: string | undefined;

const results: SiteResult[] = [];
results.push(measure('real site', root, join(root, 'docs-build.config.ts'), 13, runs));
for (const size of sizes) {
  const siteDir = mkdtempSync(join(WORK, `synthetic-${size}-`));
  const { configFile, pages } = await generateSite({ dir: siteDir, pages: size });
  results.push(measure(`synthetic ${size}`, dirname(configFile), configFile, pages, runsFor(size)));
  if (size === vsSize) {
    process.stderr.write(`Building the ${size} generated pages with Docusaurus ${DOCUSAURUS_VERSION} (installed into .bench/docusaurus on first use)…\n`);
    try {
      const theirs = buildWithDocusaurus({ siteRoot: dirname(configFile), dir: join(WORK, 'docusaurus'), runs: docusaurusRuns, probe: join(root, 'bench/rss-probe.mjs') });
      comparison = { ours: results.at(-1)!, theirs };
    } catch (error) {
      // The rest of the benchmark stands on its own; say what went wrong in its place.
      docusaurusFailure = (error as Error).message.slice(0, 2000);
    }
  }
  rmSync(siteDir, { recursive: true, force: true });
}

// Real pages against generated ones: the Jest site's cold builds beside the 1,000-page synthetic site's.
let realVsGenerated = 'not run: prepare the Jest site first (`node bin/run-ts.js bench/prepare-jest-site.ts`, or set JEST_SITE).';
const jest = realJestSite(root);
if (jest) {
  const synthetic = results.find((r) => r.name === 'synthetic 1000');
  const generated: PerPage | undefined = synthetic && { pages: synthetic.pages, coldMs: synthetic.cold.map((s) => s.ms) };
  realVsGenerated = realVsGeneratedSection(measureRealSite(root, jest, WORK, syntheticRuns), generated);
}
const jestVersus = measureJestSite();
// The larger sites of the compatibility harness, when it has prepared them (COMPAT_SITES).
const largeVersus = measureLargeSites(root, WORK);

let versus = docusaurusFailure
  ? `The Docusaurus build failed:\n\n\`\`\`\n${docusaurusFailure}\n\`\`\``
  : 'not run (pass `--vs-docusaurus`, or `--vs-docusaurus=N` for the N-page site; `--docusaurus-runs=N`).';
if (comparison) {
  const { ours, theirs } = comparison;
  const oursMs = median(ours.cold.map((s) => s.ms));
  const oursRss = median(ours.cold.map((s) => s.rssMb));
  const theirMs = median(theirs.cold.map((s) => s.ms));
  const theirRss = median(theirs.cold.map((s) => s.rssMb));
  versus = `Same generated pages, built cold in the same run. Docusaurus builds only the generated pages (the real pages use
this repository's MDX components); docs-build builds them and the 12 real ones. Docusaurus's peak RSS is that of its
main process (child processes, if any, are not counted).${theirs.installMs === undefined ? '' : ` Installing it took ${sec(theirs.installMs)} (not counted).`}

| builder | pages | cold | runs | peak RSS |
| --- | --- | --- | --- | --- |
| docs-build | ${ours.pages} | ${sec(oursMs)} | ${ours.cold.length} | ${oursRss.toFixed(0)} MB |
| Docusaurus ${theirs.version} | ${theirs.pages} | ${sec(theirMs)} | ${theirs.cold.length} | ${theirRss.toFixed(0)} MB |

Docusaurus takes **${(theirMs / oursMs).toFixed(1)}×** the time and **${(theirRss / oursRss).toFixed(1)}×** the memory. All Docusaurus runs: ${theirs.cold.map((s) => sec(s.ms)).join(', ')}.`;
}

/** The real Jest site, cold, with both builders (`--jest-runs=N`, default 1; `--jest-runs=0` leaves it out). */
function measureJestSite(): string {
  const jestRuns = Number(arg('jest-runs') ?? 1);
  if (jestRuns === 0) return 'not run (`--jest-runs=0`).';
  const site = jestSite(root);
  if ('missing' in site) {
    process.stderr.write(`Jest site: ${site.missing}\n`);
    return site.missing;
  }
  // Docusaurus Faster builds a copy of the site with @docusaurus/faster installed (made once, under .bench/).
  const faster = prepareFasterSite(site.website, join(root, '.bench/jest-website-faster'));
  if ('missing' in faster) process.stderr.write(`Docusaurus Faster: ${faster.missing}\n`);
  process.stderr.write(`Building the Jest site with docs-build, Docusaurus and Docusaurus Faster (${jestRuns} run${jestRuns === 1 ? '' : 's'} each)…\n`);
  try {
    const result = benchJestSite({ repo: root, website: site.website, work: WORK, runs: jestRuns, probe: join(root, 'bench/rss-probe.mjs'), faster: 'website' in faster ? faster.website : undefined });
    return `${jestSiteSection(result, jestRuns)}${'missing' in faster ? `\n\nDocusaurus Faster: ${faster.missing}` : ''}`;
  } catch (error) {
    return `A build of the Jest site failed:\n\n\`\`\`\n${(error as Error).message.slice(0, 2000)}\n\`\`\``;
  }
}

/**
 * The speed and memory budgets (`npm run bench:budgets`, bench/budgets/), on the same machine in the same run: each
 * budget prints its measured figures on a line of its own, kept here with whether it was met. A missed budget is a
 * result to report, not a reason to stop the other measures.
 */
function measureBudgets(): string {
  if (process.argv.includes('--no-budgets')) return 'not run (`--no-budgets`).';
  process.stderr.write('Running the budgets (vitest.budgets.config.ts)…\n');
  const outputFile = join(WORK, 'budgets.json');
  rmSync(outputFile, { force: true });
  const run = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--config', 'vitest.budgets.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' } },
  );
  let results: { testResults: Array<{ name: string; assertionResults: Array<{ title: string; status: string }> }> };
  try {
    results = JSON.parse(readFileSync(outputFile, 'utf8')) as typeof results;
  } catch {
    return `The budgets did not run:\n\n\`\`\`\n${(run.stderr || run.stdout).slice(-2000)}\n\`\`\``;
  }
  // Each budget logs one line of figures, which the default reporter prints.
  const figures = (run.stderr + run.stdout).split('\n').filter((line) => /^(dev on the Jest site|client navigation|dev edit|static server)/.test(line.trim()));
  const rows = results.testResults.flatMap((file) =>
    file.assertionResults.map((test) => `| ${relative(root, file.name)} | ${test.title} | ${test.status === 'passed' ? 'met' : '**missed**'} |`),
  );
  return ['| budget file | budget | result |', '| --- | --- | --- |', ...rows, '', 'Measured:', '', ...figures.map((line) => `- ${line.trim()}`)].join('\n');
}
const budgets = measureBudgets();

// Lighthouse on the Remote Backup basic-config page, served by `docs-build serve` from a fresh build.
let lighthouse = 'not run (pass --lighthouse)';
if (process.argv.includes('--lighthouse')) {
  const work = mkdtempSync(join(WORK, 'lighthouse-'));
  buildOnce(root, join(root, 'docs-build.config.ts'), join(work, 'build'), false);
  const server = await startStaticServer({ dir: join(work, 'build'), port: 0 });
  try {
    const { scores, command } = await runLighthouse(`${server.url}/docs/addons/remote-backup/basic-config`);
    lighthouse = `| performance | accessibility | best practices | SEO |\n| --- | --- | --- | --- |\n| ${scores.performance} | ${scores.accessibility} | ${scores['best-practices']} | ${scores.seo} |\n\nCommand (mobile emulation, Lighthouse's default): \`${command}\``;
  } finally {
    await server.close();
    rmSync(work, { recursive: true, force: true });
  }
}

const machine = `${cpus().length} cores (${cpus()[0]?.model.trim()}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
const rows = results.map((r) => {
  const coldMs = median(r.cold.map((s) => s.ms));
  return `| ${r.name} | ${r.pages} | ${sec(coldMs)} | ${(r.pages / (coldMs / 1000)).toFixed(0)} | ${median(r.cold.map((s) => s.rssMb)).toFixed(0)} MB | ${sec(median(r.warm.map((s) => s.ms)))} | ${median(r.warm.map((s) => s.rssMb)).toFixed(0)} MB | ${kb(r.outputBytes)} | ${kb(r.searchBytes)} |`;
});
const weights = results.map(
  (r) => `| ${r.name} | ${kb(r.doc.jsGzip)} (${r.doc.jsFiles.length} files) | ${kb(r.doc.cssGzip)} | ${kb(r.home.jsGzip)} (${r.home.jsFiles.length} files) | ${kb(r.home.cssGzip)} |`,
);
const allRuns = results.map((r) => `- ${r.name}: cold ${r.cold.map((s) => sec(s.ms)).join(', ')}; warm ${r.warm.map((s) => sec(s.ms)).join(', ')}`);

const largeSizes = sizes.filter((size) => runsFor(size) !== syntheticRuns);
const sizeNotes = largeSizes.length > 0 ? ` Sites of ${largeSizes.join(', ')} pages: ${largeRuns} run${largeRuns === 1 ? '' : 's'} each (\`--large-runs\`).` : '';
const options = process.argv.slice(2).join(' ');

const report = `# Benchmark results

Produced by \`node bin/run-ts.js bench/run.ts ${options}\` (\`npm run bench\` with these options)
on ${new Date().toISOString().slice(0, 10)}.

Machine: ${machine}.

- **Cold**: a fresh \`docs-build build\` process with an empty output folder and empty build caches (pages, client
  bundle, search index, compressed copies), timed from process start to exit (Node start-up and module loading
  included). One untimed run comes first so the CLI's own bundle and its V8 code cache exist, as they do after the
  first build following an install or an edit of the generator.
- **Warm**: the same, with the caches of the previous run and nothing changed.
- Sites and output live in \`.bench/\` inside the repository, on the project's disk.${sizeNotes}
- Medians; ${runs} runs for the real site, ${syntheticRuns} for each synthetic site (\`bench/generate.ts\`, seed 1).
- Output size excludes the precompressed \`.br\`/\`.gz\` copies. The search index is the local provider's folder.

## Build

| site | pages | cold | pages/s | cold peak RSS | warm | warm peak RSS | output | search index |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

All runs:
${allRuns.join('\n')}

## JavaScript and CSS a page loads (gzip)

Every script and module preload in the HTML and all modules they import statically; lazily loaded code (the search
modal) is not counted. Gzip level 9. Measured with \`bench/page-weight.ts\` on the built output.

| site | doc page JS | doc page CSS | home page JS | home page CSS |
| --- | --- | --- | --- | --- |
${weights.join('\n')}

## Real pages against generated ones

${realVsGenerated}

## Against Docusaurus

${versus}

## Jest site against Docusaurus

${jestVersus}

## Larger real sites against Docusaurus and Docusaurus Faster

${largeVersus}

## Lighthouse: /docs/addons/remote-backup/basic-config

${lighthouse}

## Budgets

${budgets}
`;
// Sections measured by other scripts, kept as they are.
const kept = ['bench/measured-by-tests.md', 'bench/launcher-ab.md', 'bench/shiki-ab.md', 'bench/highlight-ab.md', 'bench/precompress-ab.md', 'bench/mdx-path-ab.md', 'bench/install-size.md'].map((name) => join(root, name)).filter((file) => existsSync(file));
writeFileSync(join(root, 'bench/RESULTS.md'), [report, ...kept.map((file) => readFileSync(file, 'utf8'))].join('\n'));
process.stdout.write(`${report}\n`);
