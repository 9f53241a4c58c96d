import type { DifferenceClass } from './classify.ts';
import { contentParity, type Difference, fullParity, type PageErrors, type Parity, type SiteComparison } from './compare.ts';
import type { Fixture } from './fixture.ts';
import type { LinkLook } from './look.ts';
import type { CompatSite } from './prepare-site.ts';

/** What one docs-build run of a site gave, kept between runs of the harness. */
export interface SiteOutcome {
  repo: string;
  /** docs-build's wall time. */
  ms: number;
  comparison: SiteComparison;
  /** The warnings docs-build printed, per rule: what it left out or could not do. */
  warnings?: Record<string, { count: number; example: string }>;
  /** The doc page's first content link in docs-build's output, with its colour (null: none found; absent: not looked at). */
  link?: LinkLook | null;
  /** The side-by-side screenshot pairs, as paths relative to bench/. */
  screenshots?: { home?: string; doc?: string };
  /**
   * The JavaScript the doc page looked at loads before any interaction, in bytes gzip (level 9), in each builder's
   * output, measured in Chromium (`loadPage` in look.ts); a side is absent when it could not be measured.
   */
  docPageJs?: { route: string; docsBuild?: number; docusaurus?: number };
  /** The errors the two pages looked at reported in Chromium, on each side (their differences are in `comparison`). */
  pageErrors?: PageErrors[];
}

/** The issue's budget for a doc page's JavaScript, gzip. */
export const DOC_PAGE_JS_BUDGET = 100 * 1024;

/** A docs-build run of a site that has no fixture yet: whether it built, and what it printed. */
export interface BareRun {
  repo: string;
  ms: number;
  built: boolean;
  failures: Difference[];
  warnings: Record<string, { count: number; example: string }>;
}

export interface Rejected {
  repo: string;
  draw?: number;
  commit?: string;
  reason: string;
}

export interface SiteListFile {
  seed: number;
  poolSize?: number;
  drawn?: number;
  sites: CompatSite[];
  rejected?: Rejected[];
}

const EMPTY: Parity = { routes: [0, 0], extraRoutes: 0, h1: [0, 0], links: [0, 0], navbar: [0, 0], footer: [0, 0], sidebar: [0, 0], toc: [0, 0], linkColour: [0, 0] };
const ratio = ([matched, total]: [number, number]) => (total === 0 ? '–' : `${matched}/${total}`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const kilobytes = (bytes: number | undefined) => (bytes === undefined ? '–' : `${(bytes / 1024).toFixed(1)} KB`);

/** The doc page's JavaScript cell: docs-build's, then Docusaurus's. */
function jsCell(outcome: SiteOutcome): string {
  const js = outcome.docPageJs;
  return js === undefined ? '–' : `${kilobytes(js.docsBuild)} / ${kilobytes(js.docusaurus)}`;
}

/** The overall line on doc pages' JavaScript against the budget, over the sites where docs-build's was measured. */
function jsSummary(outcomes: SiteOutcome[]): string {
  const measured = outcomes.filter((outcome) => outcome.docPageJs?.docsBuild !== undefined);
  if (measured.length === 0) return 'Doc page JavaScript: not measured.';
  const sizes = measured.map((outcome) => outcome.docPageJs!.docsBuild!);
  const within = sizes.filter((size) => size <= DOC_PAGE_JS_BUDGET).length;
  const largest = measured.reduce((a, b) => (a.docPageJs!.docsBuild! >= b.docPageJs!.docsBuild! ? a : b));
  const both = measured.filter((outcome) => outcome.docPageJs!.docusaurus !== undefined);
  const ratios = both.map((outcome) => outcome.docPageJs!.docusaurus! / outcome.docPageJs!.docsBuild!).sort((a, b) => a - b);
  const median = ratios.length === 0 ? undefined : ratios[Math.floor(ratios.length / 2)]!;
  return (
    `Doc page JavaScript (every script the doc page's first load fetched in Chromium until the network was quiet, prefetches not counted, gzip level 9; column "Doc page JS", docs-build / Docusaurus): **${within} of ${measured.length}** sites within ` +
    `${kilobytes(DOC_PAGE_JS_BUDGET)}; the largest is ${largest.repo}'s, ${kilobytes(largest.docPageJs!.docsBuild)}` +
    `${median === undefined ? '.' : `; on the ${both.length} sites measured on both sides, Docusaurus's page loads ${median.toFixed(1)}× docs-build's (median).`}`
  );
}

function parityCells(parity: Parity): string {
  return [
    ratio(parity.routes),
    String(parity.extraRoutes),
    ratio(parity.h1),
    ratio(parity.links),
    ratio(parity.navbar),
    ratio(parity.footer),
    ratio(parity.sidebar),
    ratio(parity.toc ?? [0, 0]),
    ratio(parity.linkColour ?? [0, 0]),
  ].join(' | ');
}

/** The lines on how the site looks: the content link's colour on both sides and the screenshot pairs. */
function lookLines(fixture: Fixture, outcome: SiteOutcome | undefined): string[] {
  const lines: string[] = [];
  const expected = fixture.look?.link;
  if (expected) {
    const got = outcome?.link;
    const actual = got === undefined ? 'not measured' : got === null ? 'no content link' : `\`${got.colour}\``;
    lines.push(`Content link colour on \`${expected.route}\`: Docusaurus \`${expected.colour}\`, docs-build ${actual}.`);
  } else if (fixture.look) lines.push('Content link colour: Docusaurus has no doc page with a link in its content.');
  const shots = outcome?.screenshots ?? {};
  const pairs = [
    shots.home ? `[home page](${shots.home})` : '',
    shots.doc && fixture.look?.doc ? `[doc page \`${fixture.look.doc}\`](${shots.doc})` : '',
  ].filter(Boolean);
  if (pairs.length > 0) lines.push(`Screenshots, Docusaurus left, docs-build right (1280 px, light mode): ${pairs.join(', ')}.`);
  const js = outcome?.docPageJs;
  if (js) lines.push(`JavaScript of \`${js.route}\` before any interaction (gzip): docs-build ${kilobytes(js.docsBuild)}, Docusaurus ${kilobytes(js.docusaurus)}.`);
  return lines;
}

/** Counts each class of difference over all sites, with the first example of each. */
export function classTotals(outcomes: Iterable<SiteOutcome>): Map<DifferenceClass, { count: number; sites: Set<string>; example: string }> {
  const totals = new Map<DifferenceClass, { count: number; sites: Set<string>; example: string }>();
  for (const outcome of outcomes) {
    for (const difference of outcome.comparison.differences) {
      const entry = totals.get(difference.class) ?? { count: 0, sites: new Set<string>(), example: `${outcome.repo}: ${difference.detail}` };
      entry.count += 1;
      entry.sites.add(outcome.repo);
      totals.set(difference.class, entry);
    }
  }
  return totals;
}

function bareSection(lines: string[], bare: BareRun | undefined): string {
  if (bare === undefined) return [...lines, '', 'No fixture yet: not compared.', ''].join('\n');
  lines.push(`No fixture yet: not compared. docs-build alone ${bare.built ? `built it in ${seconds(bare.ms)}` : `**failed** after ${seconds(bare.ms)}`}.`);
  warningLines(lines, bare.warnings);
  if (bare.failures.length > 0) lines.push('', 'Errors:', '', ...bare.failures.map((failure) => `- ${failure.class}: ${failure.detail.replaceAll('|', '\\|')}`));
  return [...lines, ''].join('\n');
}

function warningLines(lines: string[], warnings: Record<string, { count: number; example: string }> | undefined): void {
  const entries = Object.entries(warnings ?? {});
  if (entries.length === 0) return;
  lines.push('', 'docs-build warned:', '');
  for (const [rule, entry] of entries) lines.push(`- ${rule} ×${entry.count}, e.g. ${entry.example.replaceAll('|', '\\|')}`);
}

function siteSection(site: CompatSite, fixture: Fixture | undefined, outcome: SiteOutcome | undefined, bare: BareRun | undefined, perSiteLimit: number): string {
  const lines = [`### ${site.repo}${site.dir ? ` (${site.dir}/)` : ''}`, ''];
  lines.push(`Commit \`${site.commit.slice(0, 12)}\`, ${site.kind === 'chosen' ? 'chosen' : `draw #${site.draw ?? '?'}`}.`);
  if (fixture === undefined) return bareSection(lines, bare);
  lines.push(
    `Docusaurus ${fixture.docusaurus.version}: ${Object.keys(fixture.routes).length} routes in ${seconds(fixture.docusaurus.ms)}` +
      `${fixture.docusaurus.rebuildMs === undefined ? '' : ` (rebuilt later in ${seconds(fixture.docusaurus.rebuildMs)})`}; ` +
      `baseUrl \`${fixture.site.baseUrl}\`, trailingSlash ${String(fixture.site.trailingSlash)}.`,
  );
  if (outcome === undefined) return [...lines, ...lookLines(fixture, undefined), '', 'Not built with docs-build yet.', ''].join('\n');
  const { comparison } = outcome;
  lines.push(
    comparison.built
      ? `docs-build: built in ${seconds(outcome.ms)}${fullParity(comparison) ? ', **full parity**' : `, ${comparison.differences.length} differences`}.`
      : `docs-build: **failed** after ${seconds(outcome.ms)}.`,
  );
  lines.push(...lookLines(fixture, outcome));
  warningLines(lines, outcome.warnings);
  if (comparison.differences.length > 0) {
    lines.push('', 'Differences:');
    lines.push('');
    const shown = comparison.differences.slice(0, perSiteLimit);
    for (const difference of shown) lines.push(`- ${difference.class}: ${difference.detail.replaceAll('|', '\\|')}`);
    if (comparison.differences.length > shown.length) lines.push(`- … ${comparison.differences.length - shown.length} more`);
    lines.push('', `Next step: ${site.next ?? 'not written yet (add `next` to the site in bench/compat/sites.json).'}`);
  }
  lines.push('');
  return lines.join('\n');
}

/**
 * Writes bench/COMPAT.md: how the set was drawn (`method`), a table of parity
 * figures per site, the share of sites built unchanged with full parity, each
 * site's differences, the rejected draws, and the classes with counts.
 */
export function compatReport(
  list: SiteListFile,
  fixtures: Map<string, Fixture | undefined>,
  outcomes: Map<string, SiteOutcome>,
  method: string,
  bareRuns: Map<string, BareRun> = new Map(),
): string {
  const compared = list.sites.filter((site) => fixtures.get(site.repo) !== undefined && outcomes.has(site.repo));
  const full = compared.filter((site) => fullParity(outcomes.get(site.repo)!.comparison));
  const built = compared.filter((site) => outcomes.get(site.repo)!.comparison.built);
  const drawn = compared.filter((site) => site.kind === 'random');
  const drawnContent = drawn.filter((site) => contentParity(outcomes.get(site.repo)!.comparison));
  const drawnFull = drawn.filter((site) => fullParity(outcomes.get(site.repo)!.comparison));
  const share = (part: number, whole: number) => `${whole === 0 ? 0 : Math.round((100 * part) / whole)} %`;
  const out: string[] = [method.trimEnd(), '', '## Overall', ''];
  out.push(
    `Sites compared: **${compared.length}** of ${list.sites.length} listed. docs-build built **${built.length}** of them unchanged; ` +
      `**${full.length} of ${compared.length}** (${compared.length === 0 ? 0 : Math.round((100 * full.length) / compared.length)} %) built with full parity.`,
    '',
    `Of the ${drawn.length} drawn sites compared, **${drawnContent.length}** (${share(drawnContent.length, drawn.length)}) built unchanged with every route, ` +
      `\`<h1>\` and page's internal links as Docusaurus's and no route of its own, and **${drawnFull.length}** (${share(drawnFull.length, drawn.length)}) with full parity.`,
    '',
    'Figures are matched/expected: routes (each page Docusaurus wrote, by URL), extra routes docs-build wrote, pages with the same `<h1>`, ' +
      'pages with the same set of internal links (a page\'s link to itself left out), the navbar, footer and doc sidebar links (each a union over all pages), ' +
      'pages with the same table of contents, and whether the doc page\'s first content link has the same colour. ' +
      'Full parity also needs the home and doc pages to report no error in Chromium that Docusaurus\'s did not (a `client error` difference).',
    '',
    jsSummary(compared.map((site) => outcomes.get(site.repo)!)),
    '',
    '| Site | Docusaurus | docs-build | Routes | Extra | h1 | Links | Navbar | Footer | Sidebar | TOC | Link colour | Doc page JS | Differences |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const site of list.sites) {
    const fixture = fixtures.get(site.repo);
    const outcome = outcomes.get(site.repo);
    const docusaurus = fixture ? seconds(fixture.docusaurus.ms) : 'no fixture';
    if (fixture === undefined || outcome === undefined) {
      const bare = bareRuns.get(site.repo);
      const alone = bare === undefined ? 'not run' : bare.built ? `${seconds(bare.ms)} (not compared)` : 'failed';
      const classes = bare ? [...new Set(bare.failures.map((failure) => failure.class))].join(', ') : '';
      out.push(`| ${site.repo} | ${docusaurus} | ${alone} | | | | | | | | | | | ${classes} |`);
      continue;
    }
    const { comparison } = outcome;
    const status = comparison.built ? seconds(outcome.ms) : 'failed';
    const classes = [...new Set(comparison.differences.map((difference) => difference.class))].join(', ') || 'none';
    out.push(`| ${site.repo} | ${docusaurus} | ${status} | ${parityCells(comparison.parity)} | ${jsCell(outcome)} | ${classes} |`);
  }
  out.push('', '## Per site', '');
  for (const site of list.sites) out.push(siteSection(site, fixtures.get(site.repo), outcomes.get(site.repo), bareRuns.get(site.repo), 40));
  if (list.rejected?.length) {
    out.push('## Rejected draws', '', '| Draw | Repository | Why |', '| --- | --- | --- |');
    for (const rejected of list.rejected) out.push(`| ${rejected.draw ?? ''} | ${rejected.repo} | ${rejected.reason} |`);
    out.push('');
  }
  out.push('## Classes of difference', '');
  const totals = [...classTotals(compared.map((site) => outcomes.get(site.repo)!))].sort((a, b) => b[1].sites.size - a[1].sites.size || b[1].count - a[1].count);
  if (totals.length === 0) out.push('None: every site compared built with full parity.');
  else out.push('| Class | Differences | Sites | Example |', '| --- | --- | --- | --- |');
  for (const [name, entry] of totals) out.push(`| ${name} | ${entry.count} | ${entry.sites.size} | ${entry.example.replaceAll('|', '\\|')} |`);
  const bare = [...bareRuns.values()].filter((run) => fixtures.get(run.repo) === undefined);
  if (bare.length > 0) {
    const failed = bare.filter((run) => !run.built).length;
    out.push('', `On the ${bare.length} listed sites without a fixture yet, docs-build alone failed on ${failed}, with these errors:`, '');
    out.push('| Class | Errors | Sites | Example |', '| --- | --- | --- | --- |');
    const bareTotals = classTotals(bare.map((run) => ({ repo: run.repo, ms: run.ms, comparison: { built: run.built, parity: EMPTY, differences: run.failures } })));
    for (const [name, entry] of [...bareTotals].sort((a, b) => b[1].sites.size - a[1].sites.size || b[1].count - a[1].count)) {
      out.push(`| ${name} | ${entry.count} | ${entry.sites.size} | ${entry.example.replaceAll('|', '\\|')} |`);
    }
  }
  out.push('', '## Warnings docs-build printed', '', 'Not differences in themselves: what docs-build said it left out or could not do, per rule.', '');
  out.push('| Rule | Warnings | Sites | Example |', '| --- | --- | --- | --- |');
  const rules = new Map<string, { count: number; sites: number; example: string }>();
  const warned = [...compared.map((site) => outcomes.get(site.repo)!), ...bare];
  for (const run of warned) {
    for (const [rule, entry] of Object.entries(run.warnings ?? {})) {
      const total = rules.get(rule) ?? { count: 0, sites: 0, example: `${run.repo}: ${entry.example}` };
      total.count += entry.count;
      total.sites += 1;
      rules.set(rule, total);
    }
  }
  for (const [rule, entry] of [...rules].sort((a, b) => b[1].sites - a[1].sites)) out.push(`| ${rule} | ${entry.count} | ${entry.sites} | ${entry.example.replaceAll('|', '\\|')} |`);
  out.push('');
  return `${out.join('\n')}\n`;
}
