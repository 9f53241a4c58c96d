import { createHash } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import type { Element, ElementContent, Properties } from 'hast';
import { debugNote } from '../cache/debug-note.ts';


/** What a block comes to, kept between builds under its key. */
export interface HighlightedBlock {
  lang: string;
  known: boolean;
  unclosed: string[];
  pre: Element;
}

/**
 * Highlighted code blocks kept between builds, one file per page: a page
 * whose text changed, or every page after a change to the config or the
 * theme, is rendered again, but its unchanged blocks are not highlighted
 * again. A page's file holds the blocks its last build used, no others.
 */
export interface HighlightCache {
  forPage(path: string): PageHighlights;
}

export interface PageHighlights {
  /** The key of a block: the highlighter's key (name, version, themes, settings) and the block's own parts. */
  keyOf(parts: readonly string[]): string;
  /** A fresh copy of the kept block, or undefined. */
  get(key: string): HighlightedBlock | undefined;
  set(key: string, block: HighlightedBlock): void;
  /** Writes the page's file when its blocks changed. Never throws: a cache only saves time. */
  save(): Promise<void>;
}

/** A hast element as [tag, properties, children], text as a string: a third of hast's JSON. */
type Compact = string | [string, Properties, Compact[]];

interface Kept {
  lang: string;
  known: boolean;
  unclosed: string[];
  pre: Compact;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** `settings` names the highlighter and everything that changes its output besides the block itself. */
export function openHighlightCache(dir: string, settings: string): HighlightCache {
  return {
    forPage(path) {
      const file = join(dir, `${sha256(path).slice(0, 24)}.json`);
      const before = readKept(file);
      const after = new Map<string, Kept>();
      let changed = false;
      return {
        keyOf: (parts) => sha256([settings, ...parts].join('\0')).slice(0, 32),
        get(key) {
          const kept = before.get(key) ?? after.get(key);
          if (!kept) return undefined;
          after.set(key, kept);
          return { lang: kept.lang, known: kept.known, unclosed: kept.unclosed, pre: decode(kept.pre) as Element };
        },
        set(key, block) {
          after.set(key, { lang: block.lang, known: block.known, unclosed: block.unclosed, pre: encode(block.pre) });
          changed = true;
        },
        async save() {
          // Blocks the page no longer has are dropped with the rewrite.
          if (!changed && after.size === before.size) return;
          const body = JSON.stringify(Object.fromEntries(after));
          const partial = `${file}.${process.pid}-${threadId}.tmp`;
          try {
            writeFileSync(partial, `${sha256(body)}\n${body}`);
            renameSync(partial, file);
          } catch (error) {
            debugNote(`cache: could not keep ${file} (${(error as Error).message})`);
            rmSync(partial, { force: true });
          }
        },
      };
    },
  };
}

/** Anything unexpected (missing, damaged, of another layout) reads as no kept blocks. */
function readKept(file: string): Map<string, Kept> {
  let text: string;
  try {
    // Synchronous on purpose, as the page cache: a small read, no trip through the thread pool.
    text = readFileSync(file, 'utf8');
  } catch {
    return new Map();
  }
  const split = text.indexOf('\n');
  if (split !== 64 || text.slice(0, split) !== sha256(text.slice(split + 1))) {
    debugNote(`cache: ${file} does not match its hash; its blocks are highlighted again`);
    return new Map();
  }
  try {
    const entries = JSON.parse(text.slice(split + 1)) as Record<string, Kept>;
    return new Map(Object.entries(entries).filter(([, kept]) => typeof kept?.lang === 'string' && Array.isArray(kept.pre)));
  } catch {
    return new Map();
  }
}

function encode(node: ElementContent): Compact {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return '';
  // A copy: what later plugins do to the page's tree must not reach the kept block.
  return [node.tagName, { ...node.properties }, node.children.map(encode)];
}

function decode(node: Compact): ElementContent {
  if (typeof node === 'string') return { type: 'text', value: node };
  const [tagName, properties, children] = node;
  return { type: 'element', tagName, properties: { ...properties }, children: children.map(decode) };
}
