/** One problem docs-build printed: `  place  warning message [rule]` (src/node/report/print.ts). */
export interface PrintedDiagnostic {
  severity: 'error' | 'warning';
  place: string;
  message: string;
  rule: string;
}

// A rule is docs-build's own (`broken-link`) or a parser's, named by its package (`micromark-extension-mdx-expression:acorn`).
const LINE = /^\s+(\S.*?)\s{2}(error|warning) (.*) \[([\w:./@-]+)\]\s*$/;

/** Reads the problems out of a docs-build run's output, in the order printed. */
export function parseDiagnostics(output: string): PrintedDiagnostic[] {
  const found: PrintedDiagnostic[] = [];
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips terminal colour codes
  for (const line of output.replace(/\u001b\[[0-9;]*m/g, '').split('\n')) {
    const match = LINE.exec(line);
    if (match) found.push({ place: match[1]!, severity: match[2] as 'error' | 'warning', message: match[3]!, rule: match[4]! });
  }
  return found;
}

/** Warnings counted per rule, with the first one printed as the example. */
export function warningsByRule(diagnostics: PrintedDiagnostic[]): Record<string, { count: number; example: string }> {
  const byRule: Record<string, { count: number; example: string }> = {};
  for (const diagnostic of diagnostics) {
    if (diagnostic.severity !== 'warning') continue;
    const entry = (byRule[diagnostic.rule] ??= { count: 0, example: `${diagnostic.place}: ${diagnostic.message}` });
    entry.count += 1;
  }
  return byRule;
}
