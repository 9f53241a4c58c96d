import { watch, type FSWatcher } from 'chokidar';
import type { ChangeEvent, FileChange, WatchedPaths } from './classify.ts';

export interface SourceWatcher {
  /** Watches a new set of paths (after a config edit moved a folder). */
  update(paths: WatchedPaths): void;
  close(): Promise<void>;
}

const EVENTS: Record<string, ChangeEvent> = { add: 'add', change: 'change', unlink: 'unlink', addDir: 'add', unlinkDir: 'unlink' };

export function listPaths(paths: WatchedPaths): string[] {
  return [...new Set([paths.configFile, ...(paths.sidebarsFile ? [paths.sidebarsFile] : []), ...paths.contentDirs, ...(paths.componentsFile ? [paths.componentsFile] : []), ...paths.bundleDirs, paths.staticDir])];
}

/** chokidar over the site's sources; every event becomes a FileChange. */
export function watchSources(paths: WatchedPaths, onChange: (change: FileChange) => void): { watcher: SourceWatcher; ready: Promise<void> } {
  let current = listPaths(paths);
  const fsWatcher: FSWatcher = watch(current, {
    ignoreInitial: true,
    ignored: (path) => /[\\/](node_modules|\.git)([\\/]|$)/.test(path),
  });
  const ready = new Promise<void>((resolve) => fsWatcher.once('ready', () => resolve()));
  // chokidar drops a 'change' that comes within 50 ms of the previous one for
  // the same file, so a quick second save would be lost: each change is
  // followed by one more look at the file once that window has passed.
  const followUps = new Map<string, NodeJS.Timeout>();
  fsWatcher.on('all', (event, path) => {
    const kind = EVENTS[event];
    if (!kind) return;
    onChange({ event: kind, path });
    if (kind !== 'change') return;
    clearTimeout(followUps.get(path));
    followUps.set(
      path,
      setTimeout(() => {
        followUps.delete(path);
        onChange({ event: 'change', path });
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
