import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../../src/node/build.ts';
import type { BuildReport } from '../../src/node/report/build-report.ts';
import { startStaticServer } from '../../src/node/server/serve.ts';
import { sharedBuild } from './shared-build.ts';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface RouteSpec {
  path: string;
  /** Text of the page's H1. */
  h1: string;
  kind: 'home' | 'markdown' | 'search' | 'doc';
}

/** Every route of the product spec's route table, with the heading each page shows. */
export const ROUTES: RouteSpec[] = [
  { path: '/', h1: "Matheson's HA Addons", kind: 'home' },
  { path: '/markdown-page', h1: 'About this site', kind: 'markdown' },
  { path: '/search', h1: 'Search the documentation', kind: 'search' },
  { path: '/docs/installation', h1: 'Installation', kind: 'doc' },
  { path: '/docs/addons/amcrest2mqtt/basic-config', h1: 'Basic Configuration', kind: 'doc' },
  { path: '/docs/addons/remote-backup/basic-config', h1: 'Basic Configuration', kind: 'doc' },
  { path: '/docs/addons/remote-backup/blueprints-automations', h1: 'Blueprints and Automations', kind: 'doc' },
  { path: '/docs/addons/remote-backup/resources', h1: 'Resources', kind: 'doc' },
  { path: '/docs/addons/remote-backup/security', h1: 'Security', kind: 'doc' },
  { path: '/docs/addons/rsyslog/basic-config', h1: 'Basic Configuration', kind: 'doc' },
  { path: '/docs/addons/tdm/basic-config', h1: 'Basic Configuration', kind: 'doc' },
  { path: '/docs/addons/tdm/resources', h1: 'Resources', kind: 'doc' },
];

export const NOT_FOUND_H1 = 'Page Not Found';

export interface BuiltSite {
  /** The output folder (read only: other test files read it too). */
  dir: string;
  report: BuildReport;
}

export interface ServedSite extends BuiltSite {
  url: string;
  close(): Promise<void>;
}

/** The real site, built once per test run and served by the project's own static server on a free port. */
export async function serveRealSite(): Promise<ServedSite> {
  const site = await realSiteBuild();
  const server = await startStaticServer({ dir: site.dir, port: 0, host: '127.0.0.1' });
  return {
    ...site,
    url: server.url,
    close: () => server.close(),
  };
}

/** The real site (the repository's own config and content), built once per test run for every file that reads it. */
export async function realSiteBuild(): Promise<BuiltSite> {
  const { dir, result: report } = await sharedBuild('real-site', async (folder) => {
    const outDir = join(folder, 'build');
    // No page cache: every test run exercises the whole pipeline.
    const built = await build({ cwd: REPO_ROOT, outDir, cache: false });
    const errors = built.problems.filter((p) => p.severity === 'error');
    if (errors.length > 0) throw new Error(`The real site did not build:\n${errors.map((e) => `${e.file}:${e.line ?? ''}: ${e.message}`).join('\n')}`);
    return built;
  });
  return { dir: join(dir, 'build'), report };
}
