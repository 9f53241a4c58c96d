import { beforeAll, describe, expect, it } from 'vitest';
import { createCompiler, textOf, type Compiler } from '../../helpers/markdown.ts';

let compiler: Compiler;
beforeAll(async () => {
  compiler = await createCompiler();
});

const types = [
  ['note', 'note', 'Note'],
  ['tip', 'tip', 'Tip'],
  ['info', 'info', 'Info'],
  ['warning', 'warning', 'Warning'],
  ['danger', 'danger', 'Danger'],
  // Docusaurus' `caution` looks like a warning and `important` like info, under their own titles.
  ['caution', 'warning', 'Caution'],
  ['important', 'info', 'Important'],
] as const;

describe.each(['md', 'mdx'] as const)('admonitions in .%s', (format) => {
  it.each(types)(':::%s becomes an aside with its default title', async (name, cssType, title) => {
    const { html, messages } = await compiler.compile(`:::${name}\nKeep a **backup**.\n:::\n`, { format });
    expect(messages).toEqual([]);
    expect(html).toBe(
      `<aside class="admonition admonition--${cssType}" role="note"><p class="admonition__title">${title}</p><div class="admonition__body"><p>Keep a <strong>backup</strong>.</p></div></aside>`,
    );
  });

  it.each(types)(':::%s[Title] takes the title, inline markup included', async (name, cssType) => {
    const { html } = await compiler.compile(`:::${name}[Before you *start*]\nBody\n:::\n`, { format });
    expect(html).toBe(
      `<aside class="admonition admonition--${cssType}" role="note"><p class="admonition__title">Before you <em>start</em></p><div class="admonition__body"><p>Body</p></div></aside>`,
    );
  });

  it('takes a title from a title attribute', async () => {
    const { html } = await compiler.compile(':::info{title="From the attribute"}\nBody\n:::\n', { format });
    expect(html).toContain('<p class="admonition__title">From the attribute</p>');
  });

  it('nests inside an admonition with a longer fence', async () => {
    const { html } = await compiler.compile('::::tip\nOuter\n\n:::danger\nInner\n:::\n::::\n', { format });
    expect(html).toMatch(/^<aside class="admonition admonition--tip"[^]*<aside class="admonition admonition--danger"[^]*<\/aside><\/div><\/aside>$/);
  });

  it('leaves prose with colons alone: Note:tip, 10:30, ::name', async () => {
    const prose = 'Note:tip at 10:30, ratio 16:9 and ::leaf in a sentence.';
    const { html, messages } = await compiler.compile(`${prose}\n`, { format });
    expect(messages).toEqual([]);
    expect(textOf(html!)).toBe(prose);
    expect(html).not.toContain('<aside');
  });

  it('gives back a text or leaf directive exactly as written, label and attributes included', async () => {
    const { html } = await compiler.compile('Use :abbr[HTML]{title="x"} here.\n\n::embed[video]{id=42}\n', { format });
    expect(textOf(html!)).toBe('Use :abbr[HTML]{title="x"} here.\n::embed[video]{id=42}');
  });

  it('shows an unknown container as text, warning at its position', async () => {
    const { html, messages } = await compiler.compile('Intro.\n\n:::fancy[Label]\nStill *Markdown*.\n:::\n', { format });
    expect(html).toBe('<p>Intro.</p>\n<p>:::fancy[Label]</p>\n<p>Still <em>Markdown</em>.</p>\n<p>:::</p>');
    expect(messages).toEqual([expect.stringMatching(/page\.mdx?:3:1-5:4: Unknown admonition type ':::fancy'; it is shown as plain text\.$/)]);
  });
});
