import type { Diagnostic, Severity } from '../report/diagnostic.ts';
import type { ContentReference } from '../markdown/vfile-data.ts';
import { isExternalUrl, normalisePath } from '../../shared/url.ts';
import { closest } from '../content/sidebar.ts';

export interface LinkRules {
  onBrokenLinks: Severity;
  onBrokenAnchors: Severity;
  onBrokenMarkdownLinks: Severity;
  onBrokenMarkdownImages: Severity;
}

export interface PageReferences {
  /** Source file as shown in messages. */
  file: string;
  route: string;
  references: ContentReference[];
}

export interface LinkTargets {
  routes: ReadonlySet<string>;
  /** Ids present in each route's rendered HTML. */
  ids: ReadonlyMap<string, ReadonlySet<string>>;
  /** Paths served as files (static/, assets) and redirect sources. */
  files: ReadonlySet<string>;
}

/** Checks every collected link and image of every page against what the build produced. */
export function checkReferences(pages: PageReferences[], targets: LinkTargets, rules: LinkRules): Diagnostic[] {
  const problems: Diagnostic[] = [];
  const report = (severity: Severity, ref: ContentReference, page: PageReferences, ruleId: string, message: string, hint?: string) => {
    if (severity === 'ignore') return;
    problems.push({ file: page.file, line: ref.line, column: ref.column, message, ruleId, severity: severity === 'throw' ? 'error' : 'warning', hint });
  };
  for (const page of pages) {
    for (const ref of page.references) {
      if (ref.kind === 'image') {
        if (ref.missing) report(rules.onBrokenMarkdownImages, ref, page, 'broken-image', `Image not found: ${ref.url}`, 'Put the image next to the page or in static/, and check the path.');
        continue;
      }
      if (ref.kind === 'markdown-link') {
        const tried = ref.tried && ref.tried.length > 0 ? `Looked for ${ref.tried.join(', ')}; none is a doc or page. ` : '';
        report(rules.onBrokenMarkdownLinks, ref, page, 'broken-markdown-link', `Link to a markdown file that does not exist: ${ref.url}`, `${tried}Fix the path to the .md/.mdx file, or link to the page's URL.`);
        continue;
      }
      if (isExternalUrl(ref.url)) continue;
      const resolved = resolveInternal(ref.url, page.route);
      if (!resolved) continue;
      const { route, hash } = resolved;
      if (!targets.routes.has(route)) {
        if (targets.files.has(route) || targets.files.has(decodeURI(route))) continue;
        const near = closest(route, [...targets.routes]);
        report(rules.onBrokenLinks, ref, page, 'broken-link', `Broken link to ${ref.url}: no page has the route ${route}.`, near ? `Did you mean ${near}?` : undefined);
        continue;
      }
      if (hash && !ref.ignoreAnchor) {
        const ids = targets.ids.get(route);
        const id = decodeURIComponent(hash);
        if (ids && !ids.has(id)) {
          const near = closest(id, [...ids]);
          report(
            rules.onBrokenAnchors,
            ref,
            page,
            'broken-anchor',
            `Broken anchor in ${ref.url}: ${route} has no element with id '${id}'.`,
            `${near ? `Did you mean #${near}? ` : ''}Add data-no-anchor-check to the link to skip this check.`,
          );
        }
      }
    }
  }
  return problems;
}

function resolveInternal(url: string, from: string): { route: string; hash?: string } | undefined {
  if (url.startsWith('mailto:') || url === '') return undefined;
  const base = new URL(from === '/' ? 'http://x/' : `http://x${from}`);
  const target = new URL(url, base);
  const hash = target.hash ? target.hash.slice(1) : undefined;
  return { route: normalisePath(target.pathname), hash };
}

/** Ids an anchor can target: id attributes and <a name>. */
export function collectIds(html: string): Set<string> {
  const ids = new Set<string>();
  for (const match of html.matchAll(/\sid="([^"]+)"/g)) ids.add(ownCopy(decodeEntities(match[1]!)));
  for (const match of html.matchAll(/<a\s[^>]*?\bname="([^"]+)"/g)) ids.add(ownCopy(decodeEntities(match[1]!)));
  return ids;
}

/**
 * A copy of `s` that does not point into the string it was cut from. V8 keeps a
 * match of 13 characters or more as a slice of the whole page, and the ids live
 * until the link check: on a 10,000-page build that kept every page rendered on
 * the main thread in memory, about half a gigabyte.
 */
function ownCopy(s: string): string {
  return s.length < 13 ? s : Buffer.from(s, 'utf8').toString('utf8');
}

function decodeEntities(s: string): string {
  return s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}
