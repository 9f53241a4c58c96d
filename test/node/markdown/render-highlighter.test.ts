// <CodeBlock> with code known only while a page renders: highlighted at once, as a fence, by the build's highlighter.
import { describe, expect, it } from 'vitest';
import { configSchema } from '../../../src/node/config/schema.ts';
import { createCodeOptions } from '../../../src/node/markdown/code-options.ts';
import { createRenderHighlighter } from '../../../src/node/markdown/render-highlighter.ts';

const markdown = (value: Record<string, unknown> | undefined) => configSchema.shape.markdown.parse(value);

describe('the render highlighter', () => {
  it('highlights with Prism at once, with the meta of a fence: title, line numbers, marked lines', async () => {
    const highlighter = createRenderHighlighter(await createCodeOptions(markdown(undefined), '/site'));
    const block = highlighter.highlight('const answer = 42;\nconsole.log(answer);', 'js', 'title="answer.js" showLineNumbers=3 {2}');
    expect(block).toMatchObject({ lang: 'js', preClass: 'prism-code language-js', title: 'answer.js', lineNumbersFrom: 3 });
    expect(block?.preStyle).toMatch(/^--prism-l-plain-color:/);
    expect(block?.html).toContain('<span class="token keyword"');
    expect(block?.html).toMatch(/<span class="token-line line theme-code-block-highlighted-line">[^\n]*console/);
    expect(await highlighter.prepare()).toBe(false);
  });

  it('names a language the highlighter does not know, once, and shows the block as plain text', async () => {
    const highlighter = createRenderHighlighter(await createCodeOptions(markdown(undefined), '/site'));
    expect(highlighter.highlight('x', 'no-such-language', '')?.html).toBe('<span class="token-line line"><span class="token plain">x</span></span>');
    highlighter.highlight('y', 'no-such-language', '');
    highlighter.highlight('z', 'text', '');
    expect(highlighter.takeUnknown()).toEqual(['no-such-language']);
    expect(highlighter.takeUnknown()).toEqual([]);
  });

  it("with Shiki, leaves a block whose grammar is not loaded for prepare(), then highlights it", async () => {
    const highlighter = createRenderHighlighter(await createCodeOptions(markdown({ highlighter: 'shiki' }), '/site'));
    // A language no other test of this thread loads, so its grammar cannot be there yet.
    expect(highlighter.highlight('(defun answer () 42)', 'lisp', '')).toBeUndefined();
    expect(await highlighter.prepare()).toBe(true);
    const block = highlighter.highlight('(defun answer () 42)', 'lisp', '');
    expect(block?.lang).toBe('lisp');
    expect(block?.preClass).toContain('shiki');
    expect(block?.html).toContain('--shiki-light');
    expect(await highlighter.prepare()).toBe(false);
  });
});
