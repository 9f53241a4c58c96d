import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fg from 'fast-glob';
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

const CODE_DIRS = ['src', 'theme'];
let fingerprint: string | undefined;

/**
 * A fingerprint of the generator's own code, so a changed plugin or theme
 * component never serves stale output from a cache. Stat data only: a few
 * milliseconds, once per process.
 */
export function codeFingerprint(): string {
  if (fingerprint) return fingerprint;
  const hash = createHash('sha256');
  for (const dir of CODE_DIRS) {
    for (const file of fg.sync('**/*.{ts,tsx,css}', { cwd: join(PACKAGE_ROOT, dir) }).sort()) {
      const stat = statSync(join(PACKAGE_ROOT, dir, file));
      hash.update(`${dir}/${file}:${stat.size}:${stat.mtimeMs}\n`);
    }
  }
  hash.update(readFileSync(join(PACKAGE_ROOT, 'package.json')));
  fingerprint = hash.digest('hex');
  return fingerprint;
}
