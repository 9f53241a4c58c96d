import { copyFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { findContentFiles } from '../content/content-files.ts';
import type { Diagnostic } from '../report/diagnostic.ts';
import { pathInside } from './output.ts';

/**
 * The files of the static folder, as paths inside it (dot files too), with symlinks followed as in the content
 * folders: every real folder is read once, so a link that loops (back into a folder it is in, or through a folder
 * elsewhere) is skipped with a warning naming it instead of repeating the folder without end. A second link to a
 * folder already read is skipped too. The copy step and the link check both read the folder this way.
 */
export function findStaticFiles(staticDir: string, root: string): { files: string[]; problems: Diagnostic[] } {
  return findContentFiles(staticDir, root, { patterns: ['**/*'], ignore: [], skipFolder: () => false, use: 'copied' });
}

/**
 * Copies the static folder into the output, following symlinks: the output
 * holds regular files only, so nothing done to it later (compression writes a
 * `.br` beside each file) can reach a folder a link points to. Links that loop
 * or lead nowhere copy nothing and are reported, at the link.
 */
export async function copyStaticFiles(staticDir: string, outDir: string, root: string): Promise<Diagnostic[]> {
  const { files, problems } = findStaticFiles(staticDir, root);
  const made = new Set<string>();
  for (const file of files) {
    const target = pathInside(outDir, file);
    const folder = dirname(target);
    if (!made.has(folder)) {
      await mkdir(folder, { recursive: true });
      made.add(folder);
    }
    // Through the link's own path: copyFile reads what the links lead to and writes a regular file.
    await copyFile(join(staticDir, file), target);
  }
  return problems;
}
