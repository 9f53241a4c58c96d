import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { countHtml, type JestSiteRun, timed } from './jest-site.ts';

/**
 * The larger real sites of the compatibility harness (bench/compat/sites.json,
 * the ones chosen rather than drawn), built cold by docs-build, by their own
 * Docusaurus and by Docusaurus Faster, one after the other in the same run.
 * The sites are the harness's checkouts with their packages installed
 * (`npm run compat` prepares them under COMPAT_SITES).
 */

interface SiteEntry {
  repo: string;
  dir?: string;
  kind: string;
}

interface Builder {
  name: string;
  runs: JestSiteRun[];
  pages: number;
  /** The first lines of its error, when a build failed (the builder is not run again). */
  failed?: string;
}

export interface LargeSiteResult {
  repo: string;
  docusaurusVersion: string;
  builders: Builder[];
  /** Why Docusaurus Faster did not run, when it did not. */
  fasterMissing?: string;
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** The chosen sites' website folders, or why there are none. */
export function largeSites(root: string): { sites: Array<{ repo: string; website: string }> } | { missing: string } {
  const folder = process.env.COMPAT_SITES ?? join(root, '.compat');
  const entries = (JSON.parse(readFileSync(join(root, 'bench/compat/sites.json'), 'utf8')) as { sites: SiteEntry[] }).sites.filter((site) => site.kind === 'chosen');
  const sites = entries.map((site) => ({ repo: site.repo, website: join(folder, site.repo.replace('/', '__'), site.dir ?? '.') }));
  const ready = sites.filter((site) => existsSync(join(site.website, 'node_modules/@docusaurus/core/package.json')));
  if (ready.length === 0) return { missing: `not run: none of ${entries.map((e) => e.repo).join(', ')} is prepared under ${folder} (set COMPAT_SITES, or run \`npm run compat\` first).` };
  return { sites: ready };
}

const coreVersion = (website: string) => (JSON.parse(readFileSync(join(website, 'node_modules/@docusaurus/core/package.json'), 'utf8')) as { version: string }).version;

const atLeast = (version: string, major: number, minor: number) => {
  const [a = 0, b = 0] = version.split('.').map(Number);
  return a > major || (a === major && b >= minor);
};

/**
 * `@docusaurus/faster` where the site's Docusaurus finds it: the site's own
 * when it depends on it, else the same version installed once from the npm
 * registry under `packages` and linked into the site's node_modules (Node
 * resolves a linked package's own dependencies from where it really is).
 */
function ensureFaster(website: string, packages: string): string | undefined {
  const target = join(website, 'node_modules/@docusaurus/faster');
  if (existsSync(join(target, 'package.json'))) return undefined;
  const version = coreVersion(website);
  const prefix = join(packages, version);
  const installed = join(prefix, 'node_modules/@docusaurus/faster');
  if (!existsSync(join(installed, 'package.json'))) {
    mkdirSync(prefix, { recursive: true });
    writeFileSync(join(prefix, 'package.json'), '{ "private": true }\n');
    const install = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', '--legacy-peer-deps', `@docusaurus/faster@${version}`], { cwd: prefix, encoding: 'utf8' });
    if (install.status !== 0) return `not run: \`npm install @docusaurus/faster@${version}\` failed: ${(install.stderr || install.stdout).slice(-500)}`;
  }
  rmSync(target, { recursive: true, force: true });
  symlinkSync(installed, target, 'dir');
  return undefined;
}

/** The site's config file, as Docusaurus looks for it. */
function configFile(website: string): string | undefined {
  return ['docusaurus.config.ts', 'docusaurus.config.mts', 'docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.cjs'].map((name) => join(website, name)).find(existsSync);
}

/**
 * A config for `docusaurus build --config` that is the site's own with
 * Docusaurus Faster turned on or off, whatever the site set: a module
 * exporting a function, which Docusaurus accepts as a config, so the site's
 * config may itself be an object, a promise or a function. The option is
 * `future.faster` from Docusaurus 3.10 and `future.experimental_faster` before;
 * from 3.8 Faster's worker-thread generation needs the v4 flag
 * `removeLegacyPostBuildHeadAttribute`.
 */
function variantConfig(website: string, faster: boolean, file: string): void {
  const version = coreVersion(website);
  const key = atLeast(version, 3, 10) ? 'faster' : 'experimental_faster';
  const v4 = faster && atLeast(version, 3, 8) ? `\n  future.v4 = future.v4 === true ? true : { ...(future.v4 ?? {}), removeLegacyPostBuildHeadAttribute: true };` : '';
  writeFileSync(
    file,
    `import original from ${JSON.stringify(configFile(website))};

export default async function config() {
  const base = typeof original === 'function' ? await original() : await original;
  const own = base.future ?? {};
  const on = Boolean(own.faster ?? own.experimental_faster ?? (own.v4 === true || own.v4?.fasterByDefault));
  // A site that builds with Faster already is built as it is.
  if (on === ${faster}) return base;
  const future = { ...own, ${key}: ${faster} };${v4}
  return { ...base, future };
}
`,
  );
}

/** Cold builds of each large site: docs-build, Docusaurus without Faster, Docusaurus Faster, `runs` rounds. */
export function benchLargeSites(options: { repo: string; work: string; runs: number; probe: string; sites: Array<{ repo: string; website: string }> }): LargeSiteResult[] {
  const { repo, work, runs, probe } = options;
  return options.sites.map((site) => {
    const { website } = site;
    // In the site's folder, where Docusaurus writes its own `build`: with the output under this repository's .bench/,
    // Docusaurus Faster failed to render Prettier's /404.html, which it renders with the output in the site's folder.
    const out = mkdtempSync(join(website, '.docs-build-bench-out-'));
    // In the site's folder: Docusaurus resolves presets, plugins and themes from the config file's folder.
    const variants = mkdtempSync(join(website, '.docs-build-bench-'));
    try {
      const fasterMissing = ensureFaster(website, join(work, 'faster-packages'));
      variantConfig(website, false, join(variants, 'classic.config.mjs'));
      variantConfig(website, true, join(variants, 'faster.config.mjs'));
      const docusaurus = join(website, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
      const builders: Builder[] = [
        { name: 'docs-build', runs: [], pages: 0 },
        { name: `Docusaurus ${coreVersion(website)}`, runs: [], pages: 0 },
        ...(fasterMissing ? [] : [{ name: `Docusaurus ${coreVersion(website)} Faster`, runs: [], pages: 0 }]),
      ];
      const commands = [
        [join(repo, 'bin/docs-build.js'), 'build', '--no-cache', '--out-dir', out],
        [docusaurus, 'build', '--config', join(variants, 'classic.config.mjs'), '--out-dir', out],
        [docusaurus, 'build', '--config', join(variants, 'faster.config.mjs'), '--out-dir', out],
      ];
      for (let round = 0; round < runs; round++) {
        builders.forEach((builder, i) => {
          if (builder.failed) return;
          // Cold: no output, no Docusaurus cache (webpack's and Rspack's live in node_modules/.cache), no docs-build cache.
          for (const path of [out, join(website, '.docusaurus'), join(website, 'node_modules/.cache')]) rmSync(path, { recursive: true, force: true });
          try {
            builder.runs.push(timed(commands[i]!, website, probe));
            builder.pages = countHtml(out);
          } catch (error) {
            builder.failed = errorLines((error as Error).message);
          }
        });
      }
      return { repo: site.repo, docusaurusVersion: coreVersion(website), builders, ...(fasterMissing ? { fasterMissing } : {}) };
    } finally {
      rmSync(out, { recursive: true, force: true });
      rmSync(variants, { recursive: true, force: true });
      rmSync(join(website, '.docusaurus'), { recursive: true, force: true });
    }
  });
}

/** The lines of a failed build's output that say what failed, without stack frames. */
function errorLines(message: string): string {
  const lines = message.split('\n').filter((line) => /error|failed|cannot|unable/i.test(line) && !/^\s+at /.test(line));
  return lines.slice(0, 6).map((line) => line.trim()).join(' / ').slice(0, 600);
}

const sec = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The section of `bench/RESULTS.md`. */
export function largeSitesSection(results: LargeSiteResult[], runs: number): string {
  const tables = results.map((result) => {
    const ours = result.builders[0];
    const oursMs = median(ours!.runs.map((r) => r.ms));
    const oursRss = median(ours!.runs.map((r) => r.rssMb));
    const rows = result.builders.map((b) => {
      if (b.runs.length === 0) return `| ${b.name} | — | failed | — | — | — |`;
      const ms = median(b.runs.map((r) => r.ms));
      const rss = median(b.runs.map((r) => r.rssMb));
      return `| ${b.name} | ${b.pages} | ${sec(ms)} | ${rss.toFixed(0)} MB | ${b === ours ? '1.0×' : `${(ms / oursMs).toFixed(1)}×`} | ${b === ours ? '1.0×' : `${(rss / oursRss).toFixed(1)}×`} |`;
    });
    const all = result.builders.filter((b) => b.runs.length > 0).map((b) => `${b.name}: ${b.runs.map((r) => sec(r.ms)).join(', ')}`).join('; ');
    const failures = result.builders.filter((b) => b.failed).map((b) => `\n\n${b.name} failed: ${b.failed}`).join('');
    return `### ${result.repo}

| builder | HTML pages | cold (median) | peak RSS | time against docs-build | memory against docs-build |
| --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

All runs: ${all}.${failures}${result.fasterMissing ? `\n\nDocusaurus Faster: ${result.fasterMissing}` : ''}`;
  });
  return `${runs} cold run${runs === 1 ? '' : 's'} of each builder, alternating (\`--large-site-runs=N\`). Docusaurus builds with the site's own
config wrapped to turn Docusaurus Faster off or on (\`future.faster\`, \`future.experimental_faster\` before 3.10),
whatever the site sets; \`@docusaurus/faster\` of the site's Docusaurus version is installed beside the site when
the site does not depend on it. Peak RSS is that of the builder's main process (docs-build: the larger of its two).

${tables.join('\n\n')}`;
}

// Run alone: `node bin/run-ts.js bench/large-sites.ts [--large-site-runs=N]` prints the section `npm run bench` writes.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  process.stdout.write(`${measureLargeSites(root, join(root, '.bench'))}\n`);
}

/** The section for `bench/RESULTS.md`, or why it was not measured. */
export function measureLargeSites(root: string, work: string): string {
  const runs = Number(process.argv.find((a) => a.startsWith('--large-site-runs='))?.slice(18) ?? 1);
  if (runs === 0) return 'not run (`--large-site-runs=0`).';
  const found = largeSites(root);
  if ('missing' in found) return found.missing;
  process.stderr.write(`Building ${found.sites.map((s) => s.repo).join(' and ')} with docs-build, Docusaurus and Docusaurus Faster (${runs} run${runs === 1 ? '' : 's'} each)…\n`);
  try {
    return largeSitesSection(benchLargeSites({ repo: root, work, runs, probe: join(root, 'bench/rss-probe.mjs'), sites: found.sites }), runs);
  } catch (error) {
    return `A build of a large site failed:\n\n\`\`\`\n${(error as Error).message.slice(0, 2000)}\n\`\`\``;
  }
}
