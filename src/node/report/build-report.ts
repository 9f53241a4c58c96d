import type { Config } from '../config/schema.ts';
import type { Diagnostic } from './diagnostic.ts';
import type { StepTimings } from '../step.ts';

export interface BuildReport {
  outDir: string;
  routes: number;
  pages: number;
  /** Pages reused unchanged from the page cache. */
  cachedPages: number;
  problems: Diagnostic[];
  timings: StepTimings;
  ms: number;
}

export function hasErrors(report: Pick<BuildReport, 'problems'>): boolean {
  return report.problems.some((p) => p.severity === 'error');
}

const RULES = ['onBrokenLinks', 'onBrokenMarkdownLinks', 'onBrokenMarkdownImages', 'onBrokenAnchors', 'onDuplicateRoutes'] as const;

/** `--strict`: every rule set to 'warn' fails the build instead. */
export function applyStrict(config: Config, strict: boolean): Config {
  if (!strict) return config;
  const next = { ...config };
  for (const rule of RULES) if (next[rule] === 'warn') next[rule] = 'throw';
  return next;
}
