import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { threadId } from 'node:worker_threads';
import { debugNote } from '../cache/debug-note.ts';
import type { ConvertedPattern } from './regex-store.ts';

// Patterns whose text comes from the page (an end pattern holding what its begin pattern matched, such as a heredoc's
// word) would make the file grow build after build: past this many, the ones the last build did not use are dropped.
export const MAX_PATTERNS = 20_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Reads converted patterns kept by an earlier build. Anything unexpected (a
 * missing file, an edited one, one whose hash or key does not match) is a
 * miss: the patterns are converted again.
 */
export async function readConvertedPatterns(file: string, key: string): Promise<Array<[string, ConvertedPattern]> | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
  const split = text.indexOf('\n');
  if (split !== 64 || text.slice(0, split) !== sha256(text.slice(split + 1))) {
    debugNote(`cache: ${file} does not match its hash; its patterns are converted again`);
    return undefined;
  }
  try {
    const body = JSON.parse(text.slice(split + 1)) as { key?: unknown; patterns?: unknown };
    return body.key === key && Array.isArray(body.patterns) ? (body.patterns as Array<[string, ConvertedPattern]>) : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps converted patterns for the next build, the first `MAX_PATTERNS` of them. Never throws: a cache only saves time. */
export async function writeConvertedPatterns(file: string, key: string, patterns: Array<[string, ConvertedPattern]>): Promise<void> {
  const body = JSON.stringify({ key, patterns: patterns.slice(0, MAX_PATTERNS) });
  // Each thread writes a file of its own, renamed into place whole: a reader never sees half of one.
  const partial = `${file}.${process.pid}-${threadId}.tmp`;
  try {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(partial, `${sha256(body)}\n${body}`);
    await rename(partial, file);
  } catch (error) {
    debugNote(`cache: could not keep ${file} (${(error as Error).message})`);
    await rm(partial, { force: true }).catch(() => undefined);
  }
}
