// What a real page costs against a generated one: cold build time divided by the pages built, for the Jest site's
// docs (a real Docusaurus site, many code blocks) and for the generated 1,000-page site measured by bench/run.ts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The prepared Jest site's folder (bench/prepare-jest-site.ts, or JEST_SITE), if there is one. */
export function jestSite(repo: string): string | undefined {
  const site = join(resolve(process.env.JEST_SITE ?? join(repo, '.bench/jest-website')), 'website');
  return existsSync(join(site, 'docusaurus.config.mjs')) || existsSync(join(site, 'docusaurus.config.js')) ? site : undefined;
}

export interface PerPage {
  pages: number;
  coldMs: number[];
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
export const msPerPage = (m: PerPage) => median(m.coldMs) / m.pages;

/**
 * Cold builds of the site in `siteDir` (its own docusaurus.config), each in a fresh process with the build caches
 * emptied first, the CLI's bundle kept, as bench/run.ts times its cold builds.
 */
export function measureRealSite(repo: string, siteDir: string, workDir: string, runs: number): PerPage {
  const work = mkdtempSync(join(workDir, 'jest-'));
  const outDir = join(work, 'build');
  const caches = join(siteDir, 'node_modules/.cache/docs-build');
  const coldMs: number[] = [];
  let pages = 0;
  try {
    for (let i = 0; i < runs; i++) {
      if (existsSync(caches)) for (const name of readdirSync(caches)) if (name !== 'cli') rmSync(join(caches, name), { recursive: true, force: true });
      rmSync(outDir, { recursive: true, force: true });
      spawnSync('sync');
      const start = performance.now();
      const result = spawnSync(process.execPath, [join(repo, 'bin/docs-build.js'), 'build', '--locale', 'en', '--out-dir', outDir], { cwd: siteDir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
      coldMs.push(performance.now() - start);
      if (result.status !== 0) throw new Error(`The Jest site's build failed:\n${(result.stdout + result.stderr).slice(-4000)}`);
      pages = Number(/(\d+) pages?\b/.exec(result.stdout + result.stderr)?.[1] ?? 0);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return { pages, coldMs };
}

/** The Markdown section for RESULTS.md. */
export function realVsGeneratedSection(real: PerPage | string, generated: PerPage | undefined): string {
  if (typeof real === 'string') return real;
  if (!generated) return 'not run: it needs the 1,000-page synthetic site (`--sizes=` with 1000).';
  const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const ratio = msPerPage(real) / msPerPage(generated);
  return `Cold build time divided by the pages built: the Jest site's docs (all its versions, blog and pages, many code
blocks) against the generated site. Target: a real page costs at most 2× a generated one.

| site | pages | cold (median) | ms per page | runs |
| --- | --- | --- | --- | --- |
| Jest site | ${real.pages} | ${sec(median(real.coldMs))} | ${msPerPage(real).toFixed(1)} | ${real.coldMs.map(sec).join(', ')} |
| synthetic 1000 | ${generated.pages} | ${sec(median(generated.coldMs))} | ${msPerPage(generated).toFixed(1)} | ${generated.coldMs.map(sec).join(', ')} |

A Jest page costs **${ratio.toFixed(2)}×** a generated page (${ratio <= 2 ? 'within' : 'above'} the 2× target). A small site pays start-up
(Node, the CLI's bundle, the client bundle) over fewer pages, which this ratio includes.`;
}
