import { mkdir, open, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import type { SearchRecord } from '../../shared/search-types.ts';
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
 * them back page by page.
 */
export function openRecordSpool(outDir: string): RecordSpool {
  const file = join(outDir, SPOOL_DIR, `${process.pid}-${threadId}.jsonl`);
  let handle: Promise<FileHandle> | undefined;
  let position = 0;
  return {
    async spool(page) {
      if (page.records === undefined) return page;
      const { records, ...rest } = page;
      const bytes = Buffer.from(`${records}\n`);
      // Claimed before the first await: two pages spooled at once get separate ranges.
      const offset = position;
      position += bytes.length;
      handle ??= mkdir(join(outDir, SPOOL_DIR), { recursive: true }).then(() => open(file, 'w'));
      const fh = await handle;
      await fh.write(bytes, 0, bytes.length, offset);
      return { ...rest, spooled: { file, offset, length: bytes.length - 1 } };
    },
    async close() {
      await (await handle)?.close();
      handle = undefined;
    },
  };
}

/** Reads pages' records back, from the spool or inline, keeping one open handle per spool file. */
export function openSpoolReader(): { read(page: PageSearch): Promise<SearchRecord[]>; close(): Promise<void> } {
  const handles = new Map<string, Promise<FileHandle>>();
  return {
    async read(page) {
      if (page.records !== undefined) return JSON.parse(page.records) as SearchRecord[];
      if (!page.spooled) return [];
      const { file, offset, length } = page.spooled;
      let fh = handles.get(file);
      if (!fh) handles.set(file, (fh = open(file, 'r')));
      const buffer = Buffer.alloc(length);
      await (await fh).read(buffer, 0, length, offset);
      return JSON.parse(buffer.toString('utf8')) as SearchRecord[];
    },
    async close() {
      for (const fh of handles.values()) await (await fh).close();
      handles.clear();
    },
  };
}
