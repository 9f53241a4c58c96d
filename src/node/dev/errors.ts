import { readFileSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import { codeFrame, DocsBuildError, type Diagnostic } from '../report/diagnostic.ts';

const POSITION = /((?:[A-Za-z]:)?[^\s:()'"]+\.[cm]?[jt]sx?):(\d+):(\d+)/;

/**
 * A thrown error (bad config, a module that fails to import) as a positioned
 * problem: the first `file:line:column` in its message or causes, with a code
 * frame when the file can be read.
 */
export function diagnosticFromError(error: unknown, root: string, fallbackFile: string, ruleId = 'config'): Diagnostic {
  const hint = error instanceof DocsBuildError ? error.hint : undefined;
  const message = (error as Error)?.message ?? String(error);
  const diagnostic: Diagnostic = { file: fallbackFile, message, ruleId, severity: 'error', hint };
  const found = findPosition(error);
  if (found) {
    const absolute = isAbsolute(found.file) ? found.file : resolve(root, found.file);
    diagnostic.file = relative(root, absolute) || absolute;
    diagnostic.line = found.line;
    diagnostic.column = found.column;
    try {
      diagnostic.frame = codeFrame(readFileSync(absolute, 'utf8'), found.line, found.column);
    } catch {
      // The file is gone or unreadable: the position alone still helps.
    }
  } else if (error instanceof DocsBuildError && error.location) {
    // Config keys are located by key path ('docs-build.config.ts: navbar.items.0'), not by line.
    diagnostic.file = error.location.split(': ')[0]!;
  }
  return diagnostic;
}

function findPosition(error: unknown): { file: string; line: number; column: number } | undefined {
  const seen = new Set<unknown>();
  for (let e = error; e && !seen.has(e); e = (e as Error).cause) {
    seen.add(e);
    const location = e instanceof DocsBuildError ? e.location : undefined;
    for (const text of [location, (e as Error).message]) {
      const match = text ? POSITION.exec(text) : null;
      if (match) return { file: match[1]!.replace(/^file:\/\//, ''), line: Number(match[2]), column: Number(match[3]) };
    }
  }
  return undefined;
}
