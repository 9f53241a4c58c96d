import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/node/build.ts';
import { startDevServer, type DevServer } from '../../../src/node/dev/start.ts';

const FIXTURE = fileURLToPath(new URL('../../fixtures/blog/', import.meta.url));

let work: string;
let site: string;
let out: string;
let server: DevServer;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'docs-build-dev-extras-'));
  site = join(work, 'site');
  out = join(work, 'out');
  await cp(FIXTURE, site, { recursive: true });
  // Client-redirect pages, as Docusaurus's plugin makes them.
  const config = await readFile(join(site, 'docs-build.config.ts'), 'utf8');
  await writeFile(join(site, 'docs-build.config.ts'), config.replace('blog: {', "redirects: { redirects: [{ from: '/old-intro', to: '/docs/intro' }] },\n  blog: {"));
  const report = await build({ cwd: site, outDir: out, threads: 1, cache: false });
  expect(report.problems.filter((p) => p.severity === 'error')).toEqual([]);
  server = await startDevServer({ cwd: site, port: 0, debounceMs: 15 });
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('dev serves the files build writes beside the pages, made by the same code', () => {
  it.each(['sitemap.xml', 'blog/rss.xml', 'blog/atom.xml', 'blog/feed.json', 'old-intro/index.html'])('%s', async (file) => {
    const res = await fetch(`${server.url}/${file}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(await readFile(join(out, file), 'utf8'));
  });

  it('serves the redirect page at its clean URL too', async () => {
    const res = await fetch(`${server.url}/old-intro`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('/docs/intro');
  });
});
