import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Element, Root } from 'hast';
import { Highlight, type PrismTheme, themes } from 'prism-react-renderer';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { VFile } from 'vfile';
import { configSchema, type UserConfig } from '../../../src/node/config/schema.ts';
import { mapDocusaurusConfig } from '../../../src/node/docusaurus/map-config.ts';
import { validateConfig } from '../../../src/node/config/load.ts';
import { createCodeOptions } from '../../../src/node/markdown/code-options.ts';
import { createPrismHighlighter } from '../../../src/node/markdown/prism-highlighter.ts';
import rehypeCode from '../../../src/node/markdown/rehype-code.ts';
import { createCompiler, type Compiler } from '../../helpers/markdown.ts';

const CSS_NAMES: Record<string, string> = { color: 'color', backgroundColor: 'background-color', fontStyle: 'font-style', fontWeight: 'font-weight', textDecorationLine: 'text-decoration-line', opacity: 'opacity' };

type Tok = { className: string; content: string; style: Record<string, string> };

/** What prism-react-renderer's Highlight gives Docusaurus's theme for each token, in one theme. */
function reference(code: string, language: string, theme: PrismTheme): Tok[][] {
  const lines: Tok[][] = [];
  renderToStaticMarkup(
    // Called as a function: it only wraps the component that does the work, and takes its render function as a prop.
    Highlight({
      code,
      language,
      theme,
      children: ({ tokens, getTokenProps }) => {
        for (const line of tokens) {
          lines.push(
            line.flatMap((token) => {
              const props = getTokenProps({ token });
              if (token.empty || token.content === '') return [];
              const style = Object.fromEntries(Object.entries(props.style ?? {}).flatMap(([key, value]) => (CSS_NAMES[key] && value !== undefined ? [[CSS_NAMES[key], String(value)]] : [])));
              return [{ className: String(props.className), content: token.content, style }];
            }),
          );
        }
        return createElement(Fragment);
      },
    }),
  );
  return lines;
}

/** The tokens of our `<pre>`, with one theme's styles read back from their variables. */
function ours(pre: Element, mode: 'l' | 'd'): Tok[][] {
  const code = pre.children[0] as Element;
  return code.children
    .filter((line): line is Element => line.type === 'element')
    .map((line) =>
      line.children.map((span) => {
        const token = span as Element;
        const style: Record<string, string> = {};
        for (const part of String(token.properties.style ?? '').split(';')) {
          const match = new RegExp(`^--prism-${mode}-([a-z-]+):(.*)$`).exec(part);
          if (match) style[match[1]!] = match[2]!;
        }
        return { className: (token.properties.className as string[]).join(' '), content: String((token.children[0] as { value: string }).value), style };
      }),
    );
}

const samples: Record<string, string> = {
  js: ['const answer = async (q) => `$', '{q}: $', '{42}`; // why\nexport default /a+b/g;\n'].join(''),
  jsx: 'export const A = () => <div className="x" onClick={() => go(1)}>{"hi"}</div>;\n',
  tsx: 'function f<T extends object>(v: T): Promise<T> {\n  return Promise.resolve(v);\n}\n',
  yaml: 'mqtt:\n  host: core-mosquitto # the add-on\n  port: 1883\n',
  css: '.a > b:hover { color: #fff !important; }\n',
  json: '{ "a": [1, true, null] }\n',
};

describe('Prism tokens', () => {
  const pairs: Array<[string, PrismTheme, PrismTheme]> = [
    ['github / dracula', themes.github, themes.dracula],
    ['vsLight / vsDark', themes.vsLight, themes.vsDark],
  ];
  describe.each(pairs)('with %s', (_, light, dark) => {
    it.each(Object.keys(samples))('are those prism-react-renderer gives for %s, in both themes', (language) => {
      const code = samples[language]!.replace(/\n$/, '');
      const pre = createPrismHighlighter({ theme: light as never, darkTheme: dark as never }).highlight(code, language, new Map());
      expect(pre.properties.className).toEqual(['prism-code', `language-${language}`]);
      expect(ours(pre, 'l')).toEqual(reference(code, language, light));
      expect(ours(pre, 'd')).toEqual(reference(code, language, dark));
    });
  });

  it('carry the themes’ own colours on the block, and palenight by default, as Docusaurus', () => {
    const pre = createPrismHighlighter({}).highlight('x', 'js', new Map());
    expect(pre.properties.style).toBe(
      `--prism-l-plain-color:${themes.palenight.plain.color};--prism-d-plain-color:${themes.palenight.plain.color};--prism-l-plain-background-color:${themes.palenight.plain.backgroundColor};--prism-d-plain-background-color:${themes.palenight.plain.backgroundColor}`,
    );
  });
});

const lineClasses = (html: string) => [...html.matchAll(/<span class="token-line line([^"]*)">/g)].map((m) => m[1]!.trim());
const codeText = (html: string) => /<code>([^]*)<\/code>/.exec(html)![1]!.replace(/<[^>]+>/g, '');

describe('Prism code blocks in pages', () => {
  let compiler: Compiler;
  beforeAll(async () => {
    compiler = await createCompiler();
  });

  it('mark {1,3-4} lines with the first magic comment class and leave magic comments in the code', async () => {
    const { html } = await compiler.compile('```js {1,3-4}\na();\n// highlight-next-line\nb();\nc();\n```\n');
    expect(lineClasses(html!)).toEqual(['theme-code-block-highlighted-line', '', 'theme-code-block-highlighted-line', 'theme-code-block-highlighted-line']);
    expect(codeText(html!)).toContain('// highlight-next-line');
  });

  it('mark lines by magic comments in the language’s comment style, and remove them', async () => {
    const source = ['```python', '# highlight-next-line', 'a = 1', '// highlight-next-line', 'b = 2', '```', '', '```jsx', '{/* highlight-start */}', '<A />', '<B />', '{/* highlight-end */}', '<C />', '```', ''].join('\n');
    const { html } = await compiler.compile(source, { format: 'mdx' });
    // `//` is no comment in Python: that line stays, and marks nothing.
    expect(lineClasses(html!)).toEqual(['theme-code-block-highlighted-line', '', '', 'theme-code-block-highlighted-line', 'theme-code-block-highlighted-line', '']);
    expect(html).not.toContain('# highlight-next-line');
    expect(html).not.toContain('highlight-start');
  });

  it('number lines and show the title', async () => {
    const { html } = await compiler.compile('```js title="a.js" showLineNumbers=3\na();\n```\n');
    expect(html).toMatch(/^<figure class="code-block code-block--line-numbers" data-language="js" style="counter-reset:line 2"><figcaption class="code-block__title">a\.js<\/figcaption><pre class="prism-code language-js"/);
  });

  it('take the defaultLanguage for a fence without one', async () => {
    const own = await createCompiler({ markdown: { prism: { defaultLanguage: 'JS' } } });
    const { html, messages } = await own.compile('```\nconst a = 1;\n```\n');
    expect(messages).toEqual([]);
    expect(html).toContain('<pre class="prism-code language-js"');
    expect(html).toContain('<span class="token keyword"');
  });

  it('warn once per language at the fence for a language Prism does not have, and show it plain', async () => {
    const { html, messages } = await compiler.compile('# T\n\n```nosuchlang\nx y\n```\n\n```nosuchlang\nz\n```\n');
    expect(messages).toEqual([expect.stringMatching(/page\.md:3:1-5:4: Unknown code block language 'nosuchlang'; its blocks are shown as plain text\.$/)]);
    expect(html).toContain('<span class="token plain">x y</span>');
  });

  it('show a fence named after one of Prism’s helpers (not a language) as plain text, with the warning', async () => {
    const { html, messages } = await compiler.compile('```extend\na b\n```\n');
    expect(messages).toEqual([expect.stringContaining("Unknown code block language 'extend'")]);
    expect(html).toContain('<span class="token plain">a b</span>');
  });
});

describe('custom magic comments', () => {
  it('mark lines with their own classes, in the order the config lists them', async () => {
    const magicComments = [
      { className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
      { className: 'code-block-error-line', line: 'This will error' },
    ];
    const compiler = await createCompiler({ markdown: { prism: { magicComments } } });
    const source = ['```js', '// This will error', '// highlight-next-line', 'a();', 'b();', '```', ''].join('\n');
    const { html } = await compiler.compile(source);
    expect(lineClasses(html!)).toEqual(['theme-code-block-highlighted-line code-block-error-line', '']);
  });
});

describe('additionalLanguages', () => {
  it('loads a language prism-react-renderer does not bundle from prismjs, as Docusaurus does', async () => {
    const before = await createCompiler();
    expect((await before.compile('```haskell\nmain = putStrLn "hi"\n```\n')).messages).toHaveLength(1);
    const compiler = await createCompiler({ markdown: { prism: { additionalLanguages: ['haskell'] } } });
    const { html, messages } = await compiler.compile('```haskell\nmain = putStrLn "hi"\n```\n');
    expect(messages).toEqual([]);
    expect(html).toContain('<span class="token string"');
  });

  it('highlights a language whose grammar reaches the global Prism while tokenizing (twig, on markup-templating)', async () => {
    const compiler = await createCompiler({ markdown: { prism: { additionalLanguages: ['php', 'twig'] } } });
    const { html, messages } = await compiler.compile('```twig\n{% if user %}<b>{{ user.name }}</b>{% endif %}\n```\n');
    expect(messages).toEqual([]);
    expect(html).toContain('<span class="token twig language-twig tag-name keyword"');
  });

  it("highlights a build's code with its own languages only, not those an earlier build in the process loaded", async () => {
    const withBash = await createCompiler({ markdown: { prism: { additionalLanguages: ['bash'] } } });
    expect((await withBash.compile('```sh\necho hi\n```\n')).html).toContain('<span class="token builtin class-name"');
    const without = await createCompiler();
    const { html, messages } = await without.compile('```bash\necho hi\n```\n\n```sh\necho hi\n```\n');
    expect(html).not.toContain('builtin');
    expect(messages.map(String)).toEqual([expect.stringContaining("'bash'"), expect.stringContaining("'sh'")]);
  });

  it('names the config key when a language does not exist', async () => {
    const markdown = configSchema.shape.markdown.parse({ prism: { additionalLanguages: ['no-such-prism-language'] } });
    await expect(createCodeOptions(markdown, '/site')).rejects.toThrow(/markdown\.prism\.additionalLanguages: the Prism language 'no-such-prism-language' could not be loaded/);
  });

  it('come from a Docusaurus config’s themeConfig.prism with its themes', () => {
    const prism = { theme: themes.github, darkTheme: themes.dracula, additionalLanguages: ['Bash'], defaultLanguage: 'js' };
    const raw = { title: 'S', url: 'https://example.org', baseUrl: '/', themeConfig: { prism } };
    const config = validateConfig(mapDocusaurusConfig(raw).config, 'docusaurus.config.js');
    expect(config.markdown.highlighter).toBe('prism');
    expect(config.markdown.prism).toMatchObject({ theme: themes.github, darkTheme: themes.dracula, additionalLanguages: ['bash'], defaultLanguage: 'js' });
    expect(config.markdown.prism.magicComments[0]!.className).toBe('theme-code-block-highlighted-line');
  });
});

describe('highlighted blocks kept between builds', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const page = (code: string): Root => ({
    type: 'root',
    children: [{ type: 'element', tagName: 'pre', properties: {}, children: [{ type: 'element', tagName: 'code', properties: { className: ['language-js'] }, children: [{ type: 'text', value: code }] }] }],
  });

  /** Runs rehype-code on a page as a build would, counting the blocks actually highlighted. */
  async function build(markdown: UserConfig['markdown'], codes: string[]): Promise<{ highlighted: number; html: string }> {
    const options = await createCodeOptions(configSchema.shape.markdown.parse(markdown), '/site', dir);
    let highlighted = 0;
    const counting = {
      ...options,
      highlighter: {
        ...options.highlighter,
        highlight: (...args: Parameters<typeof options.highlighter.highlight>) => {
          highlighted++;
          return options.highlighter.highlight(...args);
        },
      },
    };
    const trees = codes.map(page);
    const root: Root = { type: 'root', children: trees.flatMap((t) => t.children) };
    await rehypeCode(counting)(root, new VFile({ path: '/site/docs/a.md' }));
    return { highlighted, html: JSON.stringify(root) };
  }

  it('are reused by the next build, and highlighted again when the theme changes', async () => {
    dir = mkdtempSync(join(tmpdir(), 'docs-build-highlighted-'));
    const first = await build({}, ['const a = 1;', 'let b = 2;']);
    expect(first.highlighted).toBe(2);
    expect(readdirSync(dir)).toHaveLength(1);
    const second = await build({}, ['const a = 1;', 'let b = 2;']);
    expect(second.highlighted).toBe(0);
    expect(second.html).toBe(first.html);
    // One block changed: only it is highlighted again.
    expect((await build({}, ['const a = 1;', 'let b = 3;'])).highlighted).toBe(1);
    const otherTheme = await build({ prism: { theme: themes.github } }, ['const a = 1;', 'let b = 3;']);
    expect(otherTheme.highlighted).toBe(2);
    expect(otherTheme.html).not.toBe(first.html);
  });

  it('are highlighted again when the kept file is damaged', async () => {
    dir = mkdtempSync(join(tmpdir(), 'docs-build-highlighted-'));
    await build({}, ['const a = 1;']);
    const { writeFileSync, readFileSync } = await import('node:fs');
    const file = join(dir, readdirSync(dir)[0]!);
    writeFileSync(file, readFileSync(file, 'utf8').replace('const', 'CONST'));
    expect((await build({}, ['const a = 1;'])).highlighted).toBe(1);
  });
});
