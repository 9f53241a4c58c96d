import type { Diagnostic, Severity } from '../report/diagnostic.ts';
import type { ContentReference } from '../markdown/vfile-data.ts';
import { decodePathSegments, isExternalUrl, linkUrl, pageUrl, routeOfUrl, type UrlOptions } from '../../shared/url.ts';
import { closest } from '../content/sidebar.ts';

export interface LinkRules {
  onBrokenLinks: Severity;
  onBrokenAnchors: Severity;
  onBrokenMarkdownLinks: Severity;
  onBrokenMarkdownImages: Severity;
  /** Links are checked as the browser follows them: under the base URL, from the page's own address. */
  baseUrl?: string;
  trailingSlash?: boolean;
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
  /** Splat redirect sources: every path below one of these is answered. */
  prefixes?: readonly string[];
}

/** Checks every collected link and image of every page against what the build produced. */
export function checkReferences(pages: PageReferences[], targets: LinkTargets, rules: LinkRules): Diagnostic[] {
  const problems: Diagnostic[] = [];
  const urls: UrlOptions = { baseUrl: rules.baseUrl ?? '/', trailingSlash: rules.trailingSlash };
  const report = (given: Severity, ref: ContentReference, page: PageReferences, ruleId: string, message: string, hint?: string) => {
    const severity = ref.componentProp && given === 'throw' ? 'warn' : given;
    if (severity === 'ignore') return;
    problems.push({ file: page.file, line: ref.line, column: ref.column, message, ruleId, severity: severity === 'throw' ? 'error' : 'warning', hint });
  };
  let byLowerCase: Map<string, string> | undefined;
  const sameButCase = (route: string) => {
    byLowerCase ??= new Map([...targets.routes].map((r) => [r.toLowerCase(), r]));
    return byLowerCase.get(route.toLowerCase());
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
      const resolved = resolveInternal(ref.url, page.route, urls);
      if (!resolved) continue;
      const { route, hash } = resolved;
      if (route === undefined) {
        report(rules.onBrokenLinks, ref, page, 'broken-link', `Broken link to ${ref.url}: it leads to ${resolved.path}, outside the site's base URL ${urls.baseUrl}.`, 'Link to a page of the site, or write the whole URL of another site.');
        continue;
      }
      if (!targets.routes.has(route)) {
        if (targets.files.has(route) || targets.files.has(decodeURI(route))) continue;
        if (targets.prefixes?.some((prefix) => route === prefix || route.startsWith(`${prefix}/`))) continue;
        // Docusaurus's link check, like its router, matches routes regardless of case, so the site builds there; the
        // built file has the route's own case, which a host that tells case apart serves only under that name.
        const cased = sameButCase(route);
        if (cased !== undefined) {
          report(
            rules.onBrokenLinks === 'ignore' ? 'ignore' : 'warn',
            ref,
            page,
            'broken-link',
            `Link to ${ref.url}: the page's route is ${cased}, in other letter case. Docusaurus's link check accepts it (it matches routes regardless of case), but no page is written at ${route}: a host that tells case apart answers it with the 404 page.`,
            `Write the link as ${cased}.`,
          );
          continue;
        }
        const near = closest(route, [...targets.routes]);
        const why = ref.componentProp ? ' (a component\'s prop: only a warning, as the component decides whether it is a link)' : '';
        report(rules.onBrokenLinks, ref, page, 'broken-link', `Broken link to ${ref.url}: no page has the route ${route}${why}.`, near ? `Did you mean ${near}?` : undefined);
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

/**
 * Where a link leads, as the browser follows it: the link made as the page writes it (base URL, trailing
 * slash), resolved against the page's own address; `route` is undefined outside the base URL.
 */
function resolveInternal(url: string, from: string, urls: UrlOptions): { route?: string; path: string; hash?: string } | undefined {
  if (url.startsWith('mailto:') || url === '') return undefined;
  // Routes are decoded: a `#` or `?` in one must not end its path.
  const base = new URL(`http://x${pageUrl(from, urls)}`);
  const target = new URL(linkUrl(url, urls), base);
  const hash = target.hash ? target.hash.slice(1) : undefined;
  const path = decodePathSegments(target.pathname);
  return { route: routeOfUrl(path, urls), path, hash };
}
