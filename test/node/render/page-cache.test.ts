import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSite } from '../../../bench/generate.ts';
import { build } from '../../../src/node/build.ts';
import { REPO } from '../../helpers/cli.ts';

function tree(dir: string): Map<string, string> {
  return new Map(fg.sync('**/*', { cwd: dir }).sort().map((f) => [f, readFileSync(join(dir, f), 'latin1')]));
}

describe('page cache', () => {
  let work: string;
  let site: string;
  let config: string;
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'docs-build-cache-'));
    ({ configFile: config } = await generateSite({ dir: join(work, 'site'), pages: 0 }));
    site = dirname(config);
  }, 60_000);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('reuses unchanged pages, renders a changed one, and patches the links of the others', async () => {
    const out = join(work, 'out');
    const first = await build({ config, cwd: site, outDir: out, threads: 1 });
    expect(first.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(first.cachedPages).toBe(0);
    const firstTree = tree(out);

    // Nothing changed: every page but the React home page comes from the cache, byte for byte.
    const second = await build({ config, cwd: site, outDir: out, threads: 1 });
    expect(second.cachedPages).toBe(second.pages - 1);
    expect(tree(out)).toEqual(firstTree);

    // One doc changes: it is rendered again; the others are reused, with its new chunk name patched in.
    const edited = join(site, 'content/docs/addons/tdm/resources.mdx');
    appendFileSync(edited, '\nA sentence added after the first build.\n');
    const third = await build({ config, cwd: site, outDir: out, threads: 1 });
    expect(third.cachedPages).toBe(third.pages - 2);
    expect(readFileSync(join(out, 'docs/addons/tdm/resources/index.html'), 'utf8')).toContain('A sentence added after the first build.');

    // The patched output is exactly what a build without the cache makes.
    const fresh = join(work, 'fresh');
    await build({ config, cwd: site, outDir: fresh, threads: 1, cache: false });
    expect(tree(out)).toEqual(tree(fresh));
    writeFileSync(edited, readFileSync(edited, 'utf8').replace('\nA sentence added after the first build.\n', ''));
  }, 180_000);
});

describe('page cache and files that appear later', () => {
  let work: string;
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'docs-build-cache-targets-'));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('renders a page again when a file its links name comes into being, as a build without the cache does', async () => {
    const site = join(work, 'site');
    mkdirSync(join(site, 'content/docs'), { recursive: true });
    const config = join(site, 'docs-build.config.ts');
    writeFileSync(config, "export default { url: 'https://example.org', title: 'T', navbar: { items: [] }, onBrokenMarkdownImages: 'warn', docs: { sidebars: { main: ['a'] } } };\n");
    writeFileSync(join(site, 'content/docs/a.md'), '# A\n\nSee [b](./b.md) and ![the plan](./plan.png).\n');
    const out = join(work, 'out');
    const first = await build({ config, cwd: site, outDir: out, threads: 1 });
    expect(first.problems.map((p) => p.ruleId).sort()).toEqual(['broken-image', 'broken-markdown-link']);
    expect(readFileSync(join(out, 'docs/a/index.html'), 'utf8')).toContain('href="./b.md"');

    // The linked doc now exists (outside any sidebar, so nothing else about the site changes for `a`).
    writeFileSync(join(site, 'content/docs/b.md'), '# B\n');
    copyFileSync(join(REPO, 'static/img/logo.png'), join(site, 'content/docs/plan.png'));
    const second = await build({ config, cwd: site, outDir: out, threads: 1 });
    expect(second.problems).toEqual([]);
    const page = readFileSync(join(out, 'docs/a/index.html'), 'utf8');
    expect(page).toContain('href="/docs/b"');
    expect(page).not.toContain('./b.md');
    expect(page).toMatch(/src="\/assets\/images\/plan-[0-9a-f]{32}\.png"/);
    const fresh = join(work, 'fresh');
    await build({ config, cwd: site, outDir: fresh, threads: 1, cache: false });
    expect(tree(out)).toEqual(tree(fresh));

    // Unchanged since: the page comes from the cache again.
    const third = await build({ config, cwd: site, outDir: out, threads: 1 });
    expect(third.cachedPages).toBe(third.pages);

    // The image's bytes change: the page is rendered again, naming the copy after its new bytes.
    const before = /src="(\/assets\/images\/plan-[0-9a-f]{32}\.png)"/.exec(page)![1];
    appendFileSync(join(site, 'content/docs/plan.png'), 'changed');
    const fourth = await build({ config, cwd: site, outDir: out, threads: 1 });
    expect(fourth.cachedPages).toBe(fourth.pages - 1);
    const after = readFileSync(join(out, 'docs/a/index.html'), 'utf8');
    expect(after).toMatch(/src="\/assets\/images\/plan-[0-9a-f]{32}\.png"/);
    expect(after).not.toContain(before);
  }, 120_000);
});
