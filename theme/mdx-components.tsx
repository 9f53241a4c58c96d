// Components every MDX page can use without importing them.

import type { ComponentType } from 'react';
import { Admonition } from './Admonition.tsx';
import { PlayIcon } from './icons.tsx';
import { CodeBlock } from './mdx/CodeBlock.tsx';
import { Details } from './mdx/Details.tsx';
import { DocCardList } from './mdx/DocCardList.tsx';
import Heading from './docusaurus/Heading.tsx';
import { Mermaid } from './mdx/Mermaid.tsx';
import { TabItem, Tabs } from './mdx/Tabs.tsx';
import { TOCInline } from './mdx/TOCInline.tsx';

function hostOf(src: string): string {
  try {
    return new URL(src).host;
  } catch {
    return 'a third-party site';
  }
}

/**
 * A video placeholder. Nothing is fetched from the video host until the reader
 * presses play; the client runtime then swaps in the iframe.
 */
export function LiteEmbed({ src, title }: { src: string; title: string }) {
  return (
    <div className="lite-embed" data-embed-src={src} data-embed-title={title}>
      <button type="button" className="lite-embed__button">
        <PlayIcon className="lite-embed__icon" size={32} />
        <span>{`Play video: ${title}`}</span>
      </button>
      <p className="lite-embed__note">{`The video loads from ${hostOf(src)} only when you press play.`}</p>
    </div>
  );
}

/**
 * The map handed to every MDX page. MDX calls these with whatever props the
 * author wrote, so the map is typed loosely; import a component by name for
 * its precise props.
 */
export const mdxComponents: Record<string, ComponentType<never>> = {
  LiteEmbed,
  // Docusaurus's built-in components, usable with or without their `@theme/…` import.
  Admonition,
  CodeBlock,
  Details,
  DocCardList,
  Heading,
  Mermaid,
  TabItem,
  Tabs,
  TOCInline,
  // As in Docusaurus, a <details> in content is its Details component.
  details: Details,
};

/**
 * Components of the map that render what they hold as it is, reading no more of it than the tag and the other
 * props of their own children (<Tabs> reads its <TabItem>s' values and labels, <Details> looks for a <summary>):
 * the build may render the plain HTML inside them at compile time (src/node/markdown/rehype-prerender.ts).
 */
export const transparentComponents: readonly string[] = ['Admonition', 'Details', 'details', 'TabItem', 'Tabs'];
