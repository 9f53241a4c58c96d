import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { build } from '../../../src/node/build.ts';
import { loadConfig } from '../../../src/node/config/load.ts';
import { runPlugins } from '../../../src/node/plugins/run-plugins.ts';
import { planLocales } from '../../../src/node/i18n/locale-plan.ts';
import type { BuildReport } from '../../../src/node/report/build-report.ts';
import { formatLocation } from '../../../src/node/report/diagnostic.ts';
import { parsePage, textOf } from '../../helpers/html.ts';
import { buildFixtureCopy } from '../../helpers/fixture-build.ts';
import { linkDocusaurusPackages, withDocusaurus } from '../../helpers/docusaurus-packages.ts';

const FIXTURE = fileURLToPath(new URL('../../fixtures/docusaurus-plugins/', import.meta.url));

let site: string;
let out: string;
let report: BuildReport;
buildFixtureCopy(FIXTURE, 'docs-build-plugins-', (built) => ({ site, out, report } = built));

const read = (rel: string) => readFile(join(out, rel), 'utf8');

describe("a Docusaurus site's own plugins", () => {
  it('build with no errors', () => {
    expect(report.problems.filter((p) => p.severity === 'error')).toEqual([]);
  });

  it('inject their head, pre-body and post-body tags into every page, in order', async () => {
    for (const file of ['index.html', 'docs/intro/index.html', 'plugin-data/index.html', '404.html']) {
      const html = await read(file);
      const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
      expect(head).toContain('<meta name="plugin-meta" content="/base/">\n<link rel="preconnect" href="https://stats.example.org">');
      expect(html).toMatch(/<body>\n<noscript>pre-body<\/noscript>\n<div id="__docs">/);
      expect(html).toMatch(/<script data-analytics="on" async>window\.__analytics = 1;<\/script>\n<\/body>/);
    }
  });

  it("render a route added with addRoute below the base URL, with its createData modules as the component's props, and list it in the sitemap", async () => {
    const page = parsePage(await read('plugin-data/index.html'));
    expect(page.byTag('h1').map(textOf)).toEqual(['Hello from options']);
    expect(page.byClass('plugin-items')[0]!.children.map((li) => textOf(li as never))).toEqual(['alpha', 'beta']);
    expect(await read('sitemap.xml')).toContain('<loc>https://plugins.example.org/base/plugin-data</loc>');
  });

  it('give what they publish with setGlobalData to usePluginData() in pages', async () => {
    const page = parsePage(await read('plugin-count/index.html'));
    expect(page.byTag('h1').map(textOf)).toEqual(['Items: 2']);
  });

  it('run before the docs are read: a doc a plugin writes is built and named by the sidebar', async () => {
    const reference = parsePage(await read('docs/api/reference/index.html'));
    expect(reference.byTag('h1').map(textOf)).toEqual(['Generated reference']);
    expect(await read('docs/intro/index.html')).toContain('href="/base/docs/api/reference"');
  });

  it('call postBuild with the written output folder, every route path, the routes the plugins added and the plugin content', async () => {
    expect(JSON.parse(await read('post-build.json'))).toEqual({
      routesPaths: expect.arrayContaining(['/base/', '/base/docs/intro', '/base/docs/api/reference', '/base/plugin-data', '/base/404.html']),
      // Each marked with the plugin that added it, as Docusaurus gives them.
      routes: expect.arrayContaining([{ path: '/base/plugin-data', plugin: { name: 'data-plugin', id: 'default' } }]),
      title: 'Plugin Site',
      baseUrl: '/base/',
      items: ['alpha', 'beta'],
      indexWritten: true,
    });
  });

  it('name a plugin whose methods docs-build cannot run in one warning, with the method', () => {
    const warnings = report.problems.filter((p) => p.ruleId === 'docusaurus-plugin').map((p) => `${formatLocation(p)}  ${p.message}`);
    expect(warnings).toEqual([
      "docusaurus.config.js: plugins.3  `configureWebpack` of the plugin 'webpack-only' is not run: docs-build bundles with esbuild and has no webpack, PostCSS or Babel step to hand to plugins; the build goes on without it.",
    ]);
  });
});

describe('the plugin host', () => {
  it('collects global data by plugin name and id, theme folders, client modules and paths to watch, and rewrites no unchanged data file', async () => {
    const dataFile = join(site, '.docusaurus/data-plugin/default/items.json');
    const written = (await stat(dataFile)).mtimeMs;
    const loaded = await loadConfig(undefined, site);
    const locales = planLocales(loaded.config, site, 'docusaurus.config.js', { siteConfig: loaded.docusaurus!.siteConfig, contentPlugins: false }).site;
    const host = await runPlugins({ site: loaded.docusaurus!, siteDir: site, configFile: loaded.configFile, outDir: join(out, 'unused'), shown: 'docusaurus.config.js', locales, locale: locales.locales[0]! });
    expect(host.globalData).toEqual({ 'data-plugin': { default: { count: 2 } } });
    expect(host.themePaths).toEqual([join(site, 'theme')]);
    expect(host.typeScriptThemePaths).toEqual([join(site, 'src/theme')]);
    expect(host.pathsToWatch).toEqual([join(site, 'data/**/*.json')]);
    expect(host.clientModules).toEqual([join(site, 'src/client/route-log.js'), join(site, 'src/client/zoom.css')]);
    expect(JSON.parse(await readFile(join(site, '.docusaurus/data-plugin/default/greeting.json'), 'utf8'))).toEqual({ text: 'Hello from options' });
    // The build wrote the same data: the file is left as it was, so the client bundle cache still matches it.
    expect((await stat(dataFile)).mtimeMs).toBe(written);
  }, 60_000);
});

describe('a plugin that fails', () => {
  const siteWith = async (plugin: string) => {
    const dir = await mkdtemp(join(tmpdir(), 'docs-build-plugin-fail-'));
    await writeFile(join(dir, 'docusaurus.config.js'), `module.exports = { title: 'F', url: 'https://f.example.org', presets: [['classic', { docs: false, blog: false }]], plugins: [${plugin}] };\n`);
    return dir;
  };

  it.each([
    ['loadContent', "function broken() { return { name: 'broken', loadContent() { throw new Error('no data here'); } }; }", "docusaurus.config.js: plugins.0: the plugin 'broken' failed in loadContent: no data here"],
    ['the plugin function', "function early() { throw new Error('cannot start'); }", "docusaurus.config.js: plugins.0: the plugin 'early' failed in the plugin function: cannot start"],
    ['postBuild', "function late() { return { name: 'late', postBuild() { throw new Error('upload refused'); } }; }", "docusaurus.config.js: plugins.0: the plugin 'late' failed in postBuild: upload refused"],
  ])('stops the build naming the plugin and %s, and leaves no output', async (_method, plugin, message) => {
    const dir = await siteWith(plugin);
    try {
      await expect(build({ cwd: dir, outDir: join(dir, 'out'), threads: 1, cache: false })).rejects.toThrow(message);
      expect(existsSync(join(dir, 'out'))).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('names a plugin given by its absolute path (require.resolve) from the site folder', async () => {
    const dir = await siteWith("require.resolve('./plugins/broken.js')");
    try {
      await mkdir(join(dir, 'plugins'));
      await writeFile(join(dir, 'plugins/broken.js'), "module.exports = () => ({ name: 'broken', loadContent() { throw new Error('no data here'); } });\n");
      await expect(build({ cwd: dir, outDir: join(dir, 'out'), threads: 1, cache: false })).rejects.toThrow("docusaurus.config.js: plugins.0: the plugin './plugins/broken.js' failed in loadContent: no data here");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('stops the build when a plugin package is not installed, as Docusaurus does', async () => {
    const dir = await siteWith("'docusaurus-plugin-not-installed-anywhere'");
    try {
      await expect(build({ cwd: dir, outDir: join(dir, 'out'), threads: 1, cache: false })).rejects.toThrow("docusaurus.config.js: plugins.0: the plugin 'docusaurus-plugin-not-installed-anywhere' cannot be found");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe("the classic preset's analytics options", () => {
  it("run the plugin the preset adds for them, resolved from the preset's package, with the option as its options", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'docs-build-preset-gtag-'));
    try {
      // A stand-in for the installed packages: the preset, and the gtag plugin it depends on.
      const pkg = async (name: string, main: string) => {
        await mkdir(join(dir, 'node_modules', name), { recursive: true });
        await writeFile(join(dir, 'node_modules', name, 'package.json'), JSON.stringify({ name, main: 'index.js' }));
        await writeFile(join(dir, 'node_modules', name, 'index.js'), main);
      };
      await pkg('@docusaurus/preset-classic', 'module.exports = function preset() { return {}; };\n');
      await pkg(
        '@docusaurus/plugin-google-gtag',
        "module.exports = function gtag(context, options) { if (process.env.NODE_ENV !== 'production') return null; return { name: 'gtag', injectHtmlTags() { return { headTags: [{ tagName: 'script', attributes: { 'data-id': options.trackingID } }] }; } }; };\n",
      );
      await writeFile(join(dir, 'docusaurus.config.js'), "module.exports = { title: 'G', url: 'https://g.example.org', presets: [['classic', { docs: false, blog: false, gtag: { trackingID: 'G-42' } }]] };\n");
      const built = await build({ cwd: dir, outDir: join(dir, 'out'), threads: 1, cache: false });
      expect(built.problems.filter((p) => p.keyPath?.includes('gtag'))).toEqual([]);
      expect(await readFile(join(dir, 'out/404.html'), 'utf8')).toContain('<script data-id="G-42"></script>');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe.runIf(withDocusaurus)("a plugin module Node's own loader refuses", () => {
  it("is loaded as Docusaurus loads it, with the site's own loader (an ES module importing '../index' without its extension)", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'docs-build-plugin-jiti-'));
    try {
      const lib = join(dir, 'plugins/extensionless/lib');
      await mkdir(join(lib, 'public'), { recursive: true });
      await writeFile(join(dir, 'plugins/extensionless/package.json'), JSON.stringify({ type: 'module' }));
      await writeFile(join(lib, 'index.js'), "export default function extensionless() {\n  return { name: 'extensionless', injectHtmlTags: () => ({ headTags: [{ tagName: 'meta', attributes: { name: 'loaded-by', content: 'jiti' } }] }) };\n}\n");
      await writeFile(join(lib, 'public/index.js'), "import plugin from '../index';\nexport default plugin;\n");
      await writeFile(join(dir, 'docusaurus.config.js'), `module.exports = { title: 'J', url: 'https://j.example.org', baseUrl: '/', presets: [['classic', { docs: false, blog: false }]], plugins: ['./plugins/extensionless/lib/public/index.js'] };\n`);
      await mkdir(join(dir, 'src/pages'), { recursive: true });
      await writeFile(join(dir, 'src/pages/index.md'), '# Home\n');
      await linkDocusaurusPackages(dir);
      const built = await build({ cwd: dir, outDir: join(dir, 'out'), threads: 1, cache: false });
      expect(built.problems.filter((p) => p.severity === 'error')).toEqual([]);
      expect(await readFile(join(dir, 'out/index.html'), 'utf8')).toContain('<meta name="loaded-by" content="jiti">');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
