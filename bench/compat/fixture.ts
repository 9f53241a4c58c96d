import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DOCUSAURUS_REGIONS } from './extract-page.ts';
import { extractSite, type SiteFacts } from './extract-site.ts';
import { type CompatSite, siteKey, type StepResult } from './prepare-site.ts';

/** What Docusaurus built for one site, stored once and committed: the reference docs-build is compared with. */
export interface Fixture extends SiteFacts {
  repo: string;
  commit: string;
  dir: string;
  /** Docusaurus's resolved settings that decide URLs. */
  site: { url: string; baseUrl: string; trailingSlash?: boolean };
  docusaurus: { version: string; ms: number; installMs: number; installCommand: string };
}

export function fixturePath(fixturesDir: string, repo: string): string {
  return join(fixturesDir, `${siteKey(repo)}.json`);
}

export function readFixture(fixturesDir: string, repo: string): Fixture | undefined {
  const path = fixturePath(fixturesDir, repo);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Fixture) : undefined;
}

export function writeFixture(fixturesDir: string, fixture: Fixture): void {
  const path = fixturePath(fixturesDir, fixture.repo);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(fixture, null, 1)}\n`);
}

/**
 * The settings Docusaurus resolved, from the config module it generates in
 * `.docusaurus/` during a build: the site's own file can compute them.
 */
export async function readResolvedConfig(folder: string): Promise<Fixture['site']> {
  const module = (await import(pathToFileURL(join(folder, '.docusaurus/docusaurus.config.mjs')).href)) as {
    default: { url: string; baseUrl: string; trailingSlash?: boolean };
  };
  const { url, baseUrl, trailingSlash } = module.default;
  return { url, baseUrl, trailingSlash };
}

export function docusaurusVersion(folder: string): string {
  const path = join(folder, 'node_modules/@docusaurus/core/package.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as { version: string }).version : 'unknown';
}

/** Reads Docusaurus's output folder into a fixture. */
export async function makeFixture(site: CompatSite, folder: string, outDir: string, install: StepResult, build: StepResult): Promise<Fixture> {
  const resolved = await readResolvedConfig(folder);
  const facts = extractSite(outDir, resolved, DOCUSAURUS_REGIONS, resolved.url);
  return {
    repo: site.repo,
    commit: site.commit,
    dir: site.dir,
    site: resolved,
    docusaurus: { version: docusaurusVersion(folder), ms: Math.round(build.ms), installMs: Math.round(install.ms), installCommand: install.command },
    ...facts,
  };
}
