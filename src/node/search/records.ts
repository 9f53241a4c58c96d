// Turns the rendered HTML of one page into DocSearch records: one per heading
// and one per block of text (paragraph, list item, table cell, …), each with
// the heading trail above it. The same records feed the local index and
// records.json for Algolia.

import { Parser } from 'htmlparser2';
import type { Hierarchy, HierarchyLevel, RecordType, SearchRecord } from '../../shared/search-types.ts';

export interface PageRecordsInput {
  html: string;
  /** Route of the page, without anchor: '/docs/installation'. */
  route: string;
  /** The page's address as the site links it (base URL, trailing slash); the route when not given. */
  url?: string;
  /** Page title: lvl1 of every record. */
  title: string;
  /** Sidebar category or site section: lvl0 of every record. */
  lvl0: string;
  /** Added to `weight.position` so positions stay increasing across pages. */
  startIndex?: number;
  /** Told every tag the parse opens: what else needs the page's tags reads them from this parse instead of its own. */
  onOpenTag?: (name: string, attribs: Record<string, string>) => void;
}

const HEADING_LEVEL: Record<string, number> = { h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };
const TEXT_BLOCKS = new Set(['p', 'li', 'td', 'th', 'dt', 'dd', 'blockquote', 'figcaption', 'summary', 'caption']);
// Elements whose text is never searchable: code, chrome and the "#" anchors.
const SKIPPED_TAGS = new Set(['pre', 'script', 'style', 'button', 'template', 'noscript', 'svg', 'textarea', 'select']);
const SKIPPED_CLASSES = ['hash-link', 'code-block__copy'];
// Phrasing elements; every other tag boundary separates words ("<div>A</div><div>B</div>" is "A B").
const INLINE_TAGS = new Set([
  'a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'i', 'ins', 'kbd',
  'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr',
]);
// The page title comes from front matter; the <h1> would only duplicate it.
const TITLE_TAG = 'h1';

const LEVEL_WEIGHT: Record<RecordType, number> = {
  lvl1: 90,
  lvl2: 80,
  lvl3: 70,
  lvl4: 60,
  lvl5: 50,
  lvl6: 40,
  content: 0,
};

function isSkipped(name: string, attribs: Record<string, string>): boolean {
  if (SKIPPED_TAGS.has(name)) return true;
  const classes = (attribs.class ?? '').split(/\s+/);
  return SKIPPED_CLASSES.some((skipped) => classes.includes(skipped));
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function emptyHierarchy(lvl0: string, title: string): Hierarchy {
  return { lvl0, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
}

export function extractRecords(input: PageRecordsInput): SearchRecord[] {
  const { route, title, lvl0 } = input;
  const startIndex = input.startIndex ?? 0;
  const records: SearchRecord[] = [];
  const hierarchy = emptyHierarchy(lvl0, title);
  const pageUrl = input.url ?? route;
  let url = pageUrl;
  // Ids of the open headings by level; a heading without one links to the
  // closest enclosing heading that has one, else to the page.
  const anchors: Array<string | null> = new Array(7).fill(null);

  const push = (type: RecordType, content: string | null): void => {
    const position = records.length;
    records.push({
      objectID: `${route}-${position}`,
      url,
      type,
      hierarchy: { ...hierarchy },
      content,
      weight: { pageRank: 0, level: LEVEL_WEIGHT[type], position: startIndex + position },
    });
  };
  push('lvl1', null);

  // Open elements, to know which close tag ends a skipped subtree, a heading or a block.
  const stack: string[] = [];
  let skipDepth = -1;
  let heading: { level: number; id: string | null; depth: number; text: string } | null = null;
  let titleDepth = -1;
  // Text waiting to become a content record; blocks nest (p in li), so text
  // is flushed whenever a block opens or closes.
  let text = '';
  const flush = (): void => {
    const content = collapse(text);
    text = '';
    if (content !== '') push('content', content);
  };

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        input.onOpenTag?.(name, attribs);
        stack.push(name);
        if (skipDepth >= 0 || titleDepth >= 0) return;
        if (isSkipped(name, attribs)) {
          skipDepth = stack.length;
          return;
        }
        if (heading) return;
        if (name === TITLE_TAG) {
          flush();
          titleDepth = stack.length;
          return;
        }
        const level = HEADING_LEVEL[name];
        if (level !== undefined) {
          flush();
          heading = { level, id: attribs.id ?? null, depth: stack.length, text: '' };
          return;
        }
        if (TEXT_BLOCKS.has(name)) flush();
        else if (!INLINE_TAGS.has(name)) text += ' ';
      },
      ontext(data) {
        if (skipDepth >= 0 || titleDepth >= 0) return;
        if (heading) heading.text += data;
        else text += data;
      },
      onclosetag(name) {
        const depth = stack.length;
        stack.pop();
        if (skipDepth >= 0) {
          if (depth === skipDepth) skipDepth = -1;
          return;
        }
        if (titleDepth >= 0) {
          if (depth === titleDepth) titleDepth = -1;
          return;
        }
        if (heading) {
          if (depth !== heading.depth) {
            if (!INLINE_TAGS.has(name)) heading.text += ' ';
            return;
          }
          const headingText = collapse(heading.text);
          const { level, id } = heading;
          heading = null;
          if (headingText === '') return;
          for (let deeper = level; deeper <= 6; deeper++) {
            hierarchy[`lvl${deeper}` as HierarchyLevel] = null;
            anchors[deeper] = null;
          }
          hierarchy[`lvl${level}` as HierarchyLevel] = headingText;
          anchors[level] = id;
          const anchor = anchors.slice(0, level + 1).reverse().find((value) => value !== null);
          url = anchor ? `${pageUrl}#${anchor}` : pageUrl;
          push(`lvl${level}` as RecordType, null);
          return;
        }
        if (TEXT_BLOCKS.has(name)) flush();
        else if (!INLINE_TAGS.has(name)) text += ' ';
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(input.html);
  parser.end();
  flush();
  return records;
}

/**
 * records.json, ready for Algolia's `saveObjects`: one record per line, so
 * write-search.ts can write it a page at a time with the two parts below.
 */
export function buildRecordsFile(records: readonly SearchRecord[]): string {
  return recordsFileLines(records, 0) + recordsFileEnd(records.length);
}

/** The lines of `records`, when `before` records were written ahead of them. */
export function recordsFileLines(records: readonly object[], before: number): string {
  return records.map((record, i) => `${before + i === 0 ? '[\n' : ',\n'}${JSON.stringify(record)}`).join('');
}

/** What closes the file after `total` records. */
export function recordsFileEnd(total: number): string {
  return total === 0 ? '[]\n' : '\n]\n';
}
