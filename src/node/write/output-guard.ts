import { accessSync, constants, lstatSync, readdirSync, realpathSync, type Stats, statSync } from 'node:fs';
import { basename, dirname, join, parse, relative, resolve, sep } from 'node:path';
import { DocsBuildError } from '../report/diagnostic.ts';

/**
 * Written into every output folder a build makes. A build replaces a folder
 * that holds it, and never a non-empty folder without it: the folder may be
 * anything the user named by mistake (`--out-dir .`, `--out-dir content`).
 */
export const OUTPUT_MARKER = '.docs-build-output';
export const OUTPUT_MARKER_TEXT = 'This folder was made by docs-build. The next build replaces it whole; keep nothing else in it.\n';

export interface OutputGuard {
  /** The site's folder (where the config file is). */
  root: string;
  /** Folders the build reads from: content, static files, the theme. */
  sources: string[];
}

/** Resolves symlinks of the longest part of `path` that exists, so two spellings of one folder compare equal. */
function real(path: string): string {
  const rest: string[] = [];
  let at = resolve(path);
  for (;;) {
    try {
      return join(realpathSync(at), ...rest);
    } catch {
      const up = dirname(at);
      if (up === at) return join(at, ...rest);
      rest.unshift(basename(at));
      at = up;
    }
  }
}

const within = (inner: string, outer: string) => inner === outer || inner.startsWith(outer.endsWith(sep) ? outer : outer + sep);

/**
 * Throws unless `target` may be replaced by a build's output: it must be absent,
 * an empty folder, or a folder a build made (it holds the marker), and must not
 * be, hold or lie inside the site's sources, node_modules or the file system root.
 */
export function checkOutputTarget(target: string, guard: OutputGuard): void {
  const out = real(target);
  const shown = relative(process.cwd(), target) || '.';
  const refuse = (why: string, hint = 'Pass --out-dir with a folder of its own, such as build.') => {
    throw new DocsBuildError(`Refusing to write the build to ${shown} (${out}): ${why}`, { hint });
  };
  if (out === parse(out).root) refuse('it is the root of the file system.');
  const root = real(guard.root);
  if (within(root, out)) refuse(out === root ? 'it is the site folder itself, and the build replaces its output folder whole.' : 'it holds the site folder, and the build replaces its output folder whole.');
  for (const source of guard.sources) {
    const src = real(source);
    if (within(out, src) || within(src, out)) refuse(`it ${within(out, src) ? 'lies inside' : 'holds'} ${relative(root, src) || src}, which the build reads from.`);
  }
  if (out.split(sep).includes('node_modules')) refuse('it lies inside node_modules.');
  let stat: Stats | undefined;
  try {
    stat = lstatSync(out);
  } catch {
    return;
  }
  if (!stat.isDirectory()) refuse('it is a file, not a folder.', 'Remove or rename the file, or pass --out-dir with another folder.');
  const names = readdirSync(out);
  if (names.length > 0 && !names.includes(OUTPUT_MARKER)) {
    refuse(
      `it is not empty and was not made by docs-build (it has no ${OUTPUT_MARKER} file), so replacing it could delete your files.`,
      `Pass --out-dir with another folder, or empty ${shown} yourself if nothing in it is needed.`,
    );
  }
  if (names.includes(OUTPUT_MARKER) && !statSync(join(out, OUTPUT_MARKER)).isFile()) refuse(`its ${OUTPUT_MARKER} is not a file.`);
  const locked = firstLockedFolder(out);
  if (locked) {
    refuse(
      `the previous output cannot be removed: ${locked} is not writable.`,
      `Make it writable (chmod -R u+w ${shown}, or chattr -R -i ${shown} for an immutable folder), or pass --out-dir with another folder.`,
    );
  }
}

/**
 * The first folder of the previous output whose entries cannot be removed, found before the build rather than
 * when the new output is already swapped in. The output folder and its top-level folders only: walking a large
 * site's thousands of folders would cost every build, and a folder locked deeper down only leaves the old
 * output aside, for a later build to remove.
 */
function firstLockedFolder(dir: string): string | undefined {
  const folders = [dir, ...readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => join(dir, e.name))];
  return folders.find((folder) => {
    try {
      accessSync(folder, constants.W_OK);
      return false;
    } catch {
      return true;
    }
  });
}
