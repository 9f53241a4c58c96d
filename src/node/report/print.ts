import { formatLocation, type Diagnostic } from './diagnostic.ts';
import type { BuildReport } from './build-report.ts';

export interface Printer {
  color: boolean;
  write(text: string): void;
}

const paint = (on: boolean, code: number, text: string) => (on ? `\u001b[${code}m${text}\u001b[0m` : text);

/** All problems of a build, grouped by file, each as `file:line:column  message`. */
export function formatDiagnostics(problems: Diagnostic[], color: boolean): string {
  const byFile = new Map<string, Diagnostic[]>();
  for (const p of problems) byFile.set(p.file, [...(byFile.get(p.file) ?? []), p]);
  const out: string[] = [];
  for (const [file, list] of [...byFile].sort(([a], [b]) => a.localeCompare(b))) {
    out.push(paint(color, 1, file));
    list.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
    for (const d of list) {
      const label = d.severity === 'error' ? paint(color, 31, 'error') : paint(color, 33, 'warning');
      out.push(`  ${formatLocation(d)}  ${label} ${d.message} [${d.ruleId}]`);
      if (d.frame) out.push(d.frame.split('\n').map((l) => `      ${l}`).join('\n'));
      if (d.hint) out.push(`      ${paint(color, 2, `hint: ${d.hint}`)}`);
    }
  }
  return out.join('\n');
}

export function summaryLine(report: BuildReport): string {
  const errors = report.problems.filter((p) => p.severity === 'error').length;
  const warnings = report.problems.length - errors;
  const status = errors > 0 ? 'Build failed' : 'Build finished';
  return `${status}: ${report.routes} routes, ${report.pages} pages${report.cachedPages > 0 ? ` (${report.cachedPages} from cache)` : ''}, ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'} in ${(report.ms / 1000).toFixed(2)} s`;
}
