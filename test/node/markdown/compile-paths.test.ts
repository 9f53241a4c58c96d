import { pathToFileURL } from 'node:url';
import { createElement, type ReactNode } from 'react';
import { VFile } from 'vfile';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContentSource } from '../../../src/node/content/content-source.ts';
import { compileContent } from '../../../src/node/markdown/compile.ts';
import { createCodeOptions } from '../../../src/node/markdown/code-options.ts';
import { configSchema } from '../../../src/node/config/schema.ts';
import { escapeHeadingIds } from '../../../src/node/markdown/preprocess.ts';
import { createContentProcessors, type ContentProcessors } from '../../../src/node/markdown/processor.ts';
import { renderContent, renderHast } from '../../../src/node/render/render-page.ts';

const FILE = '/site/content/docs/guide/page.mdx';

// Plain Markdown in an .mdx file: everything the pipeline does to text, with no JSX, expression or import.
const PLAIN = `---
title: Options
---

# Configure the add-on {#setup}

Intro with **bold**, _emphasis_, \`code\`, a [link](./other.mdx#part) and :rocket:.

| Option | Default | Meaning |
| :--- | :---: | ---: |
| \`port\` | \`22\` | The SSH port |

:::tip Keep it short
Tips render as admonitions.
:::

\`\`\`yaml title="config.yaml" {2}
ssh_enabled: true
ssh_port: 22
\`\`\`

- [x] done
- [ ] to do

Text with a bare URL https://example.com and ~~old~~ words.

![Diagram](https://example.com/diagram.png)
`;

function source(text: string): ContentSource {
  return { plugin: 'docs', file: FILE, displayPath: 'content/docs/guide/page.mdx', route: '/docs/guide/page', format: 'mdx', source: text, frontmatter: {} };
}

describe('compiling without generated code', () => {
  let processors: ContentProcessors;
  beforeAll(async () => {
    processors = createContentProcessors({
      code: await createCodeOptions(configSchema.shape.markdown.parse(undefined), '/site'),
      references: { routesByFile: new Map([['/site/content/docs/guide/other.mdx', '/docs/guide/other']]), staticDir: '/site/static' },
      emoji: true,
    });
  });

  it('gives a plain page as an HTML tree, with no code to run', async () => {
    const compiled = await compileContent(source(PLAIN), processors);
    expect(compiled.hast?.type).toBe('root');
    expect(compiled.code).toBe('');
  });

  it('renders a plain page exactly as the compiled MDX of the same text, with the same page facts', async () => {
    const fast = await compileContent(source(PLAIN), processors);
    // The full MDX path for the same text: compile to a function body, run it, render it.
    const file = new VFile({ path: FILE, value: escapeHeadingIds(PLAIN) });
    const code = String(await processors.mdx.process(file));
    const components = {};
    expect(renderHast(fast.hast!, components)).toBe(await renderContent(code, components, pathToFileURL(FILE).href));
    expect(fast.file.data.toc).toEqual(file.data.toc);
    expect(fast.file.data.references).toEqual(file.data.references);
    expect(fast.file.data.title).toEqual(file.data.title);
  });

  it('passes element overrides of the components map to a plain page too', async () => {
    const fast = await compileContent(source('A [link](https://example.com).'), processors);
    const html = renderHast(fast.hast!, { a: ({ href, children }: { href: string; children: unknown }) => `[${String(children)}](${href})` });
    expect(html).toContain('[link](https://example.com)');
  });

  it('compiles a page with an expression, an import, or JSX that needs evaluating to code', async () => {
    const needsCode = [
      'Two is {1 + 1}.',
      "import x from './x.js'\n\nText.",
      'Hello <Badge count={2} />',
      'Hello <Badge {...props} />',
      // A lowercase tag written as JSX is not swapped for a component by MDX, as the components map would do.
      '<details><summary>More</summary>Text</details>',
    ];
    for (const text of needsCode) {
      const compiled = await compileContent(source(text), processors);
      expect(compiled.hast, text).toBeUndefined();
      expect(compiled.code, text).toContain('function _createMdxContent');
    }
  });

  // Components with plain attributes, as a site's docs use them: resolved by name, no code generated.
  const JSX = `# Install

<OpenAddon addon="3490a758_tdm" name="Tasmota Device Manager" />

Press <Kbd.Key name="Enter" /> or <Kbd.Key name="Esc" disabled />.

<Note kind="tip">
Inside a component, **Markdown** still works, with [links](./other.mdx).

- one
- two
</Note>

<>
Fragment text
</>
`;
  const jsxComponents = {
    OpenAddon: ({ addon, name }: { addon: string; name: string }) => createElement('a', { href: `/redirect/${addon}`, className: 'open' }, `Open ${name}`),
    Kbd: { Key: ({ name, disabled }: { name: string; disabled?: boolean }) => createElement('kbd', { 'data-disabled': disabled ? '' : undefined }, name) },
    Note: ({ kind, children }: { kind: string; children: ReactNode }) => createElement('aside', { className: kind }, children),
  };

  it('gives a page whose JSX only names components with plain attributes as an HTML tree', async () => {
    const compiled = await compileContent(source(JSX), processors);
    expect(compiled.code).toBe('');
    expect(compiled.hast?.type).toBe('root');
  });

  it('renders such a page exactly as the compiled MDX of the same text', async () => {
    const fast = await compileContent(source(JSX), processors);
    const code = String(await processors.mdx.process(new VFile({ path: FILE, value: escapeHeadingIds(JSX) })));
    const html = renderHast(fast.hast!, jsxComponents);
    expect(html).toBe(await renderContent(code, jsxComponents, pathToFileURL(FILE).href));
    expect(html).toContain('<a href="/redirect/3490a758_tdm" class="open">Open Tasmota Device Manager</a>');
    expect(html).toContain('<kbd data-disabled="">Esc</kbd>');
    expect(html).toContain('<aside class="tip">');
  });
});

describe("a site's plugin that adds an import to a plain doc", () => {
  // As npm2yarn does for its tabs: the page only needs code once the site's plugins have run.
  const addTabsImport = () => (tree: { children: unknown[] }) => {
    const estree = {
      type: 'Program',
      sourceType: 'module',
      body: [{ type: 'ImportDeclaration', specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: 'Tabs' } }], source: { type: 'Literal', value: '@theme/Tabs', raw: "'@theme/Tabs'" } }],
    };
    tree.children.unshift({ type: 'mdxjsEsm', value: "import Tabs from '@theme/Tabs'", data: { estree } });
  };

  it('still gives the doc its title as the h1, once', async () => {
    const processors = createContentProcessors({
      code: await createCodeOptions(configSchema.shape.markdown.parse(undefined), '/site'),
      references: { routesByFile: new Map(), staticDir: '/site/static' },
      emoji: false,
      plugins: { beforeDefaultRemarkPlugins: [], remarkPlugins: [addTabsImport], beforeDefaultRehypePlugins: [], rehypePlugins: [] },
    });
    const compiled = await compileContent({ ...source('Intro.\n\n## Part\n'), frontmatter: { title: 'Using with Tabs' } }, processors);
    expect(compiled.hast).toBeUndefined();
    expect(compiled.file.data.title).toBe('Using with Tabs');
    expect(compiled.code.match(/_components\.h1\b/g)).toHaveLength(1);
    expect(compiled.file.data.toc?.map((item) => item.id)).toEqual(['part']);
  });
});
