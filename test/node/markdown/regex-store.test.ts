import { createHighlighter } from 'shiki';
import { createJavaScriptRegexEngine, defaultJavaScriptRegexConstructor } from 'shiki/engine/javascript';
import { describe, expect, it, vi } from 'vitest';
import { createRegexStore } from '../../../src/node/markdown/regex-store.ts';
import { TOKENIZE_TIME_LIMIT_MS } from '../../../src/node/markdown/highlighter.ts';

const themes = { light: 'github-light-default', dark: 'github-dark-default' };
const code = 'const x = async <T,>(v: T): Promise<T> => v; // note\nlet s = "a" + b + /x+/g.source;\n';
const convert = (pattern: string) => defaultJavaScriptRegexConstructor(pattern, { target: 'auto' });

async function highlight(construct: (pattern: string) => RegExp): Promise<string> {
  const highlighter = await createHighlighter({ themes: Object.values(themes), langs: ['typescript'], engine: createJavaScriptRegexEngine({ regexConstructor: construct }) });
  try {
    return highlighter.codeToHtml(code, { lang: 'typescript', themes, defaultColor: false, tokenizeTimeLimit: TOKENIZE_TIME_LIMIT_MS });
  } finally {
    highlighter.dispose();
  }
}

describe('createRegexStore', () => {
  it('converts a pattern once; a store given those conversions (as another thread or build hands them over) converts none', async () => {
    const spy = vi.fn(convert);
    const first = createRegexStore(spy);
    const reference = await highlight(convert);
    expect(await highlight(first.construct)).toBe(reference);
    const converted = spy.mock.calls.length;
    expect(converted).toBeGreaterThan(20);
    expect(first.conversions).toBe(converted);

    // Through JSON, as the cache file and a thread's message carry them.
    const second = createRegexStore(spy);
    second.add(JSON.parse(JSON.stringify(first.entries())));
    expect(await highlight(second.construct)).toBe(reference);
    expect(second.conversions).toBe(0);
    expect(spy.mock.calls.length).toBe(converted);
  });

  it('makes the same RegExp as Shiki, emulated parts included', () => {
    const store = createRegexStore(convert);
    // Oniguruma's \G and possessive quantifiers need oniguruma-to-es's emulation (a search strategy, hidden captures).
    for (const pattern of ['\\G(a)', '(?<=x)b++c', 'plain', '(?i)CASE\\b']) {
      const own = store.construct(pattern);
      const shiki = convert(pattern) as RegExp & { rawOptions?: object };
      expect([own.source, own.flags, (own as RegExp & { rawOptions?: object }).rawOptions]).toEqual([shiki.source, shiki.flags, shiki.rawOptions]);
    }
    const copy = createRegexStore(() => {
      throw new Error('not converted again');
    });
    copy.add(JSON.parse(JSON.stringify(store.entries())));
    const again = copy.construct('\\G(a)') as RegExp & { rawOptions?: object };
    expect(again.rawOptions).toEqual((convert('\\G(a)') as RegExp & { rawOptions?: object }).rawOptions);
    expect(again.rawOptions).not.toEqual({});
  });

  it('keeps a pattern the engine cannot run as the same error, so the fallback still takes that grammar', () => {
    const spy = vi.fn(convert);
    const store = createRegexStore(spy);
    // Oniguruma's absence functions of this kind have no JavaScript equivalent.
    const unsupported = '(?~|a|b)';
    expect(() => convert(unsupported)).toThrow();
    const message = (() => {
      try {
        convert(unsupported);
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(() => store.construct(unsupported)).toThrow(message);
    const copy = createRegexStore(spy);
    copy.add(store.entries());
    expect(() => copy.construct(unsupported)).toThrow(message);
    expect(copy.conversions).toBe(0);
  });

  it('lists the patterns used in this thread first', () => {
    const store = createRegexStore(convert);
    store.add([['kept', { source: 'kept', flags: 'dg' }]]);
    store.construct('used');
    expect(store.entries().map(([pattern]) => pattern)).toEqual(['used', 'kept']);
  });
});
