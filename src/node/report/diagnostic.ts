import type { VFileMessage } from 'vfile-message';

/** A problem the user can fix. Always carries a hint saying how. */
export class DocsBuildError extends Error {
  readonly hint: string;
  /** 'file:line:column' or a config key path, when known. */
  readonly location?: string;

  constructor(message: string, options: { hint: string; location?: string; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'DocsBuildError';
    this.hint = options.hint;
    this.location = options.location;
  }
}

export type Severity = 'throw' | 'warn' | 'ignore';

/** One problem found in a source file, with its position. */
export interface Diagnostic {
  file: string;
  line?: number;
  column?: number;
  /** Key path inside the config file ('navbar.items.0.docId'), for problems found in the config. */
  keyPath?: string;
  message: string;
  ruleId: string;
  severity: 'error' | 'warning';
  hint?: string;
  frame?: string;
}

export function diagnosticFromMessage(message: VFileMessage, file: string): Diagnostic {
  return {
    file,
    line: message.line ?? undefined,
    column: message.column ?? undefined,
    message: message.reason,
    ruleId: [message.source, message.ruleId].filter(Boolean).join(':') || 'content',
    severity: message.fatal === true ? 'error' : 'warning',
    hint: message.note ?? undefined,
  };
}

export function formatLocation(d: Pick<Diagnostic, 'file' | 'line' | 'column' | 'keyPath'>): string {
  if (d.line === undefined) return d.keyPath ? `${d.file}: ${d.keyPath}` : d.file;
  return `${d.file}:${d.line}:${d.column ?? 1}`;
}

/**
 * A few lines of source around a position, with a caret under the column.
 * `firstLine` numbers the first line of `source`, for a tool that gives only
 * part of the file (esbuild gives the one line).
 */
export function codeFrame(source: string, line: number, column: number, context = 2, firstLine = 1): string {
  const lines = source.split('\n');
  const first = Math.max(firstLine, line - context);
  const last = Math.min(firstLine + lines.length - 1, line + context);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const marker = n === line ? '>' : ' ';
    out.push(`${marker} ${String(n).padStart(width)} | ${lines[n - firstLine] ?? ''}`);
    if (n === line) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, column - 1))}^`);
  }
  return out.join('\n');
}
