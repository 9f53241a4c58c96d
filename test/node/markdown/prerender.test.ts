import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { mdxComponents, transparentComponents } from '../../../theme/mdx-components.tsx';
import { compileContent } from '../../../src/node/markdown/compile.ts';
import { createCodeOptions } from '../../../src/node/markdown/code-options.ts';
import { configSchema } from '../../../src/node/config/schema.ts';
import { createContentProcessors, type ContentProcessors } from '../../../src/node/markdown/processor.ts';
import type { ContentSource } from '../../../src/node/content/content-source.ts';
import type { MdxComponents } from '../../../src/node/render/render-page.ts';
import { renderContent } from '../../../src/node/render/render-page.ts';

// Pages that need JavaScript (an expression here), with what React renders in ways that depend on the place.
const PAGE = `# Title {6 * 7}

Text with **bold**, \`code\`, an [absolute link](https://example.org/?a=1&b="2") and entities: &amp; &lt; &copy; 'quotes'.

\`\`\`js title="a.js" {2}
const a = "<b>" + 'x';
// highlighted
function f() { return a; }
\`\`\`

| left | right |
| :--- | ----: |
| a    | b     |

- one
- two with *emphasis* and text
- three

<Tabs>
  <TabItem value="a" label="A">

  Inside a **component**: left as it is.

  </TabItem>
</Tabs>

<details>
  <summary>More</summary>

  Replaced by its component.

</details>

<div style={{ color: 'red' }}>An expression attribute.</div>

<svg width="10" height="10"><circle cx="5" cy="5" r="4" strokeWidth="1" /></svg>

Text {6 * 7} and text {'next'} side by side.
`;

function source(text: string, format: 'md' | 'mdx' = 'mdx'): ContentSource {
  return { plugin: 'docs', file: `/site/content/docs/page.${format}`, displayPath: `content/docs/page.${format}`, route: '/docs/page', format, source: text, frontmatter: {} };
}

async function render(processors: ContentProcessors, text: string, components: MdxComponents, format?: 'md' | 'mdx'): Promise<{ code: string; html: string }> {
  const compiled = await compileContent(source(text, format), processors);
  expect(compiled.file.messages.map(String)).toEqual([]);
  expect(compiled.code).not.toBe('');
  return { code: compiled.code, html: await renderContent(compiled.code, components, 'file:///site/content/docs/page.mdx') };
}

describe('the plain HTML of a page compiled to JavaScript, rendered at compile time', () => {
  let asBefore: ContentProcessors;
  let prerendering: ContentProcessors;
  let options: () => Parameters<typeof createContentProcessors>[0];
  beforeAll(async () => {
    const code = await createCodeOptions(configSchema.shape.markdown.parse(undefined), '/site');
    options = () => ({ code, references: { routesByFile: new Map<string, string>(), staticDir: join('/site', 'static') }, emoji: true });
    asBefore = createContentProcessors(options());
    prerendering = createContentProcessors({ ...options(), replacedTags: new Set(Object.keys(mdxComponents)) });
  });

  it('gives the same HTML as the page rendered element by element', async () => {
    const before = await render(asBefore, PAGE, mdxComponents);
    const after = await render(prerendering, PAGE, mdxComponents);
    expect(after.html).toBe(before.html);
    // What the page holds reached the HTML.
    expect(before.html).toContain('<svg');
    expect(before.html).toContain('data-island="Tabs"');
    expect(before.html).toContain('Title <!-- -->42');
  });

  it('puts a highlighted code block into the compiled code as one string, not a JSX call per token', async () => {
    const before = await render(asBefore, PAGE, mdxComponents);
    const after = await render(prerendering, PAGE, mdxComponents);
    expect(before.code).toContain('"token keyword"');
    expect(after.code).not.toContain('"token keyword"');
    expect(after.code).toContain('dangerouslySetInnerHTML');
    expect(after.code.length).toBeLessThan(before.code.length);
  });

  it('leaves the content of a component as elements, which it may read', async () => {
    const { code } = await render(prerendering, PAGE, mdxComponents);
    // The bold text inside <TabItem> and the paragraph inside <details> (Details, a component) stay JSX.
    expect(code).toMatch(/_components\.strong, \{\s*children: "component"/);
    expect(code).toMatch(/_components\.p, \{\s*children: "Replaced by its component."/);
  });

  it('renders an element the components map replaces by its component, at run time', async () => {
    const text = 'A paragraph with `inline code` and {1 + 1}.\n';
    const marked = ({ children }: { children?: unknown }) => `[${String(children)}]`;
    const replacingCode = createContentProcessors({
      code: await createCodeOptions(configSchema.shape.markdown.parse(undefined), '/site'),
      references: { routesByFile: new Map(), staticDir: '/site/static' },
      emoji: true,
      replacedTags: new Set(['code']),
    });
    const { html } = await render(replacingCode, text, { code: marked });
    expect(html).toContain('[inline code]');
    expect(html).toBe((await render(asBefore, text, { code: marked })).html);
  });

  it("renders the plain HTML inside docs-build's own Tabs, TabItem and details at compile time, with the same HTML", async () => {
    const inTabs = `import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

<Tabs groupId="lang">
  <TabItem value="js" label="JavaScript">

\`\`\`js title="a.js"
const a = 1;
\`\`\`

  </TabItem>
  <TabItem value="ts" label="TypeScript">

Some **bold** text.

  </TabItem>
</Tabs>

${PAGE}`;
    const transparent = createContentProcessors({ ...options(), replacedTags: new Set(Object.keys(mdxComponents)), transparentComponents: new Set(transparentComponents) });
    const before = await render(asBefore, inTabs, mdxComponents);
    const after = await render(transparent, inTabs, mdxComponents);
    expect(after.html).toBe(before.html);
    expect(before.html).toContain('data-island="Tabs"');
    // The components stay elements, and so do their own children; what those hold is one string each.
    expect(after.code).toMatch(/_jsx\(TabItem, \{\s*value: "js"/);
    expect(after.code).toMatch(/_jsxs?\(("summary"|_components\.summary)/);
    expect(after.code).not.toContain('"token keyword"');
    expect(after.code).not.toMatch(/_components\.strong/);
    expect(before.code).toContain('"token keyword"');
  });

  it('leaves what a component the page binds itself holds as elements, whatever its name', async () => {
    const own = `export function TabItem({ children }) { return children; }

<TabItem value="js">

\`\`\`js
const a = 1;
\`\`\`

</TabItem>
`;
    const transparent = createContentProcessors({ ...options(), replacedTags: new Set(Object.keys(mdxComponents)), transparentComponents: new Set(transparentComponents) });
    const compiled = await compileContent(source(own), transparent);
    expect(compiled.module).toBe(true);
    expect(compiled.code).toContain('"token keyword"');
  });

  it('prerenders nothing when the components map is not known', async () => {
    const compiled = await compileContent(source(PAGE), asBefore);
    expect(compiled.code).toContain('"token keyword"');
    expect(compiled.code).not.toContain('dangerouslySetInnerHTML');
  });
});
