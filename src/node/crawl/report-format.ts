import type { BrokenLink, CheckReport } from './check-report.ts';
import { escapeHtml } from '../../shared/escape.ts';

export type ReportFormat = 'text' | 'json' | 'junit';

const SUITE = 'docs-build check';

/** Renders a check report for people (`text`), scripts (`json`) or CI test views (`junit`). */
export function formatReport(report: CheckReport, format: ReportFormat): string {
  if (format === 'json') {
    return `${JSON.stringify({ pages: report.pages, links: report.links, broken: report.broken, orphans: report.orphans ?? [] }, null, 2)}\n`;
  }
  if (format === 'junit') return formatJunit(report);
  return formatText(report);
}

function formatText(report: CheckReport): string {
  const groups = [...groupByPage(report.broken)].map(([page, links]) =>
    links.map((link) => `${page}  →  ${link.url}  (${statusText(link)})`).join('\n'),
  );
  const totals = `${report.pages} ${plural(report.pages, 'page')}, ${report.links} ${plural(report.links, 'link')} checked`;
  const pageCount = groups.length;
  const summary =
    report.broken.length === 0
      ? `No broken links (${totals})`
      : `${report.broken.length} broken ${plural(report.broken.length, 'link')} on ${pageCount} ${plural(pageCount, 'page')} (${totals})`;
  const orphans = report.orphans ?? [];
  const note =
    orphans.length === 0
      ? []
      : [`Note: ${orphans.length} ${plural(orphans.length, 'page')} no other page links to (found through the sitemap or the output folder):\n${orphans.map((path) => `  ${path}`).join('\n')}`];
  return `${[...groups, ...note, summary].join('\n\n')}\n`;
}

function formatJunit(report: CheckReport): string {
  const byPage = groupByPage(report.broken);
  const pages = [...new Set([...(report.pagePaths ?? []), ...byPage.keys()])].sort();
  const cases = pages.map((page) => {
    const failures = (byPage.get(page) ?? []).map(
      (link) =>
        `      <failure message="${xml(`${link.url} (${statusText(link)})`)}" type="${xml(link.kind)}">${xml(
          `${link.kind} ${link.url} on ${page}: ${statusText(link)}`,
        )}</failure>`,
    );
    const open = `    <testcase classname="${xml(SUITE)}" name="${xml(page)}"`;
    return failures.length === 0 ? `${open}/>` : `${open}>\n${failures.join('\n')}\n    </testcase>`;
  });
  const counts = `tests="${pages.length}" failures="${report.broken.length}"`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${SUITE}" ${counts}>`,
    `  <testsuite name="${SUITE}" ${counts}>`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}

function groupByPage(broken: BrokenLink[]): Map<string, BrokenLink[]> {
  const groups = new Map<string, BrokenLink[]>();
  for (const link of [...broken].sort((a, b) => a.page.localeCompare(b.page))) {
    const list = groups.get(link.page) ?? [];
    list.push(link);
    groups.set(link.page, list);
  }
  return groups;
}

/** Status 0 means no response at all; the reason alone says why. */
function statusText(link: BrokenLink): string {
  return link.status === 0 ? link.reason : `${link.status} ${link.reason}`;
}

function plural(count: number, word: string): string {
  return count === 1 ? word : `${word}s`;
}

/** Characters XML 1.0 cannot hold are dropped, then the text is escaped. */
function xml(value: string): string {
  return escapeHtml(value.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, ''));
}
