import { VFile } from 'vfile';
import type { Program } from 'estree';
import type { VFileMessage } from 'vfile-message';
import { callsRequire } from './mdx-require.ts';
import type { ContentSource } from '../content/content-source.ts';
import { prepareSource } from './preprocess.ts';
import { isIndexDoc } from '../content/routes.ts';
import { findDeepNesting, MAX_ELEMENT_NESTING, MAX_NESTING, type NestingKind } from './nesting.ts';
import type { Root as HastRoot } from 'hast';
import type { ContentProcessors } from './processor.ts';
import './vfile-data.ts';

export interface CompiledContent {
  source: ContentSource;
  /** MDX function body; run it to get the content component. Empty when `hast` is set. */
  code: string;
  /** `code` is an ES module instead (the page imports or exports): see render/page-imports.ts. */
  module?: boolean;
  /** The page's HTML syntax tree, when nothing in it needs JavaScript: rendered as it is, with no code to run. */
  hast?: HastRoot;
  file: VFile;
}

// What only MDX's compiled JavaScript can run. JSX of components with plain attributes needs none of it:
// rendering the tree resolves each component by name, as the compiled code would.
const CODE_NODES = new Set(['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression']);
const JSX_NODES = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement']);
// `Name` or `Name.Part`: what the compiled code takes from the components map. A lowercase tag written as JSX
// stays that tag in MDX, while the components map would replace it, so it goes the MDX way.
const COMPONENT_NAME = /^[A-Z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/;

const NESTING_MESSAGES: Record<NestingKind, string> = {
  block: `Block quotes or list items nest more than ${MAX_NESTING} levels deep here.`,
  element: `HTML or JSX elements nest more than ${MAX_ELEMENT_NESTING} levels deep here.`,
  emphasis: `Emphasis (* or _) nests more than ${MAX_NESTING} levels deep here: that many are open at once in this paragraph.`,
};

/** Compiles one doc or markdown page. Syntax errors come back as a fatal message, not a throw. */
export async function compileContent(source: ContentSource, processors: ContentProcessors): Promise<CompiledContent> {
  const format = source.format === 'mdx' ? 'mdx' : 'md';
  const file = new VFile({ path: source.file, value: prepareSource(source.source, format) });
  file.data.frontMatter = source.frontmatter as Record<string, unknown>;
  // Docs carry the metadata the site model made once; other pages only what their source says.
  file.data.metadata = source.metadata ?? { id: source.id, permalink: source.route, source: source.displayPath, frontMatter: source.frontmatter };
  const title = syntheticTitle(source);
  if (title !== undefined) file.data.syntheticTitle = title;
  // A category's index doc is at its folder's URL, relative links start there; one with its own slug is a page of
  // the folder like the others.
  if (source.permalink?.endsWith('/') || (source.docPath !== undefined && isIndexDoc(source.docPath) && source.frontmatter.slug === undefined)) file.data.folderRoute = source.route;
  const deep = findDeepNesting(source.source);
  if (deep) {
    const fatal = file.message(NESTING_MESSAGES[deep.kind], { place: deep, ruleId: 'nesting', source: 'docs-build' });
    fatal.note = 'Nest fewer levels: no reader follows that many, and the parser would run out of stack.';
    fatal.fatal = true;
    return { source, code: '', file };
  }
  try {
    const processor = processors[format];
    let tree = processor.parse(file);
    if (!needsJavaScript(tree)) {
      const before = { ...file.data };
      const hast = await processors.hast[format].run(tree, file);
      // The site's plugins can add what only MDX's code runs (npm2yarn adds an import): then it goes the MDX way.
      if (!needsJavaScript(hast as never)) return { source, code: '', hast, file };
      // The second run starts from the page's own facts: the first one's title would stop the doc's h1,
      // and its references and TOC would be counted twice.
      file.data = before;
      file.messages.length = 0;
      tree = processor.parse(file);
    }
    // A page's imports compile to import() calls in a function body, which nothing could resolve (a .tsx file,
    // JSON, a partial) or even run (from the CLI's bundle); such a page, or one that calls require(), is compiled
    // as a module instead.
    const module = format === 'mdx' && (hasEsm(tree, processors.builtinIds) || callsRequire(tree));
    const compiler = module ? processors.modules().mdx : processor;
    // @mdx-js/mdx types its processor's run() as taking the estree it ends with; it takes the mdast parse() gives.
    const program = await compiler.run(tree as never, file);
    return { source, code: String(compiler.stringify(program, file)), module, file };
  } catch (error) {
    const message = error as VFileMessage;
    if (!file.messages.includes(message)) {
      const fatal = file.message(message.reason ?? String(error), {
        place: message.place ?? placeInReason(message.reason),
        ruleId: message.ruleId ?? 'syntax',
        source: message.source ?? 'mdx',
      });
      fatal.fatal = true;
    } else {
      message.fatal = true;
    }
    return { source, code: '', file };
  }
}

/**
 * What a doc shows as its h1 when the content has none, as Docusaurus: the frontmatter title, else the id. A page
 * whose own component lays it out (a site's generated index page) shows the title it chooses.
 */
function syntheticTitle(source: ContentSource): string | undefined {
  if (source.plugin !== 'docs' || source.frontmatter.hide_title === true || source.ownLayout) return undefined;
  return source.frontmatter.title ?? source.id?.split('/').pop();
}

interface JsxNode {
  name: string | null;
  attributes: Array<{ type: string; value?: unknown }>;
}

/**
 * Whether the page has import/export statements that need a module: imports
 * of built-in modules alone (`@theme/Tabs`…) are bound without one, by
 * recma-builtin-imports, so such a page needs no bundling.
 */
function hasEsm(tree: { children?: unknown[] }, builtins: ReadonlySet<string>): boolean {
  return (tree.children as Array<{ type: string; data?: { estree?: Program } }> | undefined)?.some((node) => node.type === 'mdxjsEsm' && !onlyBuiltinImports(node.data?.estree, builtins)) ?? false;
}

function onlyBuiltinImports(program: Program | undefined, builtins: ReadonlySet<string>): boolean {
  return program?.body.every((statement) => statement.type === 'ImportDeclaration' && builtins.has(String(statement.source.value))) === true;
}

function needsJavaScript(node: { type: string; children?: unknown[] }): boolean {
  if (CODE_NODES.has(node.type)) return true;
  if (JSX_NODES.has(node.type)) {
    const jsx = node as unknown as JsxNode;
    if (jsx.name !== null && !COMPONENT_NAME.test(jsx.name)) return true;
    // `{...props}` or `prop={value}`: an expression to evaluate.
    if (jsx.attributes.some((a) => a.type !== 'mdxJsxAttribute' || (a.value !== null && typeof a.value === 'object'))) return true;
  }
  return (node.children as Array<{ type: string; children?: unknown[] }> | undefined)?.some(needsJavaScript) ?? false;
}

/**
 * Some MDX errors (an unclosed `<div>`) carry no position of their own, only
 * one written into the text, like "(3:1-3:6)". That one is better than none.
 */
function placeInReason(reason: string | undefined): { line: number; column: number } | undefined {
  const match = /\((\d+):(\d+)(?:-\d+:\d+)?\)\s*$/.exec(reason ?? '');
  return match ? { line: Number(match[1]), column: Number(match[2]) } : undefined;
}
