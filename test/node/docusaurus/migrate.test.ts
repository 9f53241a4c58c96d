import { createRequire } from 'node:module';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/node/config/load.ts';
import { migrateDocusaurusSite } from '../../../src/node/docusaurus/migrate.ts';
import { REPO } from '../../helpers/cli.ts';

const FIXTURE = fileURLToPath(new URL('../../fixtures/docusaurus-site/', import.meta.url));
let work: string | undefined;
afterEach(async () => {
  if (work) await rm(work, { recursive: true, force: true });
  work = undefined;
});


describe('docs-build migrate', () => {
  it('writes docs-build.config.ts with the mapped config as data, custom CSS relative to the site', async () => {
    work = await mkdtemp(join(tmpdir(), 'docs-build-migrate-'));
    await cp(FIXTURE, work, { recursive: true });
    const result = await migrateDocusaurusSite(work);
    expect(result.file).toBe(join(work, 'docs-build.config.ts'));
    // The editUrl function is written inside the config: it is named, and left out.
    expect(result.leftOut).toEqual(['docs.editUrl']);
    const source = await readFile(result.file, 'utf8');
    expect(source).toMatch(/^\/\/ Written by `docs-build migrate` from docusaurus\.config\.js\.\n(\/\/.*\n)*\/\/ {3}docs\.editUrl\nimport \{ defineConfig \} from 'docs-build';\n/);
    expect(source).not.toContain(work);
    const config = (await loadConfig('docs-build.config.ts', work)).config;
    expect(config).toMatchObject({ title: 'Widget Docs', customCss: ['src/css/custom.css'], docs: { path: 'docs', sidebarPath: 'sidebars.js' } });
    await expect(migrateDocusaurusSite(work)).rejects.toThrow('docs-build.config.ts already exists.');
  });

  it('imports plugin functions by the specifier the Docusaurus config used, and drops a [plugin, options] entry it cannot write', async () => {
    work = await mkdtemp(join(tmpdir(), 'docs-build-migrate-fn-'));
    // The site's packages: two remark plugins from this repository's own node_modules, one CommonJS, one ES module.
    await mkdir(join(work, 'node_modules/@docusaurus'), { recursive: true });
    await symlink(join(REPO, 'node_modules/@docusaurus/remark-plugin-npm2yarn'), join(work, 'node_modules/@docusaurus/remark-plugin-npm2yarn'));
    await symlink(join(REPO, 'node_modules/remark-gfm'), join(work, 'node_modules/remark-gfm'));
    await mkdir(join(work, 'plugins'));
    await writeFile(join(work, 'plugins/shout.js'), 'module.exports = function remarkShout() { return () => undefined; };\n');
    await writeFile(
      join(work, 'docusaurus.config.js'),
      [
        "const npm2yarn = require('@docusaurus/remark-plugin-npm2yarn');",
        "const shout = require('./plugins/shout');",
        "import gfm from 'remark-gfm';",
        'module.exports = {',
        "  title: 'F', url: 'https://f.example.org',",
        "  presets: [['classic', { docs: { remarkPlugins: [[npm2yarn, { sync: true }], gfm, shout, [function inline() {}, { a: 1 }]], beforeDefaultRemarkPlugins: [function alsoInline() {}] } }]],",
        '};',
        '',
      ].join('\n'),
    );
    const result = await migrateDocusaurusSite(work);
    expect(result.leftOut).toEqual(['docs.beforeDefaultRemarkPlugins.0', 'docs.remarkPlugins.3.0']);
    const source = await readFile(result.file, 'utf8');
    expect(source).toContain('//   docs.remarkPlugins.3.0\n');
    expect(source).toContain('import remarkPluginNpm2yarn from "@docusaurus/remark-plugin-npm2yarn";');
    expect(source).toContain('import remarkGfm from "remark-gfm";');
    expect(source).toContain('import shout from "./plugins/shout.js";');
    expect(source).not.toContain(work);
    // The written file is a valid config whose plugins are the same functions.
    const config = (await loadConfig('docs-build.config.ts', work)).config;
    const docs = config.docs as Exclude<typeof config.docs, false>;
    const npm2yarn = createRequire(join(work, 'x.js'))('@docusaurus/remark-plugin-npm2yarn');
    expect(docs.remarkPlugins).toHaveLength(3);
    expect(docs.remarkPlugins![0]).toEqual([npm2yarn, { sync: true }]);
    expect((docs.remarkPlugins![1] as { name: string }).name).toBe('remarkGfm');
    expect((docs.remarkPlugins![2] as { name: string }).name).toBe('remarkShout');
    expect(docs.beforeDefaultRemarkPlugins).toEqual([]);
  });
});
