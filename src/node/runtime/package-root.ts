import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Set by bin/node-bundle.js when it bundles the generator into one cached
// file: there import.meta.url points into the cache, not into the package.
declare const __DOCS_BUILD_ROOT__: string | undefined;

/** True when running from the cached one-file bundle rather than from TypeScript sources. */
export const BUNDLED = typeof __DOCS_BUILD_ROOT__ === 'string';

/** The generator package's folder (where theme/, src/ and package.json live). */
export const PACKAGE_ROOT: string = typeof __DOCS_BUILD_ROOT__ === 'string' ? __DOCS_BUILD_ROOT__ : fileURLToPath(new URL('../../..', import.meta.url));

/** A path inside the generator package. */
export function packagePath(...segments: string[]): string {
  return join(PACKAGE_ROOT, ...segments);
}
