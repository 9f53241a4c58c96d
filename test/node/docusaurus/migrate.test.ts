import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/node/config/load.ts';
import { migrateDocusaurusSite } from '../../../src/node/docusaurus/migrate.ts';

const FIXTURE = fileURLToPath(new URL('../../fixtures/docusaurus-site/', import.meta.url));
let work: string | undefined;
afterEach(async () => {
  if (work) await rm(work, { recursive: true, force: true });
  work = undefined;
});

/** The object literal the file passes to defineConfig, which is JSON. */
const writtenConfig = (source: string) => JSON.parse(source.slice(source.indexOf('defineConfig(') + 'defineConfig('.length, source.lastIndexOf(');'))) as unknown;

describe('docs-build migrate', () => {
  it('writes docs-build.config.ts with the mapped config as data, custom CSS relative to the site', async () => {
    work = await mkdtemp(join(tmpdir(), 'docs-build-migrate-'));
    await cp(FIXTURE, work, { recursive: true });
    const result = await migrateDocusaurusSite(work);
    expect(result.file).toBe(join(work, 'docs-build.config.ts'));
    expect(result.leftOut).toEqual([]);
    const source = await readFile(result.file, 'utf8');
    expect(source).toMatch(/^\/\/ Written by `docs-build migrate` from docusaurus\.config\.js\.\nimport \{ defineConfig \} from 'docs-build';\n/);
    const config = validateConfig(writtenConfig(source));
    expect(config).toMatchObject({ title: 'Widget Docs', customCss: ['src/css/custom.css'], docs: { path: 'docs', editUrl: 'https://git.example.org/widgets/edit/main/' } });
    await expect(migrateDocusaurusSite(work)).rejects.toThrow('docs-build.config.ts already exists.');
  });

  it('names the functions it cannot write at the top of the file', async () => {
    work = await mkdtemp(join(tmpdir(), 'docs-build-migrate-fn-'));
    await writeFile(
      join(work, 'docusaurus.config.js'),
      "module.exports = { title: 'F', url: 'https://f.example.org', presets: [['classic', { docs: { remarkPlugins: [function remarkThing() {}] } }]] };\n",
    );
    const result = await migrateDocusaurusSite(work);
    expect(result.leftOut).toEqual(['docs.remarkPlugins.0']);
    expect(await readFile(result.file, 'utf8')).toContain('//   docs.remarkPlugins.0\n');
  });
});
