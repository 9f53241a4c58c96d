import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Config } from '../config/schema.ts';
import { DocsBuildError } from '../report/diagnostic.ts';
import { packagePath } from '../runtime/package-root.ts';
import { openHighlightCache } from './highlight-cache.ts';
import { createPrismHighlighter, loadAdditionalLanguages } from './prism-highlighter.ts';
import type { CodeHighlighter, CodeOptions } from './rehype-code.ts';

// Off only to measure what Prism gains over Shiki on the same site (bench/shiki-ab.mjs): Shiki highlights instead.
const PRISM_OFF = (process.env.DOCS_BUILD_AB_OFF ?? '').split(',').includes('prism');

type MarkdownConfig = Pick<Config['markdown'], 'highlighter' | 'prism'>;

// One highlighter per thread and settings: the dev server and the tests ask again and again.
const made = new Map<string, Promise<CodeHighlighter>>();

/** The highlighter a build uses. */
export function highlighterOf(markdown: Pick<MarkdownConfig, 'highlighter'>): MarkdownConfig['highlighter'] {
  return PRISM_OFF ? 'shiki' : markdown.highlighter;
}

/**
 * The code highlighting a site's config asks for: Prism (default) or Shiki,
 * with the blocks kept in `cacheDir` between builds when one is given.
 */
export async function createCodeOptions(markdown: MarkdownConfig, root: string, cacheDir?: string): Promise<CodeOptions> {
  markdown = { ...markdown, highlighter: highlighterOf(markdown) };
  const { magicComments, defaultLanguage } = markdown.prism;
  const settings = JSON.stringify([markdown.highlighter, markdown.highlighter === 'prism' ? markdown.prism : { magicComments, defaultLanguage }, root]);
  let highlighter = made.get(settings);
  if (!highlighter) {
    highlighter = markdown.highlighter === 'shiki' ? import('./highlighter.ts').then((shiki) => shiki.createShikiHighlighter()) : Promise.resolve(prismHighlighter(markdown.prism, root));
    made.set(settings, highlighter);
  }
  const ready = await highlighter;
  // Magic comments decide which lines are marked, so they are part of every kept block's key.
  const cache = cacheDir ? openHighlightCache(cacheDir, `${ready.key}\0${JSON.stringify(magicComments)}`) : undefined;
  return { highlighter: ready, magicComments, defaultLanguage, cache };
}

function prismHighlighter(options: MarkdownConfig['prism'], root: string): CodeHighlighter {
  let languages: ReadonlySet<string>;
  try {
    languages = loadAdditionalLanguages(options.additionalLanguages, root);
  } catch (error) {
    throw new DocsBuildError(`markdown.prism.additionalLanguages: ${(error as Error).message}.`, {
      location: 'markdown.prism.additionalLanguages (themeConfig.prism.additionalLanguages in a Docusaurus config)',
      hint: "Use a name of Prism's own (a file prismjs/components/prism-<name>.js), or remove it.",
      cause: error,
    });
  }
  const prism = createPrismHighlighter(options, languages);
  const version = (from: string, name: string) => {
    try {
      return (createRequire(from)(`${name}/package.json`) as { version: string }).version;
    } catch {
      return 'none';
    }
  };
  const themes = createHash('sha256').update(JSON.stringify([options.theme, options.darkTheme, options.additionalLanguages])).digest('hex').slice(0, 16);
  // The site's prismjs, when it has one, is where additional languages come from.
  const prismjs = version(join(root, 'package.json'), 'prismjs');
  return {
    key: `prism-react-renderer@${version(packagePath('package.json'), 'prism-react-renderer')}:prismjs@${prismjs}:${themes}`,
    resolveLanguage: async (requested) => ({ lang: requested, known: prism.hasLanguage(requested) }),
    highlight: async (code, lang, lineClassNames) => prism.highlight(code, lang, lineClassNames),
    // Prism's grammars are all loaded when it is made: nothing to wait for.
    highlightNow: (code, requested, lineClassNames) => ({ pre: prism.highlight(code, requested, lineClassNames), lang: requested, known: prism.hasLanguage(requested) }),
    prepare: async () => undefined,
  };
}
