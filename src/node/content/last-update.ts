import { execFile } from 'node:child_process';
import { join } from 'node:path';

export interface LastUpdate {
  /** Seconds since 1970, of the last commit that changed the file. */
  timestamp: number;
  author: string;
}

export interface LastUpdates {
  /** Absolute file path → its last commit. Files git does not know are absent. */
  files: Map<string, LastUpdate>;
  /** Why there is no history at all, when there is none. */
  problem?: string;
}

const RECORD = '\u001e';

/**
 * The last commit of every file under `dir`, from one `git log` over the
 * folder (newest first, so a file's first appearance is its last change),
 * instead of one git call per file, which costs seconds on a large site.
 */
export function readLastUpdates(dir: string): Promise<LastUpdates> {
  const args = ['-c', 'core.quotePath=false', 'log', `--format=${RECORD}%at%x09%an`, '--name-only', '--relative', '--no-merges', '--', '.'];
  return new Promise((resolveUpdates) => {
    execFile('git', args, { cwd: dir, maxBuffer: 256 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) {
        const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'git is not installed' : String(stderr).trim().split('\n')[0] || error.message;
        resolveUpdates({ files: new Map(), problem: reason });
        return;
      }
      const files = new Map<string, LastUpdate>();
      for (const record of stdout.split(RECORD)) {
        const [header, ...names] = record.split('\n');
        const [time, author = ''] = (header ?? '').split('\t');
        const timestamp = Number(time);
        if (!Number.isFinite(timestamp) || time === '') continue;
        for (const name of names) {
          if (name === '') continue;
          const file = join(dir, name);
          if (!files.has(file)) files.set(file, { timestamp, author });
        }
      }
      resolveUpdates(files.size === 0 ? { files, problem: 'the folder has no commits' } : { files });
    });
  });
}
