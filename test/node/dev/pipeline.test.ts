import { readdir, readFile } from 'node:fs/promises';
import type { SiteData } from '../../../src/shared/types.ts';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/node/build.ts';
import { bundleClient } from '../../../src/node/bundle/client.ts';
import { createDevBundler } from '../../../src/node/dev/bundle.ts';
import { createDevSession, type DevSession } from '../../../src/node/dev/session.ts';
import type { BuildReport } from '../../../src/node/report/build-report.ts';
import { INTRO, makeDevSite, type DevSite } from './helpers/dev-site.ts';

let site: DevSite;
let report: BuildReport;
let session: DevSession;
const devLog: string[] = [];

beforeAll(async () => {
  site = await makeDevSite();
  // A broken link warns, so the build still writes its pages.
  const config = await readFile(site.configFile, 'utf8');
  await site.write('docs-build.config.ts', config.replace("title: 'Dev Fixture',", "title: 'Dev Fixture',\n  onBrokenLinks: 'warn',"));
  await site.write('static/_redirects', '/old-guide /docs/guide 301\n/archive/* /docs/intro 301\n');
  await site.write('content/docs/intro.mdx', INTRO('See [the old guide](/old-guide), [an archived page](/archive/2020/notes) and [nowhere](/no-such-page).'));
  report = await build({ cwd: site.dir, outDir: join(site.dir, 'build'), cache: false });
  session = createDevSession({ cwd: site.dir, config: 'docs-build.config.ts', log: (text) => devLog.push(text) });
  await session.start();
  await session.settled();
});

afterAll(async () => {
  await session?.dispose();
  await site?.dispose();
});

/** The page's own markup, without what only says where its scripts and data are served from. */
function pageMarkup(html: string): string {
  return html
    .replace(/<script type="module" src="\/__docs-build\/dev-client\.js"><\/script>\n?/, '')
    .replace(/\/assets\/[\w.-]+\.(js|css)/g, '/assets/[file]')
    .replace(/"\/__dev\/pages[^"]*\.json"|"\/assets\/pages\/[^"]*\.json"|"\/[^"]*?\.[0-9a-f]{8,}\.json"/g, '"[chunk]"');
}

describe('build and dev share one pipeline', () => {
  it('render a doc to the same HTML', async () => {
    await session.ensure('docs/guide/index.html');
    const built = await readFile(join(site.dir, 'build', 'docs/guide/index.html'), 'utf8');
    const served = session.files.get('docs/guide/index.html');
    expect(typeof served).toBe('string');
    expect(pageMarkup(served as string)).toBe(pageMarkup(built));
  });

  it('accept the same link targets: `_redirects` sources pass in both, a missing page warns in both', () => {
    const broken = (text: string) => [...text.matchAll(/Broken link to (\S+):/g)].map((m) => m[1]);
    const builtBroken = report.problems.filter((p) => p.ruleId === 'broken-link').map((p) => broken(p.message)[0]);
    expect({ build: builtBroken, dev: broken(devLog.join('\n')) }).toEqual({ build: ['/no-such-page'], dev: ['/no-such-page'] });
  });

  it('bundle the client into the same files, only unhashed and with source maps in dev', async () => {
    const bundler = createDevBundler(site.dir);
    try {
      expect(await bundler.rebuild({ globalData: {} }, [])).toEqual([]);
      const kinds = (names: Iterable<string>) => [...names].filter((n) => !/\.(map|br|gz)$|^pages$/.test(n)).map((n) => n.replace(/^assets\//, '').replace(/-[A-Z0-9]{8}\./, '.')).sort();
      const dev = kinds(bundler.files().keys());
      expect(dev).toContain('asset-search-modal.css');
      expect(dev).toEqual(kinds(await readdir(join(site.dir, 'build', 'assets'))));
    } finally {
      await bundler.dispose();
    }
  });

  it('bundle a style sheet imported as text minified in both', async () => {
    await site.write('widget.css', '.widget {\n  color: rebeccapurple;\n}\n');
    await site.write('widget.ts', "import css from './widget.css' with { type: 'text' };\nexport default function styles() { return css; }\n");
    const page = { file: join(site.dir, 'widget.ts'), name: 'widget' };
    const built = await bundleClient({ outDir: join(site.dir, 'widget-build'), site: NO_SITE, reactPages: [page], root: site.dir });
    const builtCode = await readFile(join(site.dir, 'widget-build', built.pageModules.get(page.file)!), 'utf8');
    const bundler = createDevBundler(site.dir);
    try {
      expect(await bundler.rebuild({ globalData: {} }, [page])).toEqual([]);
      const devCode = new TextDecoder().decode(bundler.files().get(bundler.bundle()!.pageModules.get(page.file)!.slice(1)));
      expect({ build: builtCode.includes('.widget{color:#639}'), dev: devCode.includes('.widget{color:#639}') }).toEqual({ build: true, dev: true });
    } finally {
      await bundler.dispose();
    }
  });
});

// The client bundle takes its site data from the page at run time: bundling needs none.
const NO_SITE = {} as SiteData;
