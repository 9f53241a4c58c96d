import { lstatSync, realpathSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Diagnostic } from '../report/diagnostic.ts';

/**
 * fast-glob follows symlinks, so a link that leads back to a folder above it
 * repeats everything below that folder until the path grows too long: one doc
 * became 400 pages. Files reached through such a link are dropped, and each
 * link is reported once; a link elsewhere (sharing a folder between two places)
 * still gives its files a second route, as Docusaurus does.
 */
export function dropSymlinkLoops(dir: string, files: string[], root: string): { files: string[]; problems: Diagnostic[] } {
  const loops = new Set<string>();
  // Per folder, once: a large site has thousands of files in a few hundred folders.
  const seen = new Map<string, boolean>();
  const leadsBack = (folder: string): boolean => {
    let loop = seen.get(folder);
    if (loop === undefined) {
      loop = false;
      if (isLink(folder)) {
        const target = realpathSync(folder);
        const parent = realpathSync(join(folder, '..'));
        loop = parent === target || parent.startsWith(target + sep);
      }
      seen.set(folder, loop);
    }
    return loop;
  };
  const kept = files.filter((file) => {
    const segments = file.split('/');
    for (let i = 1; i < segments.length; i++) {
      const folder = join(dir, ...segments.slice(0, i));
      if (leadsBack(folder)) {
        loops.add(folder);
        return false;
      }
    }
    return true;
  });
  const problems = [...loops].map(
    (loop): Diagnostic => ({
      file: relative(root, loop),
      message: 'This symlink leads back to a folder it is in; the files below it were skipped, as they would repeat without end.',
      ruleId: 'content-symlink',
      severity: 'warning',
      hint: 'Remove the link, or point it at a folder outside the one that holds it.',
    }),
  );
  return { files: kept, problems };
}

function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}
