import { formatLocation, type Diagnostic } from './diagnostic.ts';

// Rules whose problem is the same wherever it occurs: one report names the first place and counts the rest.
const ONCE_PER_BUILD = new Set(['docs-build:code-language']);

/** Keeps the first of each repeated once-per-build problem (same rule, same message), noting where else it occurs. */
export function oncePerBuild(problems: Diagnostic[]): Diagnostic[] {
  const first = new Map<string, { problem: Diagnostic; others: string[] }>();
  const kept: Diagnostic[] = [];
  for (const problem of problems) {
    if (!ONCE_PER_BUILD.has(problem.ruleId)) {
      kept.push(problem);
      continue;
    }
    const key = `${problem.ruleId}\0${problem.message}`;
    const seen = first.get(key);
    if (seen) {
      seen.others.push(formatLocation(problem));
      continue;
    }
    const copy = { ...problem };
    first.set(key, { problem: copy, others: [] });
    kept.push(copy);
  }
  for (const { problem, others } of first.values()) {
    if (others.length === 0) continue;
    const shown = others.slice(0, 3).join(', ');
    const more = others.length > 3 ? ` and ${others.length - 3} more` : '';
    problem.hint = [problem.hint, `Also used on ${others.length} other page${others.length === 1 ? '' : 's'}: ${shown}${more}.`].filter(Boolean).join(' ');
  }
  return kept;
}
