import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, join, parse, resolve } from 'node:path';
import fg from 'fast-glob';

/**
 * Whether a search theme docs-build stands in for has a search page: Docusaurus's search themes (Algolia's and its
 * forks) add their /search route for a `SearchPage` component of their theme folder, so a theme package without
 * one adds no page. The theme is named as in the config: a package name, or a path into its package
 * (`require.resolve(…)`). A package that cannot be found is taken to have one.
 */
export function themeHasSearchPage(siteDir: string, theme: string): boolean {
  const root = packageRoot(siteDir, theme);
  if (root === undefined) return true;
  const found = fg.sync('**/theme/SearchPage{,/index}.{js,jsx,mjs,cjs,ts,tsx}', { cwd: root, ignore: ['**/node_modules/**'], deep: 6, onlyFiles: true });
  return found.length > 0;
}

/** The folder of the package.json of the theme's package. */
function packageRoot(siteDir: string, theme: string): string | undefined {
  if (isAbsolute(theme) || theme.startsWith('.')) return folderWithManifest(dirname(resolve(siteDir, theme)));
  try {
    return dirname(createRequire(join(siteDir, 'package.json')).resolve(`${theme}/package.json`));
  } catch {
    // A package whose exports hide its package.json: from its entry file.
    try {
      return folderWithManifest(dirname(createRequire(join(siteDir, 'package.json')).resolve(theme)));
    } catch {
      return undefined;
    }
  }
}

function folderWithManifest(start: string): string | undefined {
  for (let dir = start; dir !== parse(dir).root; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
  }
  return undefined;
}
