import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, readlink, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { generateSite } from '../../bench/generate.ts';
import { build } from '../../src/node/build.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const made: string[] = [];

async function freshDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'docs-build-generate-'));
  made.push(dir);
  return dir;
}

/** Every path under `dir` with a hash of its bytes (or its link target), in a stable order. */
async function listTree(dir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const walk = async (folder: string): Promise<void> => {
    const entries = (await readdir(folder, { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const entry of entries) {
      const path = join(folder, entry.name);
      const key = relative(dir, path).split('\\').join('/');
      if (entry.isSymbolicLink()) out.set(key, `link:${await readlink(path)}`);
      else if (entry.isDirectory()) await walk(path);
      else out.set(key, createHash('sha256').update(await readFile(path)).digest('hex'));
    }
  };
  await walk(dir);
  return out;
}

function treeHash(tree: Map<string, string>): string {
  const hash = createHash('sha256');
  for (const [path, digest] of tree) hash.update(`${path}\0${digest}\n`);
  return hash.digest('hex');
}

const docFiles = (tree: Map<string, string>, under: string) => [...tree.keys()].filter((p) => p.startsWith(under) && /\.mdx?$/.test(p));

afterAll(async () => {
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('generateSite', () => {
  it('writes byte-identical trees for the same page count and seed, different ones for another seed', async () => {
    const [a, b, c] = [await freshDir(), await freshDir(), await freshDir()];
    await generateSite({ dir: a, pages: 50, seed: 7 });
    await generateSite({ dir: b, pages: 50, seed: 7 });
    await generateSite({ dir: c, pages: 50, seed: 8 });
    const [ta, tb, tc] = await Promise.all([listTree(a), listTree(b), listTree(c)]);
    expect(ta.size).toBeGreaterThan(50);
    expect(treeHash(tb)).toBe(treeHash(ta));
    expect(treeHash(tc)).not.toBe(treeHash(ta));
    const aPages = docFiles(ta, 'content/docs/generated/');
    const cPages = docFiles(tc, 'content/docs/generated/');
    const changed = aPages.filter((p) => tc.has(p) && tc.get(p) !== ta.get(p));
    expect(changed.length + aPages.filter((p) => !cPages.includes(p)).length).toBeGreaterThan(40);
  });

  it('adds N pages in nested folders beside the real ones, each with every supported block', async () => {
    const dir = await freshDir();
    const result = await generateSite({ dir, pages: 50, seed: 3 });
    expect(result).toEqual({ configFile: join(dir, 'docs-build.config.ts'), pages: 50 });
    const tree = await listTree(dir);
    const real = docFiles(await listTree(join(repoRoot, 'content/docs')), '');
    const generated = docFiles(tree, 'content/docs/generated/');
    expect(real.length).toBeGreaterThan(0);
    expect(generated).toHaveLength(50);
    expect(docFiles(tree, 'content/docs/')).toHaveLength(50 + real.length);
    for (const path of generated) expect(path).toMatch(/^content\/docs\/generated\/section-\d\d\/topic-\d\d\/(part-1\/)?page-\d{4}\.mdx$/);
    expect([...tree.keys()].some((p) => p.endsWith('/_category_.json'))).toBe(true);
    expect(existsSync(join(dir, 'content/components/mdx.tsx'))).toBe(true);
    expect(existsSync(join(dir, 'static/img/logo.png'))).toBe(true);

    const sizes: number[] = [];
    for (const path of generated) {
      const text = await readFile(join(dir, path), 'utf8');
      sizes.push(Buffer.byteLength(text));
      expect(text).toMatch(/^---\ntitle: .+\nsidebar_label: .+\n(sidebar_position: \d+\n)?description: .+\n---\n/);
      const prose = text.replace(/^```[a-z]*\n[\s\S]*?^```$/gm, '');
      expect(prose.match(/^# /gm)).toHaveLength(1);
      expect(text).toMatch(/^### /m);
      expect(text).toMatch(/^\| --- \| --- \| --- \| --- \|$/m);
      expect(text).toContain('```yaml\n');
      expect(text).toContain('```bash\n');
      expect(text).toMatch(/ :[a-z_]+:$/m);
      expect(text).toMatch(/^:::(note|tip|info|warning|danger)/m);
      expect(text.match(/\]\(\/docs\/generated\//g)?.length).toBeGreaterThanOrEqual(3);
      expect(text).toMatch(/\]\(\/docs\/(installation|addons\/remote-backup\/basic-config#options)\)/);
    }
    const average = sizes.reduce((s, n) => s + n, 0) / sizes.length;
    expect(average).toBeGreaterThan(4096);
    expect(average).toBeLessThan(8192);
  });

  it('refuses to clear a folder it did not write', async () => {
    const dir = await freshDir();
    await writeFile(join(dir, 'notes.txt'), 'keep me');
    await expect(generateSite({ dir, pages: 1 })).rejects.toThrow(/not a generated site/);
    expect(await readFile(join(dir, 'notes.txt'), 'utf8')).toBe('keep me');
  });

  it('builds with --strict: every generated link and anchor resolves', async () => {
    const dir = await freshDir();
    const { configFile } = await generateSite({ dir, pages: 60, seed: 11 });
    const outDir = join(dir, 'out');
    // One thread: the links are the subject here, and a render thread's start-up only adds CPU time to a test run
    // that keeps both cores busy (threaded output is compared with the main thread's in compile-ahead-threads.test.ts).
    const report = await build({ config: configFile, outDir, strict: true, cwd: dir, threads: 1 });
    expect(report.problems.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([]);
    expect(report.pages).toBeGreaterThanOrEqual(60 + 9);
    const html = await readFile(join(outDir, 'docs/generated/section-01/topic-01/page-0001/index.html'), 'utf8');
    expect(html).toMatch(/href="\/docs\/generated\/[^"#]+#[a-z0-9-]+"/);
  });

  it('is checked for real: one broken generated anchor fails the strict build', async () => {
    const dir = await freshDir();
    await generateSite({ dir, pages: 5, seed: 11 });
    const page = join(dir, 'content/docs/generated/section-01/topic-01/page-0001.mdx');
    const text = await readFile(page, 'utf8');
    const anchored = /\]\((\/docs\/generated\/[^)#]+)#([a-z0-9-]+)\)/.exec(text);
    expect(anchored).not.toBeNull();
    await writeFile(page, text.replace(anchored![0], `](${anchored![1]}#no-such-heading)`));
    const report = await build({ config: join(dir, 'docs-build.config.ts'), outDir: join(dir, 'out'), strict: true, cwd: dir });
    expect(report.problems.filter((p) => p.severity === 'error').map((p) => p.message).join('\n')).toContain('no-such-heading');
  });
});
