import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserConfig } from '../../../src/index.ts';
import { build } from '../../../src/node/build.ts';
import type { Diagnostic } from '../../../src/node/report/diagnostic.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'docs-build-rules-'));
});
afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

let sites = 0;
/** Writes a small site (a plain-object config, so it loads from any folder) and returns its config path. */
async function site(files: Record<string, string>, config: Partial<UserConfig> = {}): Promise<string> {
  const dir = join(root, `site-${++sites}`);
  const full: UserConfig = { url: 'https://example.org', title: 'Rules', navbar: { items: [] }, docs: { sidebars: {} }, ...config };
  const all = { ...files, 'docs-build.config.ts': `export default ${JSON.stringify(full, null, 2)};\n` };
  for (const [rel, text] of Object.entries(all)) {
    await mkdir(dirname(join(dir, rel)), { recursive: true });
    await writeFile(join(dir, rel), text);
  }
  return join(dir, 'docs-build.config.ts');
}

async function run(config: string, strict = false) {
  const outDir = join(dirname(config), 'build');
  const report = await build({ config, outDir, strict, cache: false, threads: 1 });
  return { report, outDir, problems: report.problems };
}

const brief = (p: Diagnostic) => `${p.severity} ${p.ruleId} ${p.file}${p.line ? `:${p.line}:${p.column}` : ''}`;

type Rule = 'onBrokenLinks' | 'onBrokenMarkdownImages' | 'onBrokenAnchors' | 'onDuplicateRoutes' | 'onBrokenMarkdownLinks';

const RULES: Array<{ rule: Rule; byDefault: 'throw' | 'warn'; files: Record<string, string>; expected: string[] }> = [
  {
    rule: 'onBrokenLinks',
    byDefault: 'throw',
    files: { 'content/docs/intro.md': '# Intro\n\nSee [setup](/docs/setup).\n' },
    expected: ['broken-link content/docs/intro.md:3:5'],
  },
  {
    rule: 'onBrokenMarkdownImages',
    byDefault: 'throw',
    files: { 'content/docs/intro.md': '# Intro\n\n![Diagram](./diagram.png)\n' },
    expected: ['broken-image content/docs/intro.md:3:1'],
  },
  {
    rule: 'onBrokenAnchors',
    byDefault: 'warn',
    files: { 'content/docs/intro.md': '# Intro\n\n## Setup\n\nBack to [setup](#set-up).\n' },
    expected: ['broken-anchor content/docs/intro.md:5:9'],
  },
  {
    rule: 'onDuplicateRoutes',
    byDefault: 'warn',
    files: { 'content/docs/intro.md': '# Intro\n', 'content/docs/other.md': '---\nslug: /intro\n---\n\n# Other\n' },
    expected: ['duplicate-route content/docs/intro.md:1:1', 'duplicate-route content/docs/other.md:1:1'],
  },
  {
    rule: 'onBrokenMarkdownLinks',
    byDefault: 'warn',
    files: { 'content/docs/intro.md': '# Intro\n\nRead [the guide](./guide.md).\n' },
    expected: ['broken-markdown-link content/docs/intro.md:3:6'],
  },
];

describe.each(RULES)('$rule', ({ rule, byDefault, files, expected }) => {
  const severity = { throw: 'error', warn: 'warning' } as const;

  it(`defaults to '${byDefault}'`, async () => {
    const { problems } = await run(await site(files));
    expect(problems.map(brief)).toEqual(expected.map((e) => `${severity[byDefault]} ${e}`));
  });

  it("'throw' fails the build and writes nothing", async () => {
    const { report, outDir, problems } = await run(await site(files, { [rule]: 'throw' }));
    expect(problems.map(brief)).toEqual(expected.map((e) => `error ${e}`));
    await expect(readFile(join(outDir, '404.html'))).rejects.toThrow(/ENOENT/);
    expect(report.problems.every((p) => p.message.length > 0)).toBe(true);
  });

  it("'warn' reports and still builds", async () => {
    const { outDir, problems } = await run(await site(files, { [rule]: 'warn' }));
    expect(problems.map(brief)).toEqual(expected.map((e) => `warning ${e}`));
    expect(await readFile(join(outDir, '404.html'), 'utf8')).toMatch(/^<!doctype html>/);
  });

  it("'ignore' reports nothing", async () => {
    const { problems } = await run(await site(files, { [rule]: 'ignore' }));
    expect(problems).toEqual([]);
  });

  it("--strict turns 'warn' into an error, and leaves 'ignore' alone", async () => {
    const warn = await run(await site(files, { [rule]: 'warn' }), true);
    expect(warn.problems.map(brief)).toEqual(expected.map((e) => `error ${e}`));
    const ignore = await run(await site(files, { [rule]: 'ignore' }), true);
    expect(ignore.problems).toEqual([]);
  });
});

describe('links in the config', () => {
  const files = { 'content/docs/intro.md': '# Intro\n\n## Usage\n' };
  const config: Partial<UserConfig> = {
    navbar: { items: [{ label: 'Intro', to: '/docs/intro' }, { label: 'Blog', to: '/blog' }, { label: 'GitHub', href: 'https://github.com/example' }] },
    footer: { links: [{ title: 'Docs', items: [{ label: 'Usage', to: '/docs/intro#usage' }, { label: 'Nope', to: '/docs/intro#nope' }] }] },
    docs: { sidebars: { main: ['intro', { type: 'link', label: 'API', href: '/api' }] } },
  };

  it('reports broken ones at their key path, under onBrokenLinks and onBrokenAnchors', async () => {
    const { problems } = await run(await site(files, { ...config, onBrokenLinks: 'warn' }));
    expect(problems.map((p) => [p.severity, p.file, p.keyPath, p.ruleId])).toEqual([
      ['warning', 'docs-build.config.ts', 'navbar.items.1.to', 'broken-link'],
      ['warning', 'docs-build.config.ts', 'footer.links.0.items.1.to', 'broken-anchor'],
      ['warning', 'docs-build.config.ts', 'docs.sidebars.main.1.href', 'broken-link'],
    ]);
    expect(problems[0]!.message).toBe('Broken link to /blog: no page has the route /blog.');
  });

  it("fail the build with the default 'throw'", async () => {
    const { problems } = await run(await site(files, config));
    expect(problems.filter((p) => p.severity === 'error').map((p) => p.keyPath)).toEqual(['navbar.items.1.to', 'docs.sidebars.main.1.href']);
  });
});

describe('links to markdown files', () => {
  it('are rewritten to the route of the file, keeping the anchor', async () => {
    const config = await site({
      'content/docs/intro.md': '# Intro\n\nSee [b](./guide/b.md#usage), [b again](guide/b.md) and [c](./c.mdx).\n',
      'content/docs/guide/b.md': '# B\n\n## Usage\n\nBack to [intro](../intro.md).\n',
      'content/docs/c.mdx': '---\nslug: /see\n---\n\n# C\n',
    });
    const { outDir, problems } = await run(config, true);
    expect(problems).toEqual([]);
    const intro = await readFile(join(outDir, 'docs/intro/index.html'), 'utf8');
    expect(intro).toContain('href="/docs/guide/b#usage"');
    expect(intro).toContain('href="/docs/guide/b"');
    expect(intro).toContain('href="/docs/see"');
    expect(intro).not.toMatch(/href="[^"]*\.mdx?"/);
    expect(await readFile(join(outDir, 'docs/guide/b/index.html'), 'utf8')).toContain('href="/docs/intro"');
  });
});

describe('the anchor opt-out', () => {
  it('data-no-anchor-check skips the anchor check of that link only, in .mdx JSX and .md HTML', async () => {
    const config = await site(
      {
        'content/docs/intro.mdx': '# Intro\n\n## Here\n\n<a href="/docs/other#made-by-script" data-no-anchor-check>skipped</a>\n\n<a href="/docs/other#missing">checked</a>\n',
        'content/docs/other.md': '# Other\n\n<a href="/docs/intro#also-by-script" data-no-anchor-check>skipped</a> and [here](/docs/intro#here).\n',
      },
      { onBrokenAnchors: 'throw' },
    );
    const { problems } = await run(config);
    expect(problems.map(brief)).toEqual(['error broken-anchor content/docs/intro.mdx:7:1']);
    expect(problems[0]!.message).toBe("Broken anchor in /docs/other#missing: /docs/other has no element with id 'missing'.");
  });

  it('does not skip a broken route', async () => {
    const config = await site({ 'content/docs/intro.mdx': '# Intro\n\n<a href="/docs/gone#x" data-no-anchor-check>gone</a>\n' });
    const { problems } = await run(config);
    expect(problems.map(brief)).toEqual(['error broken-link content/docs/intro.mdx:3:1']);
  });
});

describe('one run', () => {
  it('reports frontmatter and config problems together', async () => {
    const config = await site(
      { 'content/docs/intro.md': '---\ntitle: [x\n---\n\n# Intro\n' },
      { navbar: { items: [{ type: 'doc', docId: 'intor' }] }, docs: { sidebars: { main: ['intro', 'gone'] } } },
    );
    const { problems } = await run(config);
    expect(problems.map((p) => `${p.ruleId} ${p.file}${p.keyPath ? `: ${p.keyPath}` : `:${p.line}`}`)).toEqual([
      'frontmatter content/docs/intro.md:2',
      'sidebar-doc-id docs-build.config.ts: docs.sidebars.main.1',
      'navbar docs-build.config.ts: navbar.items.0.docId',
    ]);
  });
});
