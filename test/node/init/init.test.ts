import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/node/build.ts';
import { initSite } from '../../../src/node/init/init.ts';
import { DocsBuildError } from '../../../src/node/report/diagnostic.ts';
import { runCli } from '../../helpers/cli.ts';

let work: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'docs-build-init-'));
});

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('docs-build init', () => {
  it('writes a site that builds, with a config importing from docs-build', async () => {
    const result = await initSite('site', { cwd: work });
    expect(result.files).toEqual(expect.arrayContaining(['docs-build.config.ts', 'content/docs/intro.md', 'content/docs/guides/first-steps.md', 'content/pages/index.md', 'static/img/logo.svg']));
    expect(await readFile(join(work, 'site/docs-build.config.ts'), 'utf8')).toContain("import { defineConfig } from 'docs-build';");
    expect(result.next).toEqual(['cd site && npx docs-build dev', 'cd site && npx docs-build build']);
    const report = await build({ cwd: join(work, 'site'), cache: false });
    expect(report.problems).toEqual([]);
    const doc = await readFile(join(work, 'site/build/docs/guides/first-steps/index.html'), 'utf8');
    expect(doc).toContain('First steps');
    // The category of the sidebar.
    expect(doc).toContain('Guides');
    expect(existsSync(join(work, 'site/build/index.html'))).toBe(true);
    expect(existsSync(join(work, 'site/build/img/logo.svg'))).toBe(true);
  });

  it('counts a folder holding only package files and node_modules as empty', async () => {
    const dir = join(work, 'installed');
    await mkdir(join(dir, 'node_modules'), { recursive: true });
    await writeFile(join(dir, 'package.json'), '{}');
    const result = await initSite(dir);
    expect(result.next).toHaveLength(2);
    expect(existsSync(join(dir, 'content/docs/intro.md'))).toBe(true);
  });

  it('refuses a folder that is not empty unless forced', async () => {
    const dir = join(work, 'busy');
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'notes.txt'), 'mine');
    await expect(initSite(dir)).rejects.toThrow(DocsBuildError);
    expect(existsSync(join(dir, 'docs-build.config.ts'))).toBe(false);
    await initSite(dir, { force: true });
    expect(existsSync(join(dir, 'docs-build.config.ts'))).toBe(true);
    expect(await readFile(join(dir, 'notes.txt'), 'utf8')).toBe('mine');
  });

  it('exits non-zero from the CLI, naming the folder and --force', async () => {
    const dir = join(work, 'busy-cli');
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'notes.txt'), 'mine');
    const result = await runCli(['init', dir]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('is not empty (notes.txt)');
    expect(result.stderr).toContain('--force');
  });
});
