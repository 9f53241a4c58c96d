import { beforeAll, describe, expect, it } from 'vitest';
import { missingComponents } from '../../../src/node/build-checks/mdx-components.ts';
import type { ContentSource } from '../../../src/node/content/content-source.ts';
import { compileContent } from '../../../src/node/markdown/compile.ts';
import { createCodeOptions } from '../../../src/node/markdown/code-options.ts';
import { configSchema } from '../../../src/node/config/schema.ts';
import { createContentProcessors, type ContentProcessors } from '../../../src/node/markdown/processor.ts';

let processors: ContentProcessors;
beforeAll(async () => {
  processors = createContentProcessors({ code: await createCodeOptions(configSchema.shape.markdown.parse(undefined), '/site'), references: { routesByFile: new Map(), staticDir: '/site/static' }, emoji: false });
});

async function check(text: string, provided: Record<string, unknown> = {}) {
  const source: ContentSource = { plugin: 'docs', file: '/site/content/docs/page.mdx', displayPath: 'content/docs/page.mdx', route: '/docs/page', format: 'mdx', source: text, frontmatter: {} };
  const { file } = await compileContent(source, processors);
  expect(file.messages.filter((m) => m.fatal)).toEqual([]);
  return missingComponents(file.data, provided, source).map((d) => `${d.file}:${d.line}:${d.column}  ${d.message}`);
}

describe('missingComponents', () => {
  it('reports the first use of each component nobody provides, at its position', async () => {
    const text = '# Page\n\n<Badge />\n\nText <Badge /> and <Tabs.Item>x</Tabs.Item>.\n';
    expect(await check(text)).toEqual([
      'content/docs/page.mdx:3:1  The MDX component <Badge> is used but not provided.',
      'content/docs/page.mdx:5:20  The MDX component <Tabs> is used but not provided.',
    ]);
  });

  it('counts components from the components map, imports and exports as provided', async () => {
    const text = [
      "import Chart, { Legend as Key } from './chart.tsx';",
      "import * as Icons from './icons.tsx';",
      'export const Note = (props) => <aside>{props.children}</aside>;',
      'export function Warning() { return null; }',
      'export const { Left, Right: Other } = { Left: () => null, Right: () => null };',
      '',
      '# Page',
      '',
      '<Chart /> <Key /> <Icons.Home /> <Note>n</Note> <Warning /> <Left /> <Other /> <Badge /> <Missing />',
      '',
      '<div>lower-case elements are HTML</div>',
    ].join('\n');
    expect(await check(text, { Badge: () => null })).toEqual(['content/docs/page.mdx:9:90  The MDX component <Missing> is used but not provided.']);
  });

  it('suggests a close name', async () => {
    const source = { displayPath: 'x.mdx', source: '<Bagde />\n' };
    const [problem] = missingComponents({ jsxUses: [{ name: 'Bagde', line: 1, column: 1 }], boundNames: [] }, { Badge: () => null }, source);
    expect(problem!.hint).toMatch(/^Did you mean <Badge>\?/);
    expect(problem!.frame).toContain('> 1 | <Bagde />');
  });
});
