import { beforeAll, describe, expect, it } from 'vitest';
import { createCompiler, textOf, type Compiler } from '../../helpers/markdown.ts';

let compiler: Compiler;
beforeAll(async () => {
  compiler = await createCompiler();
});

describe.each(['md', 'mdx'] as const)('GitHub-flavoured syntax in .%s', (format) => {
  it('renders tables with alignment', async () => {
    const { html } = await compiler.compile('| Option | Default |\n|:--|--:|\n| `host` | none |\n| port | 1883 |\n', { format });
    // The table element may carry attributes of its own (it is made focusable for scrolling).
    expect(html!.replace(/^<table[^>]*>/, '<table>')).toBe(
      '<table><thead><tr><th style="text-align:left">Option</th><th style="text-align:right">Default</th></tr></thead><tbody><tr><td style="text-align:left"><code>host</code></td><td style="text-align:right">none</td></tr><tr><td style="text-align:left">port</td><td style="text-align:right">1883</td></tr></tbody></table>',
    );
  });

  it('renders strikethrough, task lists and bare URLs', async () => {
    const { html } = await compiler.compile('~~old~~\n\n- [x] done\n\nSee https://example.org now.\n', { format });
    expect(html).toContain('<del>old</del>');
    expect(html).toMatch(/<input type="checkbox" disabled="" checked=""\/>/);
    expect(textOf(html!)).toContain(' done');
    expect(html).toContain('<a href="https://example.org">https://example.org</a>');
  });

  it('turns emoji shortcodes into emoji', async () => {
    const { html } = await compiler.compile('Installed :tada: and :rocket:, but not :not-an-emoji:.\n', { format });
    expect(html).toBe('<p>Installed 🎉 and 🚀, but not :not-an-emoji:.</p>');
  });
});

describe('emoji', () => {
  it('can be turned off', async () => {
    const plain = await createCompiler({ emoji: false });
    expect((await plain.compile(':tada:\n')).html).toBe('<p>:tada:</p>');
  });
});

describe('plain Markdown (.md)', () => {
  it('keeps raw HTML such as an iframe, made lazy', async () => {
    const { html, messages } = await compiler.compile(
      'Watch:\n\n<iframe width="560" height="315" frameborder="0" allowfullscreen src="https://www.youtube-nocookie.com/embed/abc"></iframe>\n',
      { format: 'md' },
    );
    expect(messages).toEqual([]);
    const iframe = /<iframe[^>]*>/i.exec(html!)?.[0] ?? '';
    expect(iframe).toMatch(/ src="https:\/\/www\.youtube-nocookie\.com\/embed\/abc"/);
    expect(iframe).toMatch(/ frameborder="0"/i);
    expect(iframe).toMatch(/ allowfullscreen=""/i);
    expect(iframe).toContain(' loading="lazy"');
  });

  it('keeps an explicit loading attribute', async () => {
    const { html } = await compiler.compile('<iframe src="https://example.org/x" loading="eager"></iframe>\n', { format: 'md' });
    expect(html).toContain('loading="eager"');
    expect(html).not.toContain('loading="lazy"');
  });

  it('does not break on a stray { or <', async () => {
    const { html, messages } = await compiler.compile('Use {braces} freely, and a < b, and a lone {.\n', { format: 'md' });
    expect(messages).toEqual([]);
    expect(html).toBe('<p>Use {braces} freely, and a &lt; b, and a lone {.</p>');
  });
});

describe('MDX (.mdx)', () => {
  it('makes an iframe lazy too', async () => {
    const { html } = await compiler.compile('<iframe src="https://example.org/embed" allowFullScreen />\n', { format: 'mdx' });
    expect(html).toMatch(/<iframe src="https:\/\/example\.org\/embed" allowfullscreen="" loading="lazy"><\/iframe>/i);
  });

  it('reports a syntax error as one fatal message with line and column, without throwing', async () => {
    const { html, messages, file } = await compiler.compile('# Title\n\nFine line.\n\nA broken {expression\n', { format: 'mdx' });
    expect(html).toBeUndefined();
    expect(file.messages).toHaveLength(1);
    expect(file.messages[0]!.fatal).toBe(true);
    expect(file.messages[0]!.line).toBe(5);
    expect(file.messages[0]!.column).toBeGreaterThanOrEqual(10);
    expect(messages[0]).toMatch(/page\.mdx:5:\d+: .*expression/);
  });

  it('reports an unclosed tag at its line', async () => {
    const { file } = await compiler.compile('Intro.\n\n<div>\n\nNo end.\n', { format: 'mdx' });
    expect(file.messages[0]!.fatal).toBe(true);
    // The position is the opening tag's, taken from the parser's own message.
    expect([file.messages[0]!.line, file.messages[0]!.column]).toEqual([3, 1]);
  });
});
