import { VFile } from 'vfile';
import type { VFileMessage } from 'vfile-message';
import type { ContentSource } from '../content/scan.ts';
import { prepareSource } from './preprocess.ts';
import { isIndexDoc } from '../content/routes.ts';
import type { Root as HastRoot } from 'hast';
import type { ContentProcessors } from './processor.ts';
import './vfile-data.ts';

export interface CompiledContent {
  source: ContentSource;
  /** MDX function body; run it to get the content component. Empty when `hast` is set. */
  code: string;
  /** `code` is an ES module instead (the page imports or exports): see render/page-module.ts. */
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

/** Compiles one doc or markdown page. Syntax errors come back as a fatal message, not a throw. */
export async function compileContent(source: ContentSource, processors: ContentProcessors): Promise<CompiledContent> {
  const format = source.format === 'mdx' ? 'mdx' : 'md';
  const file = new VFile({ path: source.file, value: prepareSource(source.source, format) });
  const title = syntheticTitle(source);
  if (title !== undefined) file.data.syntheticTitle = title;
  if (source.docPath !== undefined && isIndexDoc(source.docPath)) file.data.folderRoute = source.route;
  try {
    const processor = processors[format];
    const tree = processor.parse(file);
    if (!needsJavaScript(tree)) {
      return { source, code: '', hast: await processors.hast[format].run(tree, file), file };
    }
    // A page's imports compile to import() calls in a function body, which nothing could resolve (a .tsx file,
    // JSON, a partial) or even run (from the CLI's bundle); such a page is compiled as a module instead.
    const module = format === 'mdx' && hasEsm(tree);
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

/** What a doc shows as its h1 when the content has none, as Docusaurus: the frontmatter title, else the id. */
function syntheticTitle(source: ContentSource): string | undefined {
  if (source.kind !== 'doc' || source.frontmatter.hide_title === true) return undefined;
  return source.frontmatter.title ?? source.id?.split('/').pop();
}

interface JsxNode {
  name: string | null;
  attributes: Array<{ type: string; value?: unknown }>;
}

function hasEsm(tree: { children?: unknown[] }): boolean {
  return (tree.children as Array<{ type: string }> | undefined)?.some((node) => node.type === 'mdxjsEsm') ?? false;
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
