import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/node/build.ts';
import type { BuildReport } from '../../../src/node/report/build-report.ts';
import { validateConfig } from '../../../src/node/config/load.ts';
import { textOf } from '../../helpers/markdown.ts';

const FIXTURE = fileURLToPath(new URL('../../fixtures/content-plugins/', import.meta.url));

let base: string;
let report: BuildReport;
const page = (route: string) => readFile(join(base, 'build', route, 'index.html'), 'utf8');
/** The content HTML of a built page. */
const content = async (route: string) => /<div class="markdown">([\s\S]*?)<\/div><footer|<div class="markdown">([\s\S]*?)<\/div><\/article>/.exec(await page(route))?.slice(1).find(Boolean) ?? '';

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'docs-build-plugins-'));
  report = await build({ cwd: FIXTURE, outDir: join(base, 'build'), cache: false });
}, 120_000);

afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

describe('remark and rehype plugins from the config', () => {
  it('builds with no problems', () => {
    expect(report.problems.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([]);
  });

  it('runs @docusaurus/remark-plugin-npm2yarn unmodified, with its options: synced tabs of npm, yarn, pnpm and bun', async () => {
    const html = await content('docs/install');
    const island = /<div class="island" data-island="Tabs" data-props="([^"]*)">/.exec(html);
    expect(island).not.toBeNull();
    const props = JSON.parse(island![1]!.replaceAll('&quot;', '"')) as { tabs: Array<{ value: string; label: string }>; groupId?: string };
    expect(props.groupId).toBe('npm2yarn');
    expect(props.tabs.map((t) => t.label)).toEqual(['npm', 'Yarn', 'pnpm', 'Bun']);
    expect(textOf(html)).toContain('yarn add docs-build');
    expect(textOf(html)).toContain('pnpm add docs-build');
    // The code in the tabs is highlighted like any fence.
    expect(html).toMatch(/<figure class="code-block" data-language="bash">/);
  });

  it('runs docusaurus-remark-plugin-tab-blocks unmodified: consecutive `tab` fences become one synced Tabs', async () => {
    const html = await content('docs/examples');
    const props = JSON.parse(/data-island="Tabs" data-props="([^"]*)"/.exec(html)![1]!.replaceAll('&quot;', '"')) as { tabs: Array<{ value: string; label: string }>; groupId?: string };
    expect(props).toMatchObject({ groupId: 'code-examples', tabs: [{ value: 'js', label: 'JavaScript' }, { value: 'ts', label: 'TypeScript' }] });
    expect(html.match(/<figure class="code-block"/g)).toHaveLength(2);
  });

  it('runs a rehype plugin with its options after docs-build’s own', async () => {
    expect(await content('docs/install')).toContain('<p class="from-plugin">Run this:</p>');
  });

  it('names the key path of a plugin that is not a function', () => {
    expect(() => validateConfig({ url: 'https://x.org', title: 'X', docs: { remarkPlugins: ['remark-gfm'] } })).toThrow(/docs\.remarkPlugins\.0/);
  });

  it('reach the render threads too, which get the config as data and import its plugins themselves', async () => {
    const site = join(base, 'many');
    await cp(FIXTURE, site, { recursive: true });
    // Enough docs for the build to use render threads.
    for (let n = 0; n < 40; n++) await writeFile(join(site, 'content/docs', `page-${n}.md`), `# Page ${n}\n\n\`\`\`bash npm2yarn\nnpm install pkg-${n}\n\`\`\`\n`);
    const many = await build({ cwd: site, outDir: join(site, 'build'), cache: false, threads: 2 });
    expect(many.problems.filter((p) => p.severity === 'error')).toEqual([]);
    for (let n = 0; n < 40; n++) {
      const html = await readFile(join(site, 'build/docs', `page-${n}`, 'index.html'), 'utf8');
      expect(textOf(html)).toContain(`yarn add pkg-${n}`);
    }
  }, 120_000);
});
