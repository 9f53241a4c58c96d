// Components every MDX page can use without importing them.

import type { ComponentType } from 'react';
import { Admonition } from './Admonition.tsx';
import { PlayIcon } from './icons.tsx';

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
export const mdxComponents: Record<string, ComponentType<never>> = { Admonition, LiteEmbed };
