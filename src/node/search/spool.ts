import { closeSync, mkdirSync, openSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import type { SearchRecord } from '../../shared/search-types.ts';
import { writeAll } from '../write/output.ts';
import type { PageSearch } from './page-records.ts';

/** Folder of the spool files inside the build's temporary output folder; removed once search is written. */
export const SPOOL_DIR = '.search-records';

export interface RecordSpool {
  /** Writes the page's records to this thread's file and gives back where they are, without the records. */
  spool(page: PageSearch): Promise<PageSearch>;
  close(): Promise<void>;
}

/**
 * One file per rendering thread, appended to as pages finish: the records
 * of a large site wait on disk, not in memory, until the search step reads
 * them back page by page. Reads and writes are synchronous on purpose: each
 * is one short call, while a trip through libuv's threads waits behind the
 * compression of whole pages (at 10,000 pages those waits came to seconds).
 */
export function openRecordSpool(outDir: string): RecordSpool {
  const file = join(outDir, SPOOL_DIR, `${process.pid}-${threadId}.jsonl`);
  let fd: number | undefined;
  let position = 0;
  return {
    async spool(page) {
      if (page.records === undefined) return page;
      const { records, ...rest } = page;
      const bytes = Buffer.from(`${records}\n`);
      if (fd === undefined) {
        mkdirSync(join(outDir, SPOOL_DIR), { recursive: true });
        fd = openSync(file, 'w');
      }
      const offset = position;
      writeAll(fd, bytes, offset);
      position += bytes.length;
      return { ...rest, spooled: { file, offset, length: bytes.length - 1 } };
    },
    async close() {
      if (fd !== undefined) closeSync(fd);
      fd = undefined;
    },
  };
}

/** Reads pages' records back, from the spool or inline, keeping one open file per spool file. */
export function openSpoolReader(): { read(page: PageSearch): Promise<SearchRecord[]>; close(): Promise<void> } {
  const fds = new Map<string, number>();
  return {
    async read(page) {
      if (page.records !== undefined) return JSON.parse(page.records) as SearchRecord[];
      if (!page.spooled) return [];
      const { file, offset, length } = page.spooled;
      let fd = fds.get(file);
      if (fd === undefined) fds.set(file, (fd = openSync(file, 'r')));
      const buffer = Buffer.allocUnsafe(length);
      readSync(fd, buffer, 0, length, offset);
      return JSON.parse(buffer.toString('utf8')) as SearchRecord[];
    },
    async close() {
      for (const fd of fds.values()) closeSync(fd);
      fds.clear();
    },
  };
}
