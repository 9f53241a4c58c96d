import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Writes a generated file only when its contents differ, as Docusaurus does for its generated files: an unchanged
 * file keeps its modification time, so the client bundle cache, which compares the times of its inputs, still hits.
 */
export async function writeIfChanged(file: string, contents: string): Promise<void> {
  const before = await readFile(file, 'utf8').catch(() => undefined);
  if (before === contents) return;
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, contents);
}
