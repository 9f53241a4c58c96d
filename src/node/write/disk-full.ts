import { statfsSync } from 'node:fs';
import { basename, dirname, isAbsolute, relative, sep } from 'node:path';
import { DocsBuildError } from '../report/diagnostic.ts';

// Below this much free space a disk is taken as full: a write that failed without naming its file failed there.
const NEARLY_FULL_BYTES = 1024 * 1024;

/**
 * A write that failed for want of space (ENOSPC, or EDQUOT for a quota) on the disk of the output folder, as an
 * error that names the output folder and says the disk is full; undefined for any other error. Node's own message
 * names neither: it says `write`, and the file it names, if any, is one in the build's temporary folder. Call it
 * before that folder is removed: removing it frees the space that tells a full disk apart.
 */
export function outputDiskFull(error: unknown, outDir: string, cwd = process.cwd()): DocsBuildError | undefined {
  const e = error as (NodeJS.ErrnoException & { dest?: string }) | undefined;
  if (e?.code !== 'ENOSPC' && e?.code !== 'EDQUOT') return undefined;
  // A copy (copyFile) names its source as `path` and the file it could not write as `dest`.
  const written = e.dest ?? e.path;
  if (written ? !isOutputPath(written, outDir) : !nearlyFull(dirname(outDir))) return undefined;
  const shown = relative(cwd, outDir) || outDir;
  const what = e.code === 'EDQUOT' ? 'Your disk quota is used up' : 'The disk is full';
  return new DocsBuildError(`${what}: the build could not write its output folder ${shown} (${e.code}), so it stopped; the previous output there was left as it was.`, {
    hint: `Free some space on the disk that holds ${shown} (df -h ${dirname(shown) || '.'}), or build to another disk with --out-dir, and build again.`,
    cause: error,
  });
}

/** Whether `path` is the output folder, something in it, or in one of the temporary folders the build writes beside it. */
function isOutputPath(path: string, outDir: string): boolean {
  const inside = relative(dirname(outDir), path);
  if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) return false;
  const first = inside.split(sep)[0]!;
  return first === basename(outDir) || first.startsWith(`.${basename(outDir)}.tmp-`);
}

/** Whether the disk holding `folder` has next to no room left (under 1 MiB for this user). */
export function nearlyFull(folder: string): boolean {
  try {
    const stats = statfsSync(folder);
    return stats.bavail * stats.bsize < NEARLY_FULL_BYTES;
  } catch {
    return false;
  }
}
