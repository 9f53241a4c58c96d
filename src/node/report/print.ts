import { relative } from 'node:path';
import { DocsBuildError, formatLocation, type Diagnostic } from './diagnostic.ts';
import { hasErrors, type BuildReport } from './build-report.ts';
import { describeFsError } from './fs-error.ts';

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

/**
 * The paragraph a command prints on stderr for the error that stopped it:
 * the location first (unless the message names it), then a hint when there is
 * one. A stack trace only with `debug`, for errors that are not the user's.
 */
export function failureText(error: unknown, debug: boolean): string {
  if (error instanceof DocsBuildError) {
    const where = error.location && !error.message.includes(error.location) ? `${error.location}  ` : '';
    return `error: ${where}${error.message}\n${error.hint ? `hint: ${error.hint}\n` : ''}`;
  }
  const fsError = describeFsError(error);
  if (fsError) return `error: ${fsError.message}\nhint: ${fsError.hint}\n${debug ? `${(error as Error).stack}\n` : ''}`;
  const e = error as Error;
  return `error: ${e.message ?? String(error)}\n${debug ? `${e.stack}\n` : ''}`;
}

export interface BuildOutcome {
  stdout: string;
  stderr: string;
  exitCode: 0 | 1;
}

/** What `docs-build build` prints for a build that ran to its end, and the exit code: 1 when it found an error. */
export function buildOutcome(report: BuildReport, options: { color: boolean; cwd: string }): BuildOutcome {
  const problems = report.problems.length > 0 ? `${formatDiagnostics(report.problems, options.color)}\n` : '';
  const line = summaryLine(report);
  const outDir = relative(options.cwd, report.outDir) || report.outDir;
  if (hasErrors(report)) return { stdout: '', stderr: `${problems}${line}\nThe previous output in ${outDir} was left untouched.\n`, exitCode: 1 };
  return { stdout: `${line} → ${outDir}\n`, stderr: problems, exitCode: 0 };
}
