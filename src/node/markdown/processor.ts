import { createProcessor } from '@mdx-js/mdx';
import rehypeRaw from 'rehype-raw';
import remarkDirective from 'remark-directive';
import remarkEmoji from 'remark-emoji';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import remarkRehype, { type Options as RemarkRehypeOptions } from 'remark-rehype';
import { unified, type PluggableList, type Processor } from 'unified';
import rehypeCode, { type CodeOptions } from './rehype-code.ts';
import rehypeDocTitle from './rehype-doc-title.ts';
import rehypeHeadings from './rehype-headings.ts';
import rehypeReferences, { type ReferenceOptions } from './rehype-references.ts';
import rehypeTables from './rehype-tables.ts';
import rehypePrerender from './rehype-prerender.ts';
import remarkAdmonitions from './remark-admonitions.ts';
import remarkCodeMeta from './remark-code-meta.ts';
import recmaBuiltinImports from './recma-builtin-imports.ts';
import recmaPageScope from './recma-page-scope.ts';
import remarkCodeBlockComponent from './remark-code-block-component.ts';
import remarkDetails from './remark-details.ts';
import recmaPartialComponents from './recma-partial-components.ts';
import remarkMermaid from './remark-mermaid.ts';
import { BUILTIN_MODULE_EXPORTS, BUILTIN_MODULE_IDS } from '../../../theme/mdx/module-ids.ts';
import remarkMdxInCommonmark from './remark-mdx-in-commonmark.ts';
import type { Messages } from '../../shared/translations.ts';

export interface ProcessorOptions {
  code: CodeOptions;
  references: ReferenceOptions;
  emoji: boolean;
  /** The site's own plugins, from the config, in Docusaurus's places around the defaults. */
  plugins?: ContentPlugins;
  /** The site replaced Admonition: `:::note` and friends render through the components map's. */
  admonitionComponent?: boolean;
  /** The theme's messages in the site's language: admonitions' default titles, heading links', copy buttons' words. */
  messages?: Messages;
  /** The `@theme/…` and `@docusaurus/…` imports bound to the renderer's modules; default: all of them. Others are resolved like any module. */
  builtinIds?: readonly string[];
  /** The names the MDX components map replaces, so the plain HTML of pages compiled to JavaScript is rendered at compile time; none renders it all at run time. */
  replacedTags?: ReadonlySet<string>;
  /** Components of the map that render what they hold as it is (see rehype-prerender): the plain HTML inside them is rendered at compile time too. */
  transparentComponents?: ReadonlySet<string>;
}

export interface ContentPlugins {
  beforeDefaultRemarkPlugins: PluggableList;
  remarkPlugins: PluggableList;
  beforeDefaultRehypePlugins: PluggableList;
  rehypePlugins: PluggableList;
}

export type ContentProcessor = ReturnType<typeof createProcessor>;

/** Markdown syntax tree to HTML syntax tree, for pages with no JSX, expressions or ESM: no JavaScript to generate and run. */
export type HastProcessor = Processor<undefined, MdastRoot, HastRoot>;

export interface ContentProcessors {
  md: ContentProcessor;
  mdx: ContentProcessor;
  hast: { md: HastProcessor; mdx: HastProcessor };
  /** The same pipelines with ES module output, made on first use: for pages that import or export, and the partials they import. */
  modules: () => { md: ContentProcessor; mdx: ContentProcessor };
  /** The imports bound to the renderer's modules (see recma-builtin-imports.ts): a page importing only these needs no module. */
  builtinIds: ReadonlySet<string>;
}

// MDX node types that rehype-raw must leave alone in .md files.
const MDX_NODE_TYPES = ['mdxjsEsm', 'mdxFlowExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxTextExpression'];

/**
 * One processor per format for the whole build (creating them is the costly
 * part). Order matters where noted.
 */
export function createContentProcessors(options: ProcessorOptions): ContentProcessors {
  const site = options.plugins;
  const remarkPlugins: PluggableList = [
    remarkFrontmatter,
    ...(site?.beforeDefaultRemarkPlugins ?? []),
    remarkGfm,
    // Directives before admonitions, which consume them.
    remarkDirective,
    [remarkAdmonitions, { component: options.admonitionComponent === true, messages: options.messages }],
    ...(options.emoji ? [remarkEmoji] : []),
    // Before code meta: literal <CodeBlock>s become fences, highlighted like the others.
    remarkCodeBlockComponent,
    // Keeps fence titles and marked lines through rehype-raw in .md files.
    remarkCodeMeta,
    // The site's plugins see Docusaurus's tree: directives and admonitions done, code fences still code.
    ...(site?.remarkPlugins ?? []),
    // After the site's plugins, which may write mermaid fences of their own.
    remarkMermaid,
    remarkDetails,
  ];
  // CommonMark only: what was written for MDX gets a warning instead of rendering wrong silently.
  const mdRemarkPlugins: PluggableList = [...remarkPlugins, remarkMdxInCommonmark];
  const rehypeAfterRaw: PluggableList = [
    ...(site?.beforeDefaultRehypePlugins ?? []),
    // Headings first: the references plugin reads ids only through links.
    [rehypeHeadings, { messages: options.messages }],
    // After headings: it adds an h1 only when the content has none.
    rehypeDocTitle,
    [rehypeReferences, options.references],
    // Before the code blocks are highlighted: a walk of the tree after it also walks every token's element.
    rehypeTables,
    [rehypeCode, { ...options.code, messages: options.messages }],
    ...(site?.rehypePlugins ?? []),
  ];
  const builtinIds = options.builtinIds ?? BUILTIN_MODULE_IDS;
  const recmaPlugins: PluggableList = [[recmaBuiltinImports, { ids: builtinIds, exports: BUILTIN_MODULE_EXPORTS }], recmaPageScope, recmaPartialComponents];
  const shared = { outputFormat: 'function-body' as const, providerImportSource: undefined, development: false, recmaPlugins };
  const mdRehype: PluggableList = [[rehypeRaw, { passThrough: MDX_NODE_TYPES }], ...rehypeAfterRaw];
  // Compiled to JavaScript only: last, once the site's plugins have made the tree what the page shows.
  const prerender: PluggableList = [[rehypePrerender, { replacedTags: options.replacedTags, transparent: options.transparentComponents, builtinIds: new Set(builtinIds) }]];
  // The same plugins and remark-rehype settings as @mdx-js/mdx's own pipeline, up to the HTML tree.
  const hast = (remark: PluggableList, rehypePlugins: PluggableList): HastProcessor =>
    unified()
      .use(remark)
      // Node types of MDX's syntax extensions, which remark-rehype's types only know once those are loaded.
      .use(remarkRehype, { allowDangerousHtml: true, passThrough: MDX_NODE_TYPES as RemarkRehypeOptions['passThrough'] })
      .use(rehypePlugins) as unknown as HastProcessor;
  let modules: { md: ContentProcessor; mdx: ContentProcessor } | undefined;
  const program = { ...shared, outputFormat: 'program' as const };
  return {
    builtinIds: new Set(builtinIds),
    hast: { md: hast(mdRemarkPlugins, mdRehype), mdx: hast(remarkPlugins, rehypeAfterRaw) },
    modules: () =>
      (modules ??= {
        md: createProcessor({ ...program, format: 'md', remarkPlugins: mdRemarkPlugins, rehypePlugins: [...mdRehype, ...prerender] }),
        mdx: createProcessor({ ...program, format: 'mdx', remarkPlugins, rehypePlugins: [...rehypeAfterRaw, ...prerender] }),
      }),
    // Plain markdown: raw HTML is parsed as HTML, so `<iframe allowfullscreen>` or a stray `{` never breaks a build.
    md: createProcessor({ ...shared, format: 'md', remarkPlugins: mdRemarkPlugins, rehypePlugins: [...mdRehype, ...prerender] }),
    mdx: createProcessor({ ...shared, format: 'mdx', remarkPlugins, rehypePlugins: [...rehypeAfterRaw, ...prerender] }),
  };
}
