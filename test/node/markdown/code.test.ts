import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Root } from 'hast';
import rehypeStringify from 'rehype-stringify';
import { createHighlighter } from 'shiki';
import { createJavaScriptRegexEngine, defaultJavaScriptRegexConstructor } from 'shiki/engine/javascript';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { createCodeOptions } from '../../../src/node/markdown/code-options.ts';
import { configSchema } from '../../../src/node/config/schema.ts';
import { createShiki, type Highlighter } from '../../../src/node/markdown/highlighter.ts';
import rehypeCode, { parseMeta, type CodeOptions } from '../../../src/node/markdown/rehype-code.ts';
import { createCompiler, textOf, type Compiler } from '../../helpers/markdown.ts';

let compiler: Compiler;
beforeAll(async () => {
  // Shiki, chosen by the config; Prism, the default, is tested in prism-code.test.ts.
  compiler = await createCompiler({ markdown: { highlighter: 'shiki' } });
});

const yaml = ['```yaml title="config.yaml" {1,3-5}', 'mqtt:', '  host: broker', '  port: 1883', '  user: ha', '  password: secret', 'cameras: []', '```', ''].join('\n');

function lines(html: string): string[] {
  return [...html.matchAll(/<span class="(line[^"]*)">/g)].map((m) => m[1]!);
}

describe.each(['md', 'mdx'] as const)('code blocks highlighted by Shiki in .%s', (format) => {
  it('are highlighted at build time in a light and a dark theme, without scripts', async () => {
    const { html, messages } = await compiler.compile(yaml, { format });
    expect(messages).toEqual([]);
    expect(html).toMatch(/<pre class="shiki shiki-themes [\w-]+ [\w-]+" style="[^"]*--shiki-light:[^"]*--shiki-dark:/);
    expect(html).toMatch(/<span style="--shiki-light:#[0-9A-Fa-f]{6};--shiki-dark:#[0-9A-Fa-f]{6}">mqtt<\/span>/);
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('<figure class="code-block" data-language="yaml">');
    // The code text is unchanged.
    expect(textOf(/<code>([^]*)<\/code>/.exec(html!)![1]!)).toBe('mqtt:\n  host: broker\n  port: 1883\n  user: ha\n  password: secret\ncameras: []');
  });

  it('show the title as a figcaption', async () => {
    const { html } = await compiler.compile(yaml, { format });
    expect(html).toMatch(/^<figure class="code-block" data-language="yaml"><figcaption class="code-block__title">config\.yaml<\/figcaption><pre /);
  });

  it('mark the lines named in {1,3-5}', async () => {
    const { html } = await compiler.compile(yaml, { format });
    const marked = 'line theme-code-block-highlighted-line';
    expect(lines(html!)).toEqual([marked, 'line', marked, marked, marked, 'line']);
  });

  it('get a copy button', async () => {
    const { html } = await compiler.compile('```bash\nha addons reload\n```\n', { format });
    expect(html).toContain('<button type="button" class="code-block__copy" aria-label="Copy code to clipboard">Copy</button></figure>');
  });

  it('accept language aliases', async () => {
    const { html, messages } = await compiler.compile('```sh\necho hi\n```\n', { format });
    expect(messages).toEqual([]);
    expect(html).toContain('data-language="bash"');
  });

  it('without a language are plain text, with no warning', async () => {
    const { html, messages } = await compiler.compile('```\nplain <text>\n```\n', { format });
    expect(messages).toEqual([]);
    expect(html).toContain('data-language="text"');
    expect(html).toContain('plain &lt;text&gt;');
  });

  it('in an unknown language are shown plain, with a warning at the fence', async () => {
    const { html, messages, file } = await compiler.compile('# T\n\nText.\n\n```klingon\nQapla!\n```\n', { format });
    expect(html).toContain('data-language="text"');
    expect(textOf(html!)).toContain('Qapla!');
    expect(messages).toEqual([expect.stringMatching(/page\.mdx?:5:1-7:4: Unknown code block language 'klingon'; its blocks are shown as plain text\.$/)]);
    expect(file.messages[0]!.fatal).not.toBe(true);
    expect(file.messages[0]!.ruleId).toBe('code-language');
  });
});

describe('parseMeta', () => {
  it('reads a title in either quote and where line numbers start', () => {
    expect(parseMeta("title='a b.ts' {2}")).toEqual({ title: 'a b.ts', lineNumbersFrom: undefined });
    expect(parseMeta('showLineNumbers=4')).toEqual({ title: undefined, lineNumbersFrom: 4 });
    expect(parseMeta('showLineNumbers')).toEqual({ title: undefined, lineNumbersFrom: 1 });
  });
});

describe('a code block whose first tokenization is slow', () => {
  it('is highlighted in full, as it is on a quiet machine', async () => {
    const themes = { light: 'github-light-default', dark: 'github-dark-default' };
    const quick = await createShiki();
    const options = await createCodeOptions(configSchema.shape.markdown.parse({ highlighter: 'shiki' }), '/site');
    // The same engine, but compiling its first pattern takes 0.7 s, as a busy machine can make it: the clock is
    // moved on by that much instead of spending the time (the tokenizer's time limit reads Date.now()).
    let first = true;
    vi.useFakeTimers({ toFake: ['Date'] });
    const engine = createJavaScriptRegexEngine({
      regexConstructor: (pattern) => {
        if (first) {
          first = false;
          vi.setSystemTime(Date.now() + 700);
        }
        return defaultJavaScriptRegexConstructor(pattern);
      },
    });
    const slow = (await createHighlighter({ themes: Object.values(themes), langs: ['html'], engine })) as unknown as Highlighter;
    const code = '<style>.note { color: teal; }</style>\n<script>const answer = 42;</script>';
    const tree = (): Root => ({ type: 'root', children: [{ type: 'element', tagName: 'pre', properties: {}, children: [{ type: 'element', tagName: 'code', properties: { className: ['language-html'] }, children: [{ type: 'text', value: code }] }] }] });
    const highlight = async (code: CodeOptions) => {
      const root = tree();
      await rehypeCode(code)(root, new VFile());
      return unified().use(rehypeStringify).stringify(root);
    };
    await quick.ensureLanguage('html');
    const expected = await highlight(options);
    // The build's Shiki highlighter, with the slow engine's codeToHast in place of its own.
    const original = quick.codeToHast;
    quick.codeToHast = async (text, shikiOptions) => slow.codeToHast(text, shikiOptions);
    try {
      expect(await highlight(options)).toBe(expected);
      expect(first).toBe(false);
    } finally {
      quick.codeToHast = original;
      vi.useRealTimers();
    }
  });
});
