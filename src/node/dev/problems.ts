import { formatLocation, type Diagnostic } from '../report/diagnostic.ts';
import { formatDiagnostics } from '../report/print.ts';
import type { DevEvent, OverlayProblem } from './events.ts';

/** The problems of a dev session, filed by the step that found them ('config', 'bundle', 'page:/docs/a', …). */
export interface ProblemBook {
  /** Replaces what a step found; an empty list clears it. */
  set(key: string, list: Diagnostic[]): void;
  get(key: string): Diagnostic[] | undefined;
  has(key: string): boolean;
  /** Forgets every page's problems, for a new set of pages. */
  clearPages(): void;
  errors(): Diagnostic[];
  /** Tells the terminal and open pages what changed since the last report. */
  report(): void;
}

export function pageProblemKey(pageKey: string): string {
  return `page:${pageKey}`;
}

export function hasErrors(list: readonly Diagnostic[]): boolean {
  return list.some((p) => p.severity === 'error');
}

export function toOverlay(d: Diagnostic): OverlayProblem {
  return { location: formatLocation(d), message: d.message, frame: d.frame, hint: d.hint };
}

export function createProblemBook(log: (text: string) => void, color: boolean, emit: (event: DevEvent) => void): ProblemBook {
  const problems = new Map<string, Diagnostic[]>();
  // Terminal and browsers hear about problems when they change, not on every save.
  let shown = '';
  let errorShown = false;
  const all = () => [...problems.values()].flat();
  const errors = () => all().filter((p) => p.severity === 'error');
  return {
    set(key, list) {
      if (list.length > 0) problems.set(key, list);
      else problems.delete(key);
    },
    get: (key) => problems.get(key),
    has: (key) => problems.has(key),
    clearPages() {
      for (const key of [...problems.keys()]) if (key.startsWith(pageProblemKey(''))) problems.delete(key);
    },
    errors,
    report() {
      const current = all();
      const signature = JSON.stringify(current);
      if (signature !== shown) {
        shown = signature;
        if (current.length > 0) log(formatDiagnostics(current, color));
      }
      const failing = errors();
      if (failing.length > 0) {
        emit({ type: 'error', problems: failing.map(toOverlay) });
        errorShown = true;
      } else if (errorShown) {
        emit({ type: 'ok' });
        errorShown = false;
        log('Build problems fixed.');
      }
    },
  };
}
