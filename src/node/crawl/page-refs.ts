import { Parser } from 'htmlparser2';
import type { LinkKind } from './check-report.ts';
import { anchorTargets } from '../build-checks/ids.ts';

export interface PageRef {
  /** Absolute URL, fragment included. */
  url: string;
  kind: Exclude<LinkKind, 'anchor'>;
}

export interface PageRefs {
  refs: PageRef[];
  /** Fragment targets on the page: every `id`, and `name` on `<a>`. */
  ids: Set<string>;
}

/** `<link rel>` values that name a hint or a host, not a resource to fetch. */
const HINT_RELS = new Set(['preconnect', 'dns-prefetch']);
const ICON_RELS = new Set(['icon', 'shortcut', 'apple-touch-icon', 'mask-icon']);

/**
 * Lists what a page references and which anchors it offers. The crawler
 * only reports URLs; this tells whether a broken URL was an image, a script…
 */
export function collectPageRefs(html: string, pageUrl: string): PageRefs {
  const refs: PageRef[] = [];
  const ids = new Set<string>();
  let base = pageUrl;
  let baseSeen = false;
  let mediaDepth = 0;

  const add = (value: string | undefined, kind: PageRef['kind']): void => {
    if (!value || /^(data|javascript|mailto|tel):/i.test(value.trim())) return;
    try {
      refs.push({ url: new URL(value.trim(), base).href, kind });
    } catch {
      // An unparseable URL is reported by the crawler itself.
    }
  };

  const parser = new Parser(
    {
      onopentag(tag, attrs) {
        for (const id of anchorTargets(tag, attrs)) ids.add(id);
        if (tag === 'video' || tag === 'audio') mediaDepth++;
        switch (tag) {
          case 'base':
            if (!baseSeen && attrs.href && URL.canParse(attrs.href, pageUrl)) {
              base = new URL(attrs.href, pageUrl).href;
              baseSeen = true;
            }
            break;
          case 'a':
          case 'area':
            add(attrs.href, 'link');
            break;
          case 'img':
            add(attrs.src, 'image');
            for (const candidate of srcset(attrs.srcset)) add(candidate, 'image');
            break;
          case 'source':
            add(attrs.src, mediaDepth > 0 ? 'other' : 'image');
            for (const candidate of srcset(attrs.srcset)) add(candidate, 'image');
            break;
          case 'video':
            add(attrs.poster, 'image');
            add(attrs.src, 'other');
            break;
          case 'script':
            add(attrs.src, 'script');
            break;
          case 'link':
            addLink(attrs, add);
            break;
          case 'iframe':
          case 'audio':
          case 'track':
          case 'embed':
            add(attrs.src, 'other');
            break;
        }
      },
      onclosetag(tag) {
        if (tag === 'video' || tag === 'audio') mediaDepth--;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return { refs, ids };
}

function addLink(attrs: Record<string, string>, add: (value: string | undefined, kind: PageRef['kind']) => void): void {
  const rels = (attrs.rel ?? '').toLowerCase().split(/\s+/);
  if (rels.some((rel) => HINT_RELS.has(rel))) return;
  if (rels.includes('stylesheet')) add(attrs.href, 'style');
  else if (rels.some((rel) => ICON_RELS.has(rel))) add(attrs.href, 'image');
  else add(attrs.href, 'other');
}

function srcset(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter((url): url is string => Boolean(url));
}
