import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { REPO } from './cli.ts';

// Docusaurus's own packages, from the prepared Jest site (`node bin/run-ts.js bench/prepare-jest-site.ts`).
const JEST_MODULES = join(resolve(process.env.JEST_SITE ?? join(REPO, '.bench/jest-website')), 'website/node_modules');

/** Whether Docusaurus's packages are there to link into a fixture site. */
export const withDocusaurus = existsSync(join(JEST_MODULES, '@docusaurus/core'));

/** Said in a test's name when it is skipped for want of them. */
export const unprepared = withDocusaurus ? '' : ' (skipped: prepare the Jest site first, `node bin/run-ts.js bench/prepare-jest-site.ts`)';

/** Gives a copy of a fixture site Docusaurus's packages, as its own `npm install` would: links in its node_modules. */
export async function linkDocusaurusPackages(site: string): Promise<void> {
  await mkdir(join(site, 'node_modules'));
  for (const entry of await readdir(JEST_MODULES)) {
    if (entry !== '.cache') await symlink(join(JEST_MODULES, entry), join(site, 'node_modules', entry));
  }
}

/**
 * The routes Docusaurus itself computes for a site in one locale (its default one without `locale`), from its own
 * loader as `docusaurus build` runs it, with the base URL. The files its loader generates are removed after.
 */
export async function docusaurusRoutes(site: string, locale?: string): Promise<string[]> {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const { loadSite } = createRequire(join(site, 'package.json'))('@docusaurus/core/lib/server/site.js') as {
      loadSite: (params: { siteDir: string; locale?: string }) => Promise<{ props: { routesPaths: string[] } }>;
    };
    return (await loadSite({ siteDir: site, ...(locale ? { locale } : {}) })).props.routesPaths;
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
    await rm(join(site, '.docusaurus'), { recursive: true, force: true });
  }
}
