import { join } from 'node:path';
import { codeFingerprint as sourceFingerprint } from '../../../bin/code-fingerprint.js';
import { PACKAGE_ROOT } from '../runtime/package-root.ts';

/** Where builds keep what they can reuse, relative to the site root. */
export const CACHE_DIR = 'node_modules/.cache/docs-build';

/** One folder per cache a build keeps. */
export interface CacheDirs {
  pages: string;
  client: string;
  search: string;
  compressed: string;
}

export function cacheDirs(root: string): CacheDirs {
  const dir = join(root, CACHE_DIR);
  return { pages: join(dir, 'pages'), client: join(dir, 'client'), search: join(dir, 'search'), compressed: join(dir, 'compressed') };
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
