import { lstatSync, realpathSync, statSync } from 'node:fs';
import { dirname, sep } from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import type { ChangeEvent, FileChange, WatchedPaths } from './classify.ts';

export interface SourceWatcher {
  /** Watches a new set of paths (after a config edit moved a folder). */
  update(paths: WatchedPaths): void;
  close(): Promise<void>;
}

const EVENTS: Record<string, ChangeEvent> = { add: 'add', change: 'change', unlink: 'unlink', addDir: 'add', unlinkDir: 'unlink' };

export function listPaths(paths: WatchedPaths): string[] {
  return [...new Set([paths.configFile, ...(paths.sidebarsFile ? [paths.sidebarsFile] : []), ...(paths.versionFiles ?? []), ...(paths.translationFiles ?? []), ...(paths.pluginPaths ?? []), ...(paths.siteThemeDir ? [paths.siteThemeDir] : []), ...paths.contentDirs, ...(paths.componentsFile ? [paths.componentsFile] : []), ...paths.bundleDirs, paths.staticDir])];
}

/**
 * Whether `path` is a symlink that leads back to a folder on its own way: to a folder that holds it, or to one that
 * holds a folder it was reached through (`static/ext` → `../shared`, whose `back` leads to `static/`). chokidar
 * follows every link and has no guard of its own: two such links made `dev` watch paths without end, its memory
 * growing by megabytes a second and the server never starting. The build skips these links with a warning; the
 * watcher leaves them out too. Any other link is followed, so an edit in a folder linked from outside is seen.
 */
export function isLoopingLink(path: string): boolean {
  let target: string;
  try {
    if (!lstatSync(path).isSymbolicLink()) return false;
    target = realpathSync(path);
    if (!statSync(target).isDirectory()) return false;
  } catch (error) {
    // A link to itself (ELOOP) is one too; a link to nothing is nothing to watch, and chokidar skips it.
    return (error as NodeJS.ErrnoException).code === 'ELOOP';
  }
  // Each folder on the way, as it really is: the links already followed are resolved.
  for (let folder = dirname(path); ; folder = dirname(folder)) {
    let real: string | undefined;
    try {
      real = realpathSync(folder);
    } catch {
      real = undefined;
    }
    if (real !== undefined && (real === target || real.startsWith(target.endsWith(sep) ? target : target + sep))) return true;
    if (dirname(folder) === folder) return false;
  }
}

/** A file's size and modification time: a save changes one of them. */
function fileState(path: string): string {
  try {
    const stat = statSync(path);
    return `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return 'missing';
  }
}

/** chokidar over the site's sources; every event becomes a FileChange. */
export function watchSources(paths: WatchedPaths, onChange: (change: FileChange) => void): { watcher: SourceWatcher; ready: Promise<void> } {
  let current = listPaths(paths);
  const fsWatcher: FSWatcher = watch(current, {
    ignoreInitial: true,
    ignored: (path) => /[\\/](node_modules|\.git)([\\/]|$)/.test(path) || isLoopingLink(path),
  });
  const ready = new Promise<void>((resolve) => fsWatcher.once('ready', () => resolve()));
  // chokidar drops a 'change' that comes within 50 ms of the previous one for
  // the same file, so a quick second save would be lost: each change is
  // followed by one more look at the file once that window has passed, which
  // reports a change only if the file was written again since.
  const followUps = new Map<string, NodeJS.Timeout>();
  fsWatcher.on('all', (event, path) => {
    const kind = EVENTS[event];
    if (!kind) return;
    onChange({ event: kind, path });
    if (kind !== 'change') return;
    const seen = fileState(path);
    clearTimeout(followUps.get(path));
    followUps.set(
      path,
      setTimeout(() => {
        followUps.delete(path);
        if (fileState(path) !== seen) onChange({ event: 'change', path });
      }, 75),
    );
  });
  // A watch error (a folder that vanished, too many files) must not stop the server.
  fsWatcher.on('error', () => {});
  return {
    ready,
    watcher: {
      update(next) {
        const wanted = listPaths(next);
        const gone = current.filter((p) => !wanted.includes(p));
        const added = wanted.filter((p) => !current.includes(p));
        if (gone.length > 0) fsWatcher.unwatch(gone);
        if (added.length > 0) fsWatcher.add(added);
        current = wanted;
      },
      close: () => {
        for (const timer of followUps.values()) clearTimeout(timer);
        return fsWatcher.close();
      },
    },
  };
}
