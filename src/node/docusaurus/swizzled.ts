import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Names of the components a Docusaurus site swizzled: the entries of `src/theme/`, without extensions. */
export function swizzledComponents(siteDir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(join(siteDir, 'src/theme'));
  } catch {
    return [];
  }
  return [...new Set(entries.filter((e) => !e.startsWith('.')).map((e) => e.replace(/\.(d\.ts|[jt]sx?|css)$/, '')))].sort();
}
