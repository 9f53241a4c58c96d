import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO, runCli } from '../../helpers/cli.ts';

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'docs-build-import-cycles-'));
});
afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

/** A site of one doc, `a`, with the given files under content/docs. */
async function site(name: string, files: Record<string, string>): Promise<string> {
  const dir = join(work, name);
  const config = `import { defineConfig } from ${JSON.stringify(join(REPO, 'src/index.ts'))};
export default defineConfig({ url: 'https://example.org', title: 'Cycles', navbar: { items: [] }, docs: { sidebars: { main: ['a'] } } });
`;
  await mkdir(join(dir, 'content/docs'), { recursive: true });
  await writeFile(join(dir, 'docs-build.config.ts'), config);
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, 'content/docs', path)), { recursive: true });
    await writeFile(join(dir, 'content/docs', path), text);
  }
  return dir;
}

/**
 * The error lines of a build by the CLI, as `file:line:col  message`. Run in a process of its own: before
 * cycles were found, the page rendered inside itself until memory ran out, which no test timeout can stop.
 */
async function errorsOf(dir: string): Promise<string[]> {
  const result = await runCli(['build', '--config', join(dir, 'docs-build.config.ts'), '--out-dir', join(dir, 'build'), '--no-cache', '--threads', '1'], {
    NODE_OPTIONS: '--max-old-space-size=512',
  });
  const errors = [...result.stderr.matchAll(/^ {2}(\S+) {2}error (.*)$/gm)].map((m) => `${m[1]}  ${m[2]}`);
  expect(result.code, result.stderr).toBe(errors.length > 0 ? 1 : 0);
  return errors;
}

describe('an MDX import cycle', () => {
  it('through a partial fails the build, naming each import of the chain by file, line and column', async () => {
    const dir = await site('through-partial', {
      'a.mdx': '---\ntitle: A\n---\n\nimport B from "./_b.mdx";\n\nHello from a\n\n<B />\n',
      '_b.mdx': 'In b\n\nimport A from "./a.mdx";\n\n<A />\n',
    });
    expect(await errorsOf(dir)).toEqual([
      expect.stringMatching(/^content\/docs\/a\.mdx:5:15 {2}Import failed: import cycle content\/docs\/a\.mdx:5:15 → content\/docs\/_b\.mdx:3:15 → content\/docs\/a\.mdx: /),
    ]);
  }, 60_000);

  it('of a page importing itself fails the build at that import', async () => {
    const dir = await site('self', { 'a.mdx': 'import A from "./a.mdx";\n\nself\n\n<A />\n' });
    expect(await errorsOf(dir)).toEqual([expect.stringMatching(/^content\/docs\/a\.mdx:1:15 {2}Import failed: import cycle content\/docs\/a\.mdx:1:15 → content\/docs\/a\.mdx: /)]);
  }, 60_000);

  it("between partials only fails the page at its import that leads into the cycle, naming the partials' imports", async () => {
    const dir = await site('partials', {
      'a.mdx': 'import B from "./_b.mdx";\n\n<B />\n',
      '_b.mdx': "import C from './parts/_c.mdx';\n\n<C />\n",
      'parts/_c.mdx': "import {\n  default as B,\n} from '../_b.mdx';\n\n<B />\n",
    });
    expect(await errorsOf(dir)).toEqual([
      expect.stringMatching(/^content\/docs\/a\.mdx:1:15 {2}Import failed: import cycle content\/docs\/_b\.mdx:1:15 → content\/docs\/parts\/_c\.mdx:3:8 → content\/docs\/_b\.mdx: /),
    ]);
  }, 60_000);

  it('through a component module is found too', async () => {
    const dir = await site('component', {
      'a.mdx': 'import Wrap from "./Wrap.jsx";\n\n<Wrap />\n',
      'Wrap.jsx': "import A from './a.mdx';\nexport default function Wrap() { return <A />; }\n",
    });
    expect(await errorsOf(dir)).toEqual([
      expect.stringMatching(/^content\/docs\/a\.mdx:1:18 {2}Import failed: import cycle content\/docs\/a\.mdx:1:18 → content\/docs\/Wrap\.jsx:1:15 → content\/docs\/a\.mdx: /),
    ]);
  }, 60_000);

  it('is not reported for a partial imported twice without a cycle', async () => {
    const dir = await site('diamond', {
      'a.mdx': 'import B from "./_b.mdx";\nimport C from "./_c.mdx";\n\n<B />\n\n<C />\n',
      '_b.mdx': 'import D from "./_d.mdx";\n\n<D />\n',
      '_c.mdx': 'import D from "./_d.mdx";\n\n<D />\n',
      '_d.mdx': 'shared\n',
    });
    expect(await errorsOf(dir)).toEqual([]);
  }, 60_000);
});
