import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { VFile } from 'vfile';
import type { Frontmatter } from '../../src/node/content/frontmatter.ts';
import type { ContentSource } from '../../src/node/content/content-source.ts';
import { compileContent } from '../../src/node/markdown/compile.ts';
import { configSchema, type UserConfig } from '../../src/node/config/schema.ts';
import { createCodeOptions } from '../../src/node/markdown/code-options.ts';
import { createContentProcessors } from '../../src/node/markdown/processor.ts';
import type { UrlOptions } from '../../src/shared/url.ts';
import { importPageModule } from '../../src/node/render/page-imports.ts';
import { renderContent, renderHast, renderModule, type MdxComponents } from '../../src/node/render/render-page.ts';

export interface CompiledSnippet {
  file: VFile;
  /** Rendered content HTML; undefined when compiling failed. */
  html?: string;
  /** `String(message)` of every message: 'path:line:col: reason'. */
  messages: string[];
}

export interface SnippetOptions {
  format?: 'md' | 'mdx';
  /** Absolute path the snippet pretends to live at (relative links and images resolve from it). */
  path?: string;
  components?: MdxComponents;
  frontmatter?: Frontmatter;
  /** Doc id; its last part is the title a doc without h1 or frontmatter title shows. */
  id?: string;
  /** Doc path in the docs folder, without extension ('guide/index'), and route; default '/docs/page'. */
  docPath?: string;
  route?: string;
}

export interface Compiler {
  compile(source: string, options?: SnippetOptions): Promise<CompiledSnippet>;
}

/**
 * The real processors (the highlighter included), set up once per test file,
 * and a way to compile and render a snippet as the build does. `markdown` is
 * the config's `markdown` section (Prism by default, as in a site's config).
 */
export async function createCompiler(
  options: {
    siteDir?: string;
    docsDir?: string;
    routesByFile?: Map<string, string>;
    emoji?: boolean;
    markdown?: UserConfig['markdown'];
    highlightCache?: string;
    /** The components map the snippets are rendered with, as the build's renderer knows it when it compiles (see rehype-prerender). */
    replacedTags?: ReadonlySet<string>;
    /** The site's base URL and trailing-slash rule, which links are written with. */
    urls?: UrlOptions;
  } = {},
): Promise<Compiler> {
  const siteDir = options.siteDir ?? '/site';
  const markdown = configSchema.shape.markdown.parse(options.markdown);
  const processors = createContentProcessors({
    code: await createCodeOptions(markdown, siteDir, options.highlightCache),
    references: { routesByFile: options.routesByFile ?? new Map(), staticDir: join(siteDir, 'static'), siteDir, docsDir: options.docsDir ?? join(siteDir, 'content/docs'), urls: options.urls },
    emoji: options.emoji ?? true,
    replacedTags: options.replacedTags,
  });
  return {
    async compile(text, snippet = {}) {
      const format = snippet.format ?? 'md';
      const path = snippet.path ?? join(siteDir, 'content/docs', `page.${format}`);
      const source: ContentSource = {
        plugin: 'docs',
        file: path,
        displayPath: path,
        route: snippet.route ?? '/docs/page',
        format,
        source: text,
        frontmatter: snippet.frontmatter ?? {},
        id: snippet.id,
        docPath: snippet.docPath,
      };
      const compiled = await compileContent(source, processors);
      const messages = compiled.file.messages.map(String);
      if (compiled.file.messages.some((m) => m.fatal === true)) return { file: compiled.file, messages };
      // As the build does: pages without JSX, expressions or ESM come out of the compiler as HTML.
      const components = snippet.components ?? {};
      // Pages with import/export compile as modules, which the build bundles and imports.
      const html = compiled.hast
        ? renderHast(compiled.hast, components)
        : compiled.module
          ? renderModule(await importPageModule(compiled.code, path, text, { root: siteDir, partials: processors.modules() }), components)
          : await renderContent(compiled.code, components, pathToFileURL(path).href);
      return { file: compiled.file, html, messages };
    },
  };
}

/** Text of an HTML fragment, tags and React's text separators removed. */
export function textOf(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");
}
