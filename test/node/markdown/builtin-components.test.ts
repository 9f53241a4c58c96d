import { beforeAll, describe, expect, it } from 'vitest';
import { provideRenderHighlighter } from '../../../theme/code-highlight.ts';
import { mdxComponents } from '../../../theme/mdx-components.tsx';
import { BUILTIN_MODULE_EXPORTS } from '../../../theme/mdx/module-ids.ts';
import { builtinModules } from '../../../theme/mdx/modules.ts';
import { fileURLToPath } from 'node:url';
import { createCompiler, type Compiler, type SnippetOptions } from '../../helpers/markdown.ts';

// Pages with `export` compile as modules, bundled from where the page lives: a real folder, so `react` resolves.
const IN_SITE = { path: fileURLToPath(new URL('../../fixtures/mdx-components/content/docs/snippet.mdx', import.meta.url)) };

let compiler: Compiler;
beforeAll(async () => {
  compiler = await createCompiler();
});

const mdx = async (source: string, options: SnippetOptions = {}) => {
  const result = await compiler.compile(source, { format: 'mdx', components: mdxComponents, ...options });
  expect(result.messages).toEqual([]);
  return result.html!;
};

describe('Tabs and TabItem', () => {
  it('render Docusaurus’s markup inside an island carrying the options, the default tab shown and the others hidden', async () => {
    const html = await mdx(
      "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs groupId=\"os\" queryString>\n<TabItem value=\"mac\" label=\"macOS\">Mac</TabItem>\n<TabItem value=\"win\" label=\"Windows\" default>Win</TabItem>\n</Tabs>\n",
    );
    expect(html).toBe(
      '<div class="island" data-island="Tabs" data-props="{&quot;tabs&quot;:[{&quot;value&quot;:&quot;mac&quot;,&quot;label&quot;:&quot;macOS&quot;},{&quot;value&quot;:&quot;win&quot;,&quot;label&quot;:&quot;Windows&quot;}],&quot;defaultValue&quot;:&quot;win&quot;,&quot;groupId&quot;:&quot;os&quot;,&quot;queryKey&quot;:&quot;os&quot;}">' +
        '<div class="tabs-container"><ul role="tablist" aria-orientation="horizontal" class="tabs">' +
        '<li role="tab" tabindex="-1" aria-selected="false" class="tabs__item" data-value="mac">macOS</li>' +
        '<li role="tab" tabindex="0" aria-selected="true" class="tabs__item tabs__item--active" data-value="win">Windows</li></ul>' +
        '<div class="tabs__panels"><div data-value="mac" role="tabpanel" class="tabs__panel" hidden="">Mac</div><div data-value="win" role="tabpanel" class="tabs__panel">Win</div></div></div></div>',
    );
  });

  it('take labels and order from `values`, the first tab by default, and keep lazy panels in templates', async () => {
    const html = await mdx(
      "<Tabs lazy values={[{label: 'B', value: 'b'}, {label: 'A', value: 'a'}]}>\n<TabItem value=\"a\">Panel A</TabItem>\n<TabItem value=\"b\">Panel B</TabItem>\n</Tabs>\n",
    );
    expect(html).toContain('<li role="tab" tabindex="0" aria-selected="true" class="tabs__item tabs__item--active" data-value="b">B</li><li role="tab" tabindex="-1" aria-selected="false" class="tabs__item" data-value="a">A</li>');
    expect(html).toContain('<div class="tabs__panels"><div data-value="b" role="tabpanel" class="tabs__panel">Panel B</div><template data-value="a">Panel A</template></div>');
  });
});

describe('the other built-in components', () => {
  it('Admonition renders the markup of the ::: syntax', async () => {
    const html = await mdx("import Admonition from '@theme/Admonition';\n\n<Admonition type=\"tip\" title=\"Hint\">\n\nBody\n\n</Admonition>\n");
    expect(html).toBe('<aside class="admonition admonition--tip" role="note"><p class="admonition__title">Hint</p><div class="admonition__body"><p>Body</p></div></aside>');
    const fromSyntax = await compiler.compile(':::tip[Hint]\nBody\n:::\n', { format: 'mdx' });
    expect(fromSyntax.html).toBe(html);
  });

  it('Details and a JSX <details> render a native details element with its summary', async () => {
    const expected = '<details class="details"><summary>More</summary><div class="details__body"><p>Hidden</p></div></details>';
    expect(await mdx('<details>\n<summary>More</summary>\n\nHidden\n\n</details>\n')).toBe(expected);
    expect(await mdx("import Details from '@theme/Details';\n\n<Details summary=\"More\">\n\nHidden\n\n</Details>\n")).toBe(expected);
  });

  it('CodeBlock with its code in the page is highlighted at build time like a fence', async () => {
    const html = await mdx("import CodeBlock from '@theme/CodeBlock';\n\n<CodeBlock language=\"js\" title=\"hello.js\">{`const a = 1;`}</CodeBlock>\n");
    const fence = (await compiler.compile('```js title="hello.js"\nconst a = 1;\n```\n', { format: 'mdx' })).html;
    expect(html).toBe(fence);
    expect(html).toContain('<figcaption class="code-block__title">hello.js</figcaption>');
  });

  it('CodeBlock with code known only at run time shows it in the same frame', async () => {
    // Outside a build there is no render highlighter; a build run earlier in this process leaves its own in place.
    provideRenderHighlighter(undefined);
    const html = await mdx("import CodeBlock from '@theme/CodeBlock';\nexport const code = 'let b = 2;';\n\n<CodeBlock language=\"js\">{code}</CodeBlock>\n", IN_SITE);
    expect(html).toBe('<figure class="code-block" data-language="js"><pre class="shiki" tabindex="0"><code>let b = 2;</code></pre><button type="button" class="code-block__copy" aria-label="Copy code to clipboard">Copy</button></figure>');
  });

  it('TOCInline lists the page’s headings from the `toc` scope', async () => {
    const html = await mdx("import TOCInline from '@theme/TOCInline';\n\n<TOCInline toc={toc} />\n\n## One\n\n### One point one\n\n## Two\n");
    expect(html).toMatch(/^<div class="toc-inline"><ul><li><a href="#one">One<\/a><ul><li><a href="#one-point-one">One point one<\/a><\/li><\/ul><\/li><li><a href="#two">Two<\/a><\/li><\/ul><\/div>/);
  });

  it('Heading renders a heading with its anchor link', async () => {
    const html = await mdx("import Heading from '@theme/Heading';\n\n<Heading as=\"h3\" id=\"custom\">Custom</Heading>\n");
    expect(html).toBe('<h3 id="custom">Custom<a class="hash-link" href="#custom" aria-label="Direct link to Custom">#</a></h3>');
  });

  it('DocCardList renders the cards it is given', async () => {
    const html = await mdx("import DocCardList from '@theme/DocCardList';\n\n<DocCardList items={[{label: 'Setup', href: '/docs/setup', description: 'Get going'}]} />\n");
    expect(html).toBe('<section class="doc-cards"><a class="doc-card" href="/docs/setup"><span class="doc-card__title">Setup</span><span class="doc-card__description">Get going</span></a></section>');
  });

  it('a mermaid fence becomes a Mermaid island showing its source until drawn, in .md and .mdx', async () => {
    const expected = '<div class="island" data-island="Mermaid" data-props="{}"><div class="mermaid"><pre class="mermaid__source">graph TD\n  A --&gt; B</pre></div></div>';
    expect(await mdx('```mermaid\ngraph TD\n  A --> B\n```\n')).toBe(expected);
    expect((await compiler.compile('```mermaid\ngraph TD\n  A --> B\n```\n', { format: 'md', components: mdxComponents })).html).toBe(expected);
  });
});

describe('the MDX scope and @docusaurus modules', () => {
  it('gives frontMatter, contentTitle, toc and metadata to expressions', async () => {
    const result = await compiler.compile('# The title\n\n## Part\n\n{contentTitle} / {toc.map((t) => t.value).join()} / {frontMatter.sidebar_label} / {metadata.permalink}\n', {
      format: 'mdx',
      components: mdxComponents,
      frontmatter: { sidebar_label: 'Short' },
    });
    expect(result.messages).toEqual([]);
    expect(result.html).toContain('<p>The title<!-- --> / <!-- -->Part<!-- --> / <!-- -->Short<!-- --> / <!-- -->/docs/page</p>');
  });

  it('leaves a name the page exports itself to the page', async () => {
    expect(await mdx("export const toc = ['mine'];\n\nMine: {toc[0]}\n", IN_SITE)).toBe('<p>Mine: <!-- -->mine</p>');
  });

  it('Link, useBaseUrl, Translate and translate work as in a one-locale Docusaurus site', async () => {
    const html = await mdx(
      "import Link from '@docusaurus/Link';\nimport Translate, {translate} from '@docusaurus/Translate';\nimport useBaseUrl from '@docusaurus/useBaseUrl';\nexport const Logo = () => <a href={useBaseUrl('img/a.png')}>Logo</a>;\n\nSee <Link to=\"/docs/intro\">Intro</Link> and <Link href=\"https://example.org\">Out</Link>.\n\nCount: <Translate id=\"x\" values={{n: 3}}>{'{n} items'}</Translate>, {translate({message: 'Hello {who}'}, {who: 'you'})}\n\n<Logo />\n",
      IN_SITE,
    );
    expect(html).toBe(
      '<p>See <a href="/docs/intro">Intro</a> and <a href="https://example.org" target="_blank" rel="noopener noreferrer">Out</a>.</p>\n<p>Count: <!-- -->3 items<!-- -->, <!-- -->Hello you</p>\n<a href="/img/a.png">Logo</a>',
    );
  });

  it('fails a page importing a @theme module docs-build does not have, at the import', async () => {
    await expect(compiler.compile("import Fancy from '@theme/Fancy';\n\n<Fancy />\n", { format: 'mdx', components: mdxComponents })).rejects.toMatchObject({
      message: "Cannot import '@theme/Fancy': docs-build does not provide this Docusaurus module (its documentation's \"Docusaurus client API\" page lists those it does).",
      line: 1,
      column: 19,
    });
  });

  it('fails a page importing a name a built-in module does not export, at the import', async () => {
    const source = "import { useLocation } from '@docusaurus/router';\nimport { useDocRootMetadata } from '@docusaurus/plugin-content-docs/client';\n\nText\n";
    const result = await compiler.compile(source, { format: 'mdx', components: mdxComponents });
    expect(result.messages).toEqual(["/site/content/docs/page.mdx:2:10: 'useDocRootMetadata' is not exported by '@docusaurus/plugin-content-docs/client' in docs-build."]);
    expect(result.file.messages[0]!.fatal).toBe(true);
  });

  it('lists for the compiler exactly the names each built-in module exports', () => {
    const listed = Object.fromEntries(Object.entries(BUILTIN_MODULE_EXPORTS).map(([id, names]) => [id, [...names].sort()]));
    const actual = Object.fromEntries(Object.entries(builtinModules).map(([id, module]) => [id, Object.keys(module).sort()]));
    expect(listed).toEqual(actual);
  });
});
