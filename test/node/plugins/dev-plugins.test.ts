import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../../src/node/dev/start.ts';
import { parsePage, textOf } from '../../helpers/html.ts';

const FIXTURE = fileURLToPath(new URL('../../fixtures/docusaurus-plugins/', import.meta.url));

let work: string;
let site: string;
let server: DevServer;
const lines: string[] = [];

const get = async (path: string) => {
  const res = await fetch(`${server.url}/base${path}`);
  return { status: res.status, body: await res.text() };
};

/** Saves are seen by the watcher a little later: asks again until `ok`, for at most 15 s. */
async function until(path: string, ok: (body: string) => boolean): Promise<string> {
  const end = performance.now() + 15_000;
  for (;;) {
    await server.idle();
    const { body } = await get(path);
    if (ok(body) || performance.now() > end) return body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'docs-build-dev-plugins-'));
  site = join(work, 'site');
  await cp(FIXTURE, site, { recursive: true });
  // The data plugin of this copy reads its items from a file it asks to be watched (data/**/*.json).
  const plugin = join(site, 'plugins/data-plugin.js');
  const source = await readFile(plugin, 'utf8');
  await writeFile(
    plugin,
    source.replace("return { items: ['alpha', 'beta'], greeting: options.greeting };", "const file = path.join(context.siteDir, 'data/items.json');\n      return { items: fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : ['alpha', 'beta'], greeting: options.greeting };"),
  );
  await mkdir(join(site, 'data'));
  await writeFile(join(site, 'data/items.json'), '["alpha", "beta"]\n');
  server = await startDevServer({ cwd: site, port: 0, debounceMs: 15, log: (line) => lines.push(line) });
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe("docs-build dev runs a Docusaurus site's own plugins, as build does", () => {
  it('warns as build does, of what it cannot run only', async () => {
    await server.session.settled();
    expect(lines.join('\n')).not.toContain('is not run by `docs-build dev`');
    expect(lines.join('\n')).toContain("`configureWebpack` of the plugin 'webpack-only' is not run");
  });

  it('injects their head, pre-body and post-body tags into every page', async () => {
    for (const path of ['/docs/intro', '/plugin-data']) {
      const html = (await get(path)).body;
      expect(html).toContain('<meta name="plugin-meta" content="/base/">\n<link rel="preconnect" href="https://stats.example.org">');
      expect(html).toMatch(/<body>\n<noscript>pre-body<\/noscript>\n<div id="__docs">/);
      expect(html).toContain('<script data-analytics="on" async>window.__analytics = 1;</script>');
    }
  });

  it('serves the routes they add, with their created data, and the docs they write', async () => {
    expect(parsePage((await get('/plugin-data')).body).byTag('h1').map(textOf)).toEqual(['Hello from options']);
    expect(parsePage((await get('/docs/api/reference')).body).byTag('h1').map(textOf)).toEqual(['Generated reference']);
  });

  it('gives their global data to pages and bundles their client modules', async () => {
    expect(parsePage((await get('/plugin-count')).body).byTag('h1').map(textOf)).toEqual(['Items: 2']);
    expect((await get('/assets/entry.js')).body).toContain('clientModule = "loaded"');
  });

  it('runs them again when a path they watch changes', async () => {
    await writeFile(join(site, 'data/items.json'), '["alpha", "beta", "gamma"]\n');
    const body = await until('/plugin-count', (html) => parsePage(html).byTag('h1').map(textOf).includes('Items: 3'));
    expect(parsePage(body).byTag('h1').map(textOf)).toEqual(['Items: 3']);
  });

  it('picks up a component swizzled during the session', async () => {
    await mkdir(join(site, 'src/theme'), { recursive: true });
    await writeFile(
      join(site, 'src/theme/Footer.js'),
      "import OriginalFooter from '@theme-original/Footer';\nexport default function Footer(props) {\n  return (\n    <>\n      <OriginalFooter {...props} />\n      <p className=\"added-footer\">Added while writing.</p>\n    </>\n  );\n}\n",
    );
    const body = await until('/docs/intro', (html) => html.includes('added-footer'));
    expect(parsePage(body).byClass('added-footer').map(textOf)).toEqual(['Added while writing.']);
  });
});
