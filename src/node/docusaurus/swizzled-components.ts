import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const MODULE = /\.[cm]?[jt]sx?$/;

/**
 * The components a Docusaurus site swizzled: every module under `src/theme/`,
 * named as `@theme/…` names it (`Footer/index.js` is `Footer`, `DocItem/Layout.js`
 * is `DocItem/Layout`), with its path from the site folder.
 */
export function swizzledComponents(siteDir: string): Array<{ name: string; file: string }> {
  const dir = join(siteDir, 'src/theme');
  let entries: string[];
  try {
    entries = readdirSync(dir, { recursive: true }) as string[];
  } catch {
    return [];
  }
  const found = new Map<string, string>();
  for (const entry of entries.map((e) => e.split('\\').join('/')).sort()) {
    if (!MODULE.test(entry) || entry.endsWith('.d.ts') || /(^|\/)(__tests__|\.)/.test(entry) || /\.(test|spec)\.[jt]sx?$/.test(entry)) continue;
    const name = entry.replace(MODULE, '').replace(/\/index$/, '');
    if (!found.has(name)) found.set(name, relative(siteDir, join(dir, entry)).split('\\').join('/'));
  }
  return [...found].map(([name, file]) => ({ name, file }));
}
