import { parseDiagnostics } from './diagnostics.ts';
import type { SiteFacts } from './extract-site.ts';
import type { Fixture } from './fixture.ts';
import type { LinkLook } from './look.ts';
import { classifyBuildError, classifyDiagnostic, classifyMissingRoute, type DifferenceClass, otherLocalePaths, sameUpToSlash, withoutBase } from './classify.ts';

export interface Difference {
  class: DifferenceClass;
  /** One line saying what differs: a route, a link, the two headings. */
  detail: string;
}

/** Counts of what matched, each as [matched, expected]. */
export interface Parity {
  routes: [number, number];
  extraRoutes: number;
  h1: [number, number];
  links: [number, number];
  navbar: [number, number];
  footer: [number, number];
  sidebar: [number, number];
  /** Pages whose table of contents has the same entries in the same order (absent in results made before it was compared). */
  toc?: [number, number];
  /** The doc page's first content link has Docusaurus's colour: [1, 1], [0, 1], or [0, 0] when not measured. */
  linkColour?: [number, number];
}

export interface SiteComparison {
  built: boolean;
  parity: Parity;
  differences: Difference[];
}

const EMPTY_PARITY: Parity = { routes: [0, 0], extraRoutes: 0, h1: [0, 0], links: [0, 0], navbar: [0, 0], footer: [0, 0], sidebar: [0, 0], toc: [0, 0], linkColour: [0, 0] };

/** The errors a page reported in Chromium on each side (look.ts `loadPage`); Docusaurus's side absent when not measured. */
export interface PageErrors {
  route: string;
  docsBuild: string[];
  docusaurus?: string[];
}

/**
 * A `client error` for each page that reported errors in Chromium under docs-build and none under Docusaurus (or
 * was not measured there): the built HTML can match while the page breaks once its scripts run.
 */
export function clientErrorDifferences(pages: PageErrors[]): Difference[] {
  return pages
    .filter((page) => page.docsBuild.length > 0 && (page.docusaurus === undefined || page.docusaurus.length === 0))
    .map((page) => ({
      class: 'client error' as const,
      detail: `${page.route}: ${page.docsBuild[0]}${page.docsBuild.length > 1 ? ` (and ${page.docsBuild.length - 1} more)` : ''}${page.docusaurus === undefined ? ' (Docusaurus\'s page not loaded)' : ''}`,
    }));
}

/** True when every figure matched and nothing differs. */
export function fullParity(comparison: SiteComparison): boolean {
  return comparison.built && comparison.differences.length === 0;
}

/**
 * True when docs-build built the site with every route, `<h1>` and page's set of internal links as Docusaurus's, and
 * no route of its own: the content is the same site, whatever the navbar, footer, sidebar, table of contents or
 * link colour still show.
 */
export function contentParity(comparison: SiteComparison): boolean {
  const { routes, extraRoutes, h1, links } = comparison.parity;
  return comparison.built && extraRoutes === 0 && [routes, h1, links].every(([matched, expected]) => matched === expected);
}

/**
 * Finds, for a route or link Docusaurus has, the one docs-build has that
 * differs only in its trailing slash or its baseUrl: such a difference gets
 * its own class instead of a missing and an extra entry.
 */
function counterpart(expected: string, actual: Set<string>, baseUrl: string): { path: string; class: DifferenceClass } | undefined {
  for (const path of actual) if (sameUpToSlash(path, expected)) return { path, class: 'trailingSlash' };
  const bare = withoutBase(expected, baseUrl);
  if (bare !== expected) for (const path of actual) if (path === bare || sameUpToSlash(path, bare)) return { path, class: 'baseUrl' };
  return undefined;
}

function compareSets(
  region: string,
  expected: string[],
  actualList: string[],
  baseUrl: string,
  differences: Difference[],
  limit: number,
  isOtherLocale: (path: string) => boolean = () => false,
): [number, number] {
  const actual = new Set(actualList);
  const used = new Set<string>();
  let matched = 0;
  let reported = 0;
  const report = (difference: Difference) => {
    if (reported++ < limit) differences.push(difference);
  };
  for (const link of expected) {
    if (actual.has(link)) {
      matched += 1;
      used.add(link);
      continue;
    }
    const near = counterpart(link, actual, baseUrl);
    if (near) {
      used.add(near.path);
      report({ class: near.class, detail: `${region}: ${link} is ${near.path}` });
    } else report({ class: isOtherLocale(link) ? 'locale route' : 'link differs', detail: `${region}: missing ${link}` });
  }
  for (const link of actual) if (!used.has(link)) report({ class: 'link differs', detail: `${region}: extra ${link}` });
  if (reported > limit) differences.push({ class: 'link differs', detail: `${region}: ${reported - limit} more` });
  return [matched, expected.length];
}

/**
 * Text without NUL characters: Docusaurus's server render leaves a NUL before some multi-byte characters in a few
 * headings and anchors (none in the sources), which is no difference between the sites.
 */
function withoutNul<T extends string | null>(text: T): T {
  return (text === null ? text : text.replaceAll('\u0000', '')) as T;
}

const listed = (hrefs: string[], limit = 4) => `${hrefs.slice(0, limit).join(' ')}${hrefs.length > limit ? ` (+${hrefs.length - limit})` : ''}`;

/**
 * Compares one page's table of contents (its `href`s in order) with
 * Docusaurus's: null when equal, else one line naming the missing and extra
 * entries, or saying that only their order differs.
 */
export function compareToc(expected: string[], actual: string[]): string | null {
  if (expected.length === actual.length && expected.every((href, index) => href === actual[index])) return null;
  if (actual.length === 0) return `no table of contents, expected ${expected.length} entries: ${listed(expected)}`;
  if (expected.length === 0) return `a table of contents Docusaurus does not show: ${listed(actual)}`;
  const have = new Set(actual);
  const want = new Set(expected);
  const missing = expected.filter((href) => !have.has(href));
  const extra = actual.filter((href) => !want.has(href));
  if (missing.length === 0 && extra.length === 0) return `same entries in another order (or repeated): ${listed(actual, 6)}, expected ${listed(expected, 6)}`;
  return [missing.length > 0 ? `missing ${listed(missing)}` : '', extra.length > 0 ? `extra ${listed(extra)}` : ''].filter(Boolean).join('; ');
}

/**
 * Compares the colour of the doc page's first content link: `actual` is
 * docs-build's (null when its page has no such link, undefined when it was
 * not measured, which compares nothing).
 */
export function compareLinkColour(expected: LinkLook | null | undefined, actual: LinkLook | null | undefined, differences: Difference[]): [number, number] {
  if (expected === null || expected === undefined || actual === undefined) return [0, 0];
  if (actual === null) {
    differences.push({ class: 'link colour differs', detail: `${expected.route}: no content link to measure (Docusaurus: "${expected.text}" ${expected.colour})` });
    return [0, 1];
  }
  if (actual.colour === expected.colour) return [1, 1];
  differences.push({ class: 'link colour differs', detail: `${expected.route}: link "${actual.text}" is ${actual.colour}, Docusaurus's "${expected.text}" ${expected.colour}` });
  return [0, 1];
}

/**
 * Compares what docs-build built for a site (`actual`, undefined when the
 * build failed) with the site's fixture, and the colour of its first content
 * link (`actualLink`, when measured). Every difference is classified; a page's
 * own link differences are listed per page, a few per page.
 */
export function compareSite(fixture: Fixture, actual: SiteFacts | undefined, buildError?: string, actualLink?: LinkLook | null): SiteComparison {
  if (actual === undefined) {
    const expected = Object.keys(fixture.routes).length;
    return {
      built: false,
      parity: { ...EMPTY_PARITY, routes: [0, expected] },
      differences: buildFailures(buildError ?? ''),
    };
  }
  const { baseUrl } = fixture.site;
  const isOtherLocale = fixture.i18n ? otherLocalePaths(baseUrl, fixture.i18n.locales, fixture.i18n.defaultLocale) : () => false;
  const differences: Difference[] = [];
  const actualRoutes = new Set(Object.keys(actual.routes));
  const pairs: [string, string][] = [];
  const used = new Set<string>();
  for (const route of Object.keys(fixture.routes)) {
    if (actualRoutes.has(route)) {
      pairs.push([route, route]);
      used.add(route);
      continue;
    }
    const near = counterpart(route, actualRoutes, baseUrl);
    if (near) {
      pairs.push([route, near.path]);
      used.add(near.path);
      differences.push({ class: near.class, detail: `route ${route} is ${near.path}` });
    } else differences.push({ class: classifyMissingRoute(route, actualRoutes, isOtherLocale), detail: `missing route ${route}` });
  }
  const extra = [...actualRoutes].filter((route) => !used.has(route));
  for (const route of extra) differences.push({ class: 'extra route', detail: `extra route ${route}` });

  let h1Matched = 0;
  let linksMatched = 0;
  let tocMatched = 0;
  let tocCompared = 0;
  for (const [expectedRoute, actualRoute] of pairs) {
    const want = fixture.routes[expectedRoute]!;
    const got = actual.routes[actualRoute]!;
    if (withoutNul(want.h1) === withoutNul(got.h1)) h1Matched += 1;
    else differences.push({ class: 'h1 differs', detail: `${expectedRoute}: h1 ${JSON.stringify(want.h1)} is ${JSON.stringify(got.h1)}` });
    const before = differences.length;
    // A page's link to itself is left out on both sides: Docusaurus before 3.9 writes a heading's self-link as
    // '/page#id' (a link to the page), 3.9 and later as '#id' (no link to another page), as docs-build does.
    const others = (links: string[], self: string) => links.filter((link) => link !== self);
    const [matched, total] = compareSets(expectedRoute, others(want.links, expectedRoute), others(got.links, actualRoute), baseUrl, differences, 3, isOtherLocale);
    if (matched === total && differences.length === before) linksMatched += 1;
    if (want.toc === undefined) continue;
    tocCompared += 1;
    const toc = compareToc(want.toc.map(withoutNul), (got.toc ?? []).map(withoutNul));
    if (toc === null) tocMatched += 1;
    else differences.push({ class: 'toc differs', detail: `${expectedRoute}: ${toc}` });
  }
  const parity: Parity = {
    routes: [pairs.length, Object.keys(fixture.routes).length],
    extraRoutes: extra.length,
    h1: [h1Matched, pairs.length],
    links: [linksMatched, pairs.length],
    navbar: compareSets('navbar', fixture.navbar, actual.navbar, baseUrl, differences, 10, isOtherLocale),
    footer: compareSets('footer', fixture.footer, actual.footer, baseUrl, differences, 10, isOtherLocale),
    sidebar: compareSets('sidebar', fixture.sidebar, actual.sidebar, baseUrl, differences, 10, isOtherLocale),
    toc: [tocMatched, tocCompared],
    linkColour: compareLinkColour(fixture.look?.link, actualLink, differences),
  };
  return { built: true, parity, differences };
}

/**
 * The differences a failed build stands for: each error it printed with its
 * place and rule (up to 20), or the output's first error line when it
 * printed none in that form (a crash, a config that does not load).
 */
export function buildFailures(output: string): Difference[] {
  const errors = parseDiagnostics(output).filter((diagnostic) => diagnostic.severity === 'error');
  if (errors.length === 0) return [{ class: classifyBuildError(output), detail: firstErrorLine(output || 'no output') }];
  const shown = errors.slice(0, 20).map((error) => ({ class: classifyDiagnostic(error), detail: `${error.place}: ${error.message} [${error.rule}]` }));
  if (errors.length > shown.length) shown.push({ class: 'build error', detail: `${errors.length - shown.length} more errors` });
  return shown;
}

/**
 * Classifies a stored failed build's differences again, so results kept from
 * an earlier run follow the current classes.
 */
export function reclassifyFailures(failures: Difference[]): Difference[] {
  return failures.map((failure) => {
    const printed = parseDiagnostics(`  ${failure.detail.replace(/^(.*?): (.*) \[([\w:./@-]+)\]$/, '$1  error $2 [$3]')}`)[0];
    return { ...failure, class: printed ? classifyDiagnostic(printed) : classifyBuildError(failure.detail) };
  });
}

/** The line of a failed build's output that says what went wrong. */
export function firstErrorLine(output: string): string {
  const lines = output.split('\n').map((line) => line.trim());
  const line = lines.find((text) => /error|cannot|not supported|unsupported|failed|refused/i.test(text)) ?? lines.find(Boolean) ?? '';
  return line.length > 240 ? `${line.slice(0, 237)}…` : line;
}
