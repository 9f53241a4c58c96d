import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Diagnostic } from '../report/diagnostic.ts';
import { codeFingerprint as sourceFingerprint } from '../../../bin/code-fingerprint.js';
import { PACKAGE_ROOT } from '../runtime/package-root.ts';
import { nearlyFull } from '../write/disk-full.ts';

/** Where builds keep what they can reuse, relative to the site root. */
export const CACHE_DIR = 'node_modules/.cache/docs-build';

/** One folder per cache a build keeps. */
export interface CacheDirs {
  pages: string;
  client: string;
  search: string;
  compressed: string;
  /** Grammar patterns converted for Shiki's JavaScript engine. */
  grammars: string;
  /** Highlighted code blocks, one file per page. */
  highlighted: string;
}

/**
 * The cache folders of a build. `locale` names a locale other than the default one: its pages, client bundle and
 * search index are kept apart (the same routes are other pages there, and would replace the default locale's entries
 * at each build); compressed files, grammars and highlighted blocks are keyed by their contents and shared.
 */
export function cacheDirs(root: string, locale?: string): CacheDirs {
  const dir = join(root, CACHE_DIR);
  const own = locale === undefined ? dir : join(dir, 'locales', locale);
  return { pages: join(own, 'pages'), client: join(own, 'client'), search: join(own, 'search'), compressed: join(dir, 'compressed'), grammars: join(dir, 'grammars'), highlighted: join(dir, 'highlighted') };
}

/**
 * The cache folders of a build, made and checked writable first; undefined,
 * with a warning, when they cannot be: a cache only ever saves time, so a
 * read-only folder, a full disk or a file in the way never fails a build.
 */
export function openCaches(root: string, problems: Diagnostic[], locale?: string): CacheDirs | undefined {
  const dirs = cacheDirs(root, locale);
  for (const dir of Object.values(dirs)) {
    const probe = join(dir, `.probe-${process.pid}`);
    try {
      mkdirSync(dir, { recursive: true });
      writeFileSync(probe, '');
      rmSync(probe);
    } catch (error) {
      const e = error as NodeJS.ErrnoException;
      problems.push({
        file: relative(root, dir) || dir,
        message: `The build cache cannot be written (${e.code ?? e.message}${e.path ? ` at ${relative(root, e.path) || e.path}` : ''}), so this build makes everything without it.`,
        ruleId: 'cache',
        severity: 'warning',
        hint: `Check the permissions and the free space of ${CACHE_DIR}, or remove what is in the way; --no-cache skips the cache.`,
      });
      return undefined;
    }
  }
  return dirs;
}

/**
 * One warning when the cache's disk filled up during the build: entries that did not fit were left out, each
 * without a word (a cache only saves time), so the next build is slower without the user knowing why. Undefined
 * when there is room.
 */
export function cacheDiskFullProblem(root: string): Diagnostic | undefined {
  const dir = join(root, CACHE_DIR);
  if (!nearlyFull(dir)) return undefined;
  return {
    file: CACHE_DIR,
    message: 'The disk of the build cache is full (less than 1 MB free): what did not fit was left out of the cache, and the next build makes it again.',
    ruleId: 'cache',
    severity: 'warning',
    hint: `Free some space on the disk that holds ${CACHE_DIR}; --no-cache skips the cache.`,
  };
}

let fingerprint: string | undefined;

/**
 * A fingerprint of the generator's own code, so a changed plugin or theme
 * component never serves stale output from a cache; the same one the launcher
 * keys its bundle on. Stat data only: a few milliseconds, once per process.
 */
export function codeFingerprint(): string {
  fingerprint ??= sourceFingerprint(PACKAGE_ROOT);
  return fingerprint;
}
