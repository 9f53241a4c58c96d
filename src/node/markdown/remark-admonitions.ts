import type { Root, Paragraph, PhrasingContent, RootContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import { visit, SKIP } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { ADMONITION_TYPES, admonitionTitle } from '../../shared/admonitions.ts';
import { messagesFor, type Messages } from '../../shared/translations.ts';

export interface AdmonitionOptions {
  /** The site replaced the Admonition component (a swizzled one): admonitions become `<Admonition>` elements it renders. */
  component?: boolean;
  /** The theme's messages, for the default titles; English without them. */
  messages?: Messages;
}

/**
 * Turns `:::tip[Title]` containers into admonition asides. Directives that are
 * not admonitions go back to plain text, so prose like "Note:tip" or "10:30"
 * never changes meaning just because the directive syntax is enabled.
 */
export default function remarkAdmonitions(options: AdmonitionOptions = {}) {
  const messages = options.messages ?? messagesFor('en', undefined);
  return (tree: Root, file: VFile) => {
    // Docusaurus makes heading ids before it turns unused directives back into text, so `### :not modifier` is
    // `-modifier` there: the text the id is made from is kept for rehype-headings.ts before the text comes back.
    visit(tree, 'heading', (heading) => {
      const offset = heading.position?.start.offset;
      let hasDirective = false;
      visit(heading, 'textDirective', (directive) => {
        if (DOCUSAURUS_DIRECTIVE_NAME.test(directive.name)) hasDirective = true;
      });
      if (hasDirective && offset !== undefined) (file.data.headingSlugText ??= {})[offset] = slugText(heading, String(file.value));
    });
    visit(tree, (node, index, parent) => {
      if (node.type !== 'containerDirective' && node.type !== 'leafDirective' && node.type !== 'textDirective') return;
      const directive = node as ContainerDirective | LeafDirective | TextDirective;
      if (directive.type === 'containerDirective' && Object.hasOwn(ADMONITION_TYPES, directive.name)) {
        if (options.component && parent && index !== undefined) {
          parent.children[index] = toAdmonitionElement(directive) as never;
          return;
        }
        toAdmonition(directive, messages);
        return;
      }
      if (directive.type === 'containerDirective') {
        file.message(`Unknown admonition type ':::${directive.name}'; it is shown as plain text.`, {
          place: directive.position,
          ruleId: 'admonition',
          source: 'docs-build',
        }).note = `Use one of ${Object.keys(ADMONITION_TYPES).join(', ')}.`;
      }
      if (parent && index !== undefined) {
        parent.children.splice(index, 1, ...(restoreText(directive, String(file.value)) as never[]));
        return [SKIP, index];
      }
    });
  };
}

// The markup of theme/Admonition.tsx, built here as a tree so Markdown pages need no JavaScript to render.
function toAdmonition(node: ContainerDirective, messages: Messages): void {
  const { look: type } = ADMONITION_TYPES[node.name]!;
  let title = admonitionTitle(node.name, messages);
  const children = [...node.children];
  const first = children[0];
  let titleChildren: PhrasingContent[] | undefined;
  if (first && first.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
    titleChildren = (first as Paragraph).children;
    children.shift();
  } else if (node.attributes?.title) {
    title = node.attributes.title;
  }
  const heading: Paragraph = {
    type: 'paragraph',
    data: { hProperties: { className: ['admonition__title'] } },
    children: titleChildren ?? [{ type: 'text', value: title }],
  };
  const body = { type: 'admonitionBody', data: { hName: 'div', hProperties: { className: ['admonition__body'] } }, children } as unknown as RootContent;
  node.data = { hName: 'aside', hProperties: { className: ['admonition', `admonition--${type}`], role: 'note' } };
  node.children = [heading, body as never];
}

/**
 * As Docusaurus's MDX does: `<Admonition type title>` with the content as
 * children, for the components map's Admonition (the site's own) to render.
 * The title is its text.
 */
function toAdmonitionElement(node: ContainerDirective): RootContent {
  const children = [...node.children];
  const first = children[0];
  let title = node.attributes?.title ?? undefined;
  if (first && first.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
    title = toString(first);
    children.shift();
  }
  const attributes = [{ type: 'mdxJsxAttribute', name: 'type', value: node.name }];
  if (title) attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: title });
  return { type: 'mdxJsxFlowElement', name: 'Admonition', attributes, children, position: node.position } as unknown as RootContent;
}

/**
 * Gives back what the author wrote for a directive that was not meant as one.
 * Text and leaf directives come back verbatim from the source, so a label or
 * `{attributes}` after them is kept too; a container keeps its opening and
 * closing lines as text, and its content stays Markdown.
 */
function restoreText(node: ContainerDirective | LeafDirective | TextDirective, source: string): RootContent[] {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return fallbackText(node);
  const written = source.slice(start, end);
  if (node.type === 'textDirective') return [{ type: 'text', value: written }];
  if (node.type === 'leafDirective') return [{ type: 'paragraph', children: [{ type: 'text', value: written }] }];
  const opening = written.split('\n', 1)[0]!.trim();
  const children = node.children.filter((child) => !(child.data as { directiveLabel?: boolean } | undefined)?.directiveLabel);
  const closing = /\n\s*:{3,}\s*$/.test(written) ? [{ type: 'paragraph', children: [{ type: 'text', value: written.trimEnd().split('\n').pop()!.trim() }] } as Paragraph] : [];
  return [{ type: 'paragraph', children: [{ type: 'text', value: opening }] }, ...children, ...closing];
}

/** Without positions (generated trees), the source is rebuilt from the node. */
function fallbackText(node: ContainerDirective | LeafDirective | TextDirective): RootContent[] {
  const colons = node.type === 'textDirective' ? ':' : node.type === 'leafDirective' ? '::' : ':::';
  const name: PhrasingContent = { type: 'text', value: `${colons}${node.name}` };
  if (node.type === 'containerDirective') return [{ type: 'paragraph', children: [name] }, ...node.children];
  const label: PhrasingContent[] = node.children.length === 0 ? [] : [{ type: 'text', value: '[' }, ...node.children, { type: 'text', value: ']' }];
  return node.type === 'textDirective' ? [name, ...label] : [{ type: 'paragraph', children: [name, ...label] }];
}

// The directive names Docusaurus's parser (micromark-extension-directive 3) takes: an ASCII letter first, then
// letters, digits, dashes and underscores, not ending in either. docs-build's parser takes more (`10:30` has a
// directive `30`), which Docusaurus reads as text.
const DOCUSAURUS_DIRECTIVE_NAME = /^[A-Za-z](?:[A-Za-z0-9_-]*[A-Za-z0-9])?$/;

/** A heading's text as Docusaurus slugs it: a directive it parses gives its label's text only, not its name. */
function slugText(node: RootContent | Root | PhrasingContent, source: string): string {
  if (node.type === 'textDirective') {
    const directive = node as TextDirective;
    if (DOCUSAURUS_DIRECTIVE_NAME.test(directive.name)) return directive.children.map((child) => slugText(child, source)).join('');
    const { start, end } = directive.position ?? {};
    return start?.offset !== undefined && end?.offset !== undefined ? source.slice(start.offset, end.offset) : toString(directive);
  }
  if ('children' in node) return (node.children as PhrasingContent[]).map((child) => slugText(child, source)).join('');
  return toString(node);
}
