import type { Root } from 'hast';
import rehypeStringify from 'rehype-stringify';
import { createHighlighter } from 'shiki';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { unified } from 'unified';
import { beforeAll, describe, expect, it } from 'vitest';
import { createShiki, type Highlighter, type ShikiOptions, TOKENIZE_TIME_LIMIT_MS, withFallback } from '../../../src/node/markdown/highlighter.ts';

const themes = { light: 'github-light-default', dark: 'github-dark-default' };
const samples: Record<string, string> = {
  yaml: 'mqtt:\n  host: core-mosquitto # the add-on\n  port: 1883\ncameras:\n  - name: "front door"\n    enabled: true\n',
  bash: 'ha addons restart local_rsyslog\nfor f in /backup/*.tar; do echo "$f"; done | tail -n 3\n',
  json: '{ "log_level": "info", "interval": 24, "keep": [1, 2], "ssl": false }\n',
  ini: '[server]\nhost = 192.168.1.10 ; comment\nport=514\n',
  typescript: 'export const x: Record<string, number> = { a: 1 };\nasync function f<T>(v: T): Promise<T> { return v }\n',
};

// The reference: Shiki's default engine, Oniguruma compiled to WebAssembly.
let oniguruma: Highlighter;
beforeAll(async () => {
  oniguruma = (await createHighlighter({ themes: Object.values(themes), langs: Object.keys(samples) })) as unknown as Highlighter;
});

const stringifier = unified().use(rehypeStringify);
const toHtml = (tree: Root) => stringifier.stringify(tree);
const render = (code: Awaited<ReturnType<ShikiOptions['codeToHast']>>) => toHtml(code);

describe('createShiki', () => {
  it.each(Object.keys(samples))('highlights %s exactly as Oniguruma does', async (lang) => {
    const options = await createShiki();
    expect(await options.ensureLanguage(lang)).toBe(true);
    const ours = render(await options.codeToHast(samples[lang]!, { lang, themes, defaultColor: false, tokenizeTimeLimit: TOKENIZE_TIME_LIMIT_MS }));
    expect(ours).toContain('--shiki-dark:');
    // Both sides get the build's generous per-line limit: Shiki's default of 500 ms cuts a line short on a loaded
    // machine, and one side would then be half-coloured.
    const reference = oniguruma.codeToHast(samples[lang]!, { lang, themes, defaultColor: false, tokenizeTimeLimit: TOKENIZE_TIME_LIMIT_MS });
    expect(ours).toBe(toHtml(reference));
  });

  it('knows no language Shiki does not bundle', async () => {
    expect(await (await createShiki()).ensureLanguage('no-such-language')).toBe(false);
  });
});

describe('withFallback', () => {
  it('gives a grammar the primary engine throws on to the fallback highlighter, which is made once', async () => {
    // A RegExp engine that can express no pattern at all, as the JavaScript engine fails on an unsupported one.
    const failing = (await createHighlighter({
      themes: Object.values(themes),
      langs: ['yaml'],
      engine: createJavaScriptRegexEngine({
        regexConstructor: () => {
          throw new Error('This pattern cannot be expressed as a JavaScript RegExp');
        },
      }),
    })) as unknown as Highlighter;
    expect(() => failing.codeToHast(samples.yaml!, { lang: 'yaml', themes })).toThrow();
    let made = 0;
    const codeToHast = withFallback(failing, async () => {
      made++;
      return oniguruma;
    });
    const expected = toHtml(oniguruma.codeToHast(samples.yaml!, { lang: 'yaml', themes, defaultColor: false }));
    expect(render(await codeToHast(samples.yaml!, { lang: 'yaml', themes, defaultColor: false }))).toBe(expected);
    expect(render(await codeToHast(samples.yaml!, { lang: 'yaml', themes, defaultColor: false }))).toBe(expected);
    expect(made).toBe(1);
  });

  it('does not make the fallback while the primary engine copes', async () => {
    const codeToHast = withFallback(oniguruma, () => Promise.reject(new Error('not needed')));
    expect(render(await codeToHast(samples.bash!, { lang: 'bash', themes, defaultColor: false }))).toContain('local_rsyslog');
  });
});
