import type { Element, Root as HastRoot } from 'hast';
import type { Root as MdastRoot, RootContent } from 'mdast';
import rehypeRaw from 'rehype-raw';
import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkEmoji from 'remark-emoji';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type Processor } from 'unified';
import { VFile } from 'vfile';
import { visit, SKIP } from 'unist-util-visit';
import remarkAdmonitions from '../markdown/remark-admonitions.ts';
import { assetUrl, linkUrl, routeUrl, type UrlOptions } from '../../shared/url.ts';
import { messagesFor, type Messages } from '../../shared/translations.ts';

// List pages and feeds show each post's excerpt. It is rendered here, once per post on the main thread, with the
// Markdown plugins that need no build context: no highlighting, no MDX components (an MDX element keeps its
// children, an expression or import is left out), and images beside the post, whose built address only the
// post's own compilation knows, are left out too.

type ExcerptProcessor = Processor<MdastRoot, MdastRoot, HastRoot, HastRoot, string>;

const MDX_DROPPED = new Set(['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression']);
const MDX_UNWRAPPED = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement']);

function remarkDropMdx() {
  return (tree: MdastRoot) => {
    visit(tree, (node, index, parent) => {
      if (!parent || index === undefined) return;
      if (MDX_DROPPED.has(node.type)) {
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
      if (MDX_UNWRAPPED.has(node.type)) {
        parent.children.splice(index, 1, ...((node as { children?: RootContent[] }).children ?? []) as never[]);
        return [SKIP, index];
      }
      return undefined;
    });
  };
}

const isLocal = (src: unknown) => typeof src === 'string' && !/^([a-z][a-z0-9+.-]*:|\/)/i.test(src);

/** Href of a relative link to another content file (its route percent-encoded); undefined leaves the link as written. */
export type LinkResolver = (href: string) => string | undefined;

// The processor is shared by every post; each post's resolver travels on its file.
function rehypeLocalReferences() {
  return (tree: HastRoot, file: VFile) => {
    const { resolveLink, urls = { baseUrl: '/' } } = file.data as { resolveLink?: LinkResolver; urls?: UrlOptions };
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName === 'a' && typeof node.properties.href === 'string') {
        // Written as the post's own page writes it: under the base URL.
        const target = resolveLink?.(node.properties.href);
        node.properties.href = target ? routeUrl(target, urls) : linkUrl(node.properties.href, urls);
        return undefined;
      }
      if (node.tagName === 'img' && typeof node.properties.src === 'string' && node.properties.src.startsWith('/') && !node.properties.src.startsWith('//')) {
        node.properties.src = assetUrl(node.properties.src, urls);
        return undefined;
      }
      if (node.tagName !== 'img' || !parent || index === undefined || !isLocal(node.properties.src)) return undefined;
      parent.children.splice(index, 1);
      return [SKIP, index];
    });
  };
}

const ENGLISH = messagesFor('en', undefined);
// By the messages they word admonitions with: a build makes them once, for its one locale.
const processorsByMessages = new WeakMap<Messages, Map<string, ExcerptProcessor>>();

function processorFor(format: 'md' | 'mdx', emoji: boolean, messages: Messages): ExcerptProcessor {
  const key = `${format}:${emoji}`;
  let processors = processorsByMessages.get(messages);
  if (!processors) processorsByMessages.set(messages, (processors = new Map()));
  let processor = processors.get(key);
  if (!processor) {
    const base = unified().use(remarkParse);
    if (format === 'mdx') base.use(remarkMdx);
    base.use(remarkGfm).use(remarkDirective).use(remarkAdmonitions, { messages });
    if (emoji) base.use(remarkEmoji);
    base.use(remarkDropMdx).use(remarkRehype, { allowDangerousHtml: true });
    if (format === 'md') base.use(rehypeRaw);
    processor = base.use(rehypeLocalReferences).use(rehypeStringify) as unknown as ExcerptProcessor;
    processors.set(key, processor);
  }
  return processor;
}

/** HTML of a post's excerpt (its Markdown without frontmatter); empty when it cannot be parsed (the post's own page reports why). */
export function excerptHtml(
  markdown: string,
  format: 'md' | 'mdx',
  emoji: boolean,
  resolveLink: LinkResolver = () => undefined,
  urls?: UrlOptions,
  messages: Messages = ENGLISH,
): string {
  try {
    return String(processorFor(format, emoji, messages).processSync(new VFile({ value: markdown, data: { resolveLink, urls } }))).trim();
  } catch {
    return '';
  }
}
