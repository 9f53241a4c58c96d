import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/node/config/load.ts';

const fixtures = realpathSync(fileURLToPath(new URL('../../fixtures/docusaurus-config/', import.meta.url)));

describe('loading a Docusaurus config', () => {
  it('evaluates an ES module with __dirname, require, require.resolve, JSON imports and an async function default export, from the site folder', async () => {
    const dir = join(fixtures, 'esm');
    const { config, configFile, warnings } = await loadConfig(undefined, dir);
    expect(configFile).toBe(join(dir, 'docusaurus.config.mjs'));
    expect(config.title).toBe('From JSON');
    expect(config.tagline).toBe('esm');
    expect(config.customFields).toEqual({ sidebars: join(dir, 'labels.json'), pkg: 'helper', cwd: join(dir, 'x') });
    // The fixture has no node_modules, so no Docusaurus to validate the config: said once.
    expect(warnings.map((w) => w.message)).toEqual([expect.stringContaining("the site's @docusaurus/core is not installed")]);
  });

  it('evaluates a TypeScript config', async () => {
    const { config } = await loadConfig(undefined, join(fixtures, 'ts'));
    expect(config.title).toBe('Typed');
    expect(config.navbar.title).toBe('Typed');
    expect(config.customFields.sidebars).toBe(join(fixtures, 'ts', 'sidebars.ts'));
  });

  it('reports a syntax error in the config at its file, line and column', async () => {
    await expect(loadConfig(undefined, join(fixtures, 'bad'))).rejects.toThrow(/^Could not load docusaurus\.config\.js: docusaurus\.config\.js:5:0?\d+: Expected "\]" but found "}"/);
  });

  it('prefers a docs-build config, and without either names both in the hint', async () => {
    await expect(loadConfig(undefined, fixtures)).rejects.toMatchObject({ message: 'Config file not found: docs-build.config.ts', hint: expect.stringContaining('docusaurus.config.js') });
  });
});
