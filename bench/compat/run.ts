import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command } from 'commander';
import { buildFailures, clientErrorDifferences, compareSite, type PageErrors, reclassifyFailures, type SiteComparison } from './compare.ts';
import { parseDiagnostics, warningsByRule } from './diagnostics.ts';
import type { Browser } from 'playwright-core';
import { DOCS_BUILD_CONTENT_LINK, DOCS_BUILD_REGIONS } from './extract-page.ts';
import { extractSite, type SiteFacts } from './extract-site.ts';
import { FIXTURE_FORMAT, type Fixture, makeFixture, readFixture, writeFixture } from './fixture.ts';
import { composePair, launchChromium, loadPage, lookAtSite, type PageLoad, type SiteLook } from './look.ts';
import { buildWithDocsBuild, checkoutSite, type CompatSite, installSite, isInstalled, keptDocusaurusBuild, siteFolder, siteKey } from './prepare-site.ts';
import { type BareRun, compatReport, type SiteOutcome } from './report.ts';
import { serveOutput } from './serve-output.ts';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const compatDir = join(root, 'bench/compat');

interface SiteList {
  seed: number;
  sites: CompatSite[];
}

const program = new Command('compat')
  .description('Builds the listed Docusaurus sites with docs-build and compares them with what Docusaurus built (bench/compat/fixtures).')
  .option('--sites <dir>', 'folder holding the sites’ checkouts, one per repository as owner__name', process.env.COMPAT_SITES ?? join(root, '.compat'))
  .option('--git-dir <pattern>', 'where a repository’s git directory is, to check out a missing site from: {owner} and {name} are replaced', process.env.COMPAT_GIT_DIR)
  .option('--only <repos>', 'comma-separated owner/name list: run these sites only')
  .option('--fixtures', 'build missing fixtures, and those of an older format, with each site’s own Docusaurus (slow; once per site)', false)
  .option('--remake-fixtures', 'make the fixtures of the sites run again, from the Docusaurus build kept in the sites folder when there is one', false)
  .option('--report', 'only write bench/COMPAT.md from the results already in the sites folder', false)
  .option('--build-only', 'for sites without a fixture, still build them with docs-build and record whether it built and what it printed', false)
  .option('--pending', 'skip the sites already compared (whose result is in the sites folder)', false)
  .option('--installed-only', 'skip the sites whose install has not finished (while another run installs them)', false)
  .option('--install-only', 'only check out and install the sites (to prepare them while other builds run)', false)
  .option('--no-compare', 'do not build with docs-build (with --fixtures: only make fixtures)')
  .option('--no-look', 'do not open pages in Chromium: no link colour and no screenshots')
  .parse();

const options = program.opts<{
  sites: string;
  gitDir?: string;
  only?: string;
  fixtures: boolean;
  remakeFixtures: boolean;
  compare: boolean;
  look: boolean;
  installOnly: boolean;
  installedOnly: boolean;
  pending: boolean;
  buildOnly: boolean;
  report: boolean;
}>();
const list = JSON.parse(readFileSync(join(compatDir, 'sites.json'), 'utf8')) as SiteList;
const only = options.only?.split(',').map((repo) => repo.trim());
const sites = options.report ? [] : list.sites.filter((site) => only === undefined || only.includes(site.repo));
const fixturesDir = join(compatDir, 'fixtures');
const screenshotsDir = join(compatDir, 'screenshots');
const resultsDir = join(options.sites, 'results');
mkdirSync(resultsDir, { recursive: true });
const cli = join(root, 'bin/docs-build.js');

function gitDirOf(repo: string): string | undefined {
  if (options.gitDir === undefined) return undefined;
  const [owner = '', name = ''] = repo.split('/');
  return options.gitDir.replaceAll('{owner}', owner).replaceAll('{name}', name);
}

function log(message: string): void {
  process.stderr.write(`[compat] ${message}\n`);
}

let chromium: Browser | undefined;
async function browser(): Promise<Browser> {
  chromium ??= await launchChromium();
  return chromium;
}

/** Docusaurus's screenshot of a page, taken when its fixture was made and kept beside its output. */
function docusaurusShot(key: string, page: 'home' | 'doc'): string {
  return join(options.sites, 'out', key, 'shots', `docusaurus-${page}.png`);
}

/** The route docs-build wrote for a route of the fixture: the same, or the same but for a trailing slash. */
function actualRoute(route: string, actual: SiteFacts): string {
  if (actual.routes[route]) return route;
  const other = route.endsWith('/') ? route.slice(0, -1) : `${route}/`;
  return actual.routes[other] ? other : route;
}

/** Each page's first load in the served output (look.ts `loadPage`), by route; a page that did not load is left out. */
async function loadPages(outDir: string, baseUrl: string, routes: string[]): Promise<Map<string, PageLoad>> {
  const served = await serveOutput(outDir, baseUrl);
  const loads = new Map<string, PageLoad>();
  try {
    for (const route of routes) {
      const load = await loadPage(await browser(), served.origin, route);
      if (load) loads.set(route, load);
    }
  } finally {
    await served.close();
  }
  return loads;
}

interface DocsBuildLook {
  look?: SiteLook;
  screenshots: SiteOutcome['screenshots'];
  docPageJs?: SiteOutcome['docPageJs'];
  pageErrors?: PageErrors[];
}

/**
 * Opens docs-build's output in Chromium on the fixture's two pages: the
 * colour of the doc page's first content link, each page's screenshot beside
 * Docusaurus's (written to bench/compat/screenshots/), and each page's first
 * load on both sides (Docusaurus's from the output kept in the sites folder):
 * the errors it reported, and the doc page's JavaScript. Without an output (a
 * failed build) the pairs show Docusaurus's side alone.
 */
async function lookAtDocsBuild(key: string, fixture: Fixture, outDir: string | undefined, actual: SiteFacts | undefined): Promise<DocsBuildLook> {
  if (fixture.look === undefined) return { screenshots: {} };
  const pageBrowser = await browser();
  const shotsDir = join(options.sites, 'out', key, 'shots');
  mkdirSync(shotsDir, { recursive: true });
  let look: SiteLook | undefined;
  const routes = [fixture.look.home, ...(fixture.look.doc === null ? [] : [fixture.look.doc])];
  let ours: Map<string, PageLoad> | undefined;
  if (outDir !== undefined && actual !== undefined) {
    const pages = { home: fixture.look.home, doc: fixture.look.doc === null ? null : actualRoute(fixture.look.doc, actual) };
    const served = await serveOutput(outDir, fixture.site.baseUrl);
    try {
      look = await lookAtSite(pageBrowser, served.origin, pages, DOCS_BUILD_CONTENT_LINK, (page) => join(shotsDir, `docs-build-${page}.png`), fixture.look.link?.text);
    } finally {
      await served.close();
    }
    const loaded = await loadPages(outDir, fixture.site.baseUrl, routes.map((route) => actualRoute(route, actual)));
    ours = new Map(routes.map((route) => [route, loaded.get(actualRoute(route, actual))!] as const).filter(([, load]) => load !== undefined));
  }
  const docusaurusOut = join(options.sites, 'out', key, 'docusaurus');
  const theirs = existsSync(docusaurusOut) ? await loadPages(docusaurusOut, fixture.site.baseUrl, routes) : new Map<string, PageLoad>();
  const doc = fixture.look.doc;
  const docPageJs = doc === null ? undefined : { route: doc, docsBuild: ours?.get(doc)?.scripts.gzip, docusaurus: theirs.get(doc)?.scripts.gzip };
  const pageErrors = ours && routes.filter((route) => ours.has(route)).map((route) => ({ route, docsBuild: ours.get(route)!.errors, docusaurus: theirs.get(route)?.errors }));
  mkdirSync(screenshotsDir, { recursive: true });
  const screenshots: SiteOutcome['screenshots'] = {};
  const pages: ['home' | 'doc', string | null][] = [
    ['home', fixture.look.home],
    ['doc', fixture.look.doc],
  ];
  for (const [page, route] of pages) {
    if (route === null) continue;
    const left = docusaurusShot(key, page);
    const file = `${key}-${page}.jpg`;
    const right = look?.shots[page];
    await composePair(pageBrowser, existsSync(left) ? left : undefined, right, [`Docusaurus ${route}`, `docs-build ${route}${right ? '' : ' (not built)'}`], join(screenshotsDir, file));
    screenshots[page] = `compat/screenshots/${file}`;
  }
  return { look, screenshots, docPageJs, pageErrors };
}

for (const site of sites) {
  const folder = siteFolder(options.sites, site);
  const key = siteKey(site.repo);
  if (options.pending && existsSync(join(resultsDir, `${key}.json`))) continue;
  if (!checkoutSite(options.sites, site, gitDirOf(site.repo))) {
    log(`${site.repo}: no checkout in ${options.sites} and no git directory to make one (see --git-dir)`);
    continue;
  }
  if (options.installOnly) {
    const install = installSite(folder);
    log(`${site.repo}: install ${install.ok ? 'done' : `failed\n${install.error}`}`);
    if (!install.ok) writeFileSync(join(resultsDir, `${key}.fixture-error.txt`), `${install.command}\n${install.error}\n`);
    continue;
  }
  if (options.installedOnly && !isInstalled(folder)) {
    log(`${site.repo}: not installed yet, skipped`);
    continue;
  }
  let fixture = readFixture(fixturesDir, site.repo);
  const fixtureError = join(resultsDir, `${key}.fixture-error.txt`);
  const wanted = options.remakeFixtures || (options.fixtures && (fixture === undefined || (fixture.format ?? 1) < FIXTURE_FORMAT));
  if (wanted && existsSync(fixtureError)) {
    log(`${site.repo}: an earlier fixture build failed (${fixtureError}); remove that file to try again`);
    if (fixture === undefined) continue;
  } else if (wanted) {
    log(`${site.repo}: installing`);
    const install = installSite(folder);
    if (!install.ok) {
      log(`${site.repo}: install failed (${install.command})\n${install.error}`);
      writeFileSync(fixtureError, `${install.command}\n${install.error}\n`);
      continue;
    }
    log(`${site.repo}: building with Docusaurus (or reading the build kept from an earlier run)`);
    const outDir = join(options.sites, 'out', key, 'docusaurus');
    const build = keptDocusaurusBuild(folder, outDir, site.commit);
    if (!build.ok) {
      log(`${site.repo}: Docusaurus build failed\n${build.error}`);
      writeFileSync(fixtureError, `${build.command}\n${build.error}\n`);
      continue;
    }
    mkdirSync(join(options.sites, 'out', key, 'shots'), { recursive: true });
    const made = await makeFixture({ site, folder, outDir, install, build, browser: await browser(), shotPath: (page) => docusaurusShot(key, page), previous: fixture });
    if (Object.keys(made.routes).length === 0) {
      log(`${site.repo}: Docusaurus wrote no page; no fixture`);
      writeFileSync(fixtureError, `${build.command}\nDocusaurus wrote no page\n${build.error ?? ''}\n`);
      continue;
    }
    fixture = made;
    writeFixture(fixturesDir, fixture);
    log(`${site.repo}: fixture written, ${Object.keys(fixture.routes).length} routes, Docusaurus ${(build.ms / 1000).toFixed(1)} s`);
  }
  if (fixture === undefined && options.buildOnly) {
    const bareResult = join(resultsDir, `${key}.docs-build.json`);
    if (options.pending && existsSync(bareResult)) continue;
    log(`${site.repo}: no fixture, building with docs-build only`);
    const build = buildWithDocsBuild(folder, join(options.sites, 'out', key, 'docs-build-alone'), cli);
    const bare: BareRun = {
      repo: site.repo,
      ms: Math.round(build.ms),
      built: build.ok,
      failures: build.ok ? [] : buildFailures(build.output),
      warnings: warningsByRule(parseDiagnostics(build.output)),
    };
    writeFileSync(bareResult, `${JSON.stringify(bare, null, 1)}\n`);
    log(`${site.repo}: docs-build ${build.ok ? 'built' : 'failed'} in ${(build.ms / 1000).toFixed(1)} s`);
    continue;
  }
  if (fixture === undefined) {
    log(`${site.repo}: no fixture (run with --fixtures to make it)`);
    continue;
  }
  if (!options.compare) continue;
  const install = installSite(folder);
  if (!install.ok) {
    log(`${site.repo}: install failed\n${install.error}`);
    continue;
  }
  log(`${site.repo}: building with docs-build`);
  const outDir = join(options.sites, 'out', key, 'docs-build');
  const build = buildWithDocsBuild(folder, outDir, cli);
  const actual = build.ok ? extractSite(outDir, fixture.site, DOCS_BUILD_REGIONS, fixture.site.url) : undefined;
  const { look, screenshots, docPageJs, pageErrors } = options.look ? await lookAtDocsBuild(key, fixture, build.ok ? outDir : undefined, actual) : ({ screenshots: {} } as DocsBuildLook);
  const comparison: SiteComparison = compareSite(fixture, actual, build.output, look?.link);
  comparison.differences.push(...clientErrorDifferences(pageErrors ?? []));
  const warnings = warningsByRule(parseDiagnostics(build.output));
  const outcome: SiteOutcome = { repo: site.repo, ms: Math.round(build.ms), comparison, warnings, link: look?.link, screenshots, docPageJs, pageErrors };
  writeFileSync(join(resultsDir, `${key}.json`), `${JSON.stringify(outcome, null, 1)}\n`);
  log(`${site.repo}: docs-build ${build.ok ? 'built' : 'failed'} in ${(build.ms / 1000).toFixed(1)} s, ${comparison.differences.length} differences`);
}

await chromium?.close();

// The report covers every listed site, from the results of this run and earlier ones.
if (options.installOnly) process.exit(0);
const outcomes = new Map<string, SiteOutcome>();
for (const site of list.sites) {
  const path = join(resultsDir, `${siteKey(site.repo)}.json`);
  if (!existsSync(path)) continue;
  const outcome = JSON.parse(readFileSync(path, 'utf8')) as SiteOutcome;
  if (!outcome.comparison.built) outcome.comparison.differences = reclassifyFailures(outcome.comparison.differences);
  outcomes.set(site.repo, outcome);
}
const bareRuns = new Map<string, BareRun>();
for (const site of list.sites) {
  const path = join(resultsDir, `${siteKey(site.repo)}.docs-build.json`);
  if (!existsSync(path)) continue;
  const bare = JSON.parse(readFileSync(path, 'utf8')) as BareRun;
  bareRuns.set(site.repo, { ...bare, failures: reclassifyFailures(bare.failures) });
}
const fixtures = new Map(list.sites.map((site) => [site.repo, readFixture(fixturesDir, site.repo)]));
const method = readFileSync(join(compatDir, 'METHOD.md'), 'utf8');
// Paths in docs-build's messages name this machine's folders: the report says DIR (the sites folder) instead.
const report = compatReport(list, fixtures, outcomes, method, bareRuns).replaceAll(`${resolve(options.sites)}/`, 'DIR/').replaceAll(`${root}/`, '');
writeFileSync(join(root, 'bench/COMPAT.md'), report);
log('wrote bench/COMPAT.md');
