import { copyFile, mkdir, readdir, realpath, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Diagnostic } from '../report/diagnostic.ts';
import { pathInside } from './output.ts';

/**
 * Copies the static folder into the output, following symlinks: the output
 * holds regular files only, so nothing done to it later (compression writes a
 * `.br` beside each file) can reach a folder a link points to. A link that
 * leads back into a folder it sits in would never end, and one that leads
 * nowhere copies nothing: both are reported, at the link.
 */
export async function copyStaticFiles(staticDir: string, outDir: string, root: string): Promise<Diagnostic[]> {
  const problems: Diagnostic[] = [];
  const shown = (path: string) => relative(root, path) || path;
  const copyFolder = async (from: string, rel: string, ancestors: Set<string>): Promise<void> => {
    if (rel) await mkdir(pathInside(outDir, rel), { recursive: true });
    for (const entry of await readdir(from, { withFileTypes: true })) {
      const source = join(from, entry.name);
      const target = pathInside(outDir, join(rel, entry.name));
      if (entry.isFile()) {
        await copyFile(source, target);
        continue;
      }
      if (entry.isDirectory()) {
        await copyFolder(source, join(rel, entry.name), new Set([...ancestors, await realpath(source)]));
        continue;
      }
      if (!entry.isSymbolicLink()) continue;
      let real: string;
      let kind: Awaited<ReturnType<typeof stat>>;
      try {
        real = await realpath(source);
        kind = await stat(real);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        problems.push({
          file: shown(source),
          message: code === 'ELOOP' ? 'This symlink leads to itself in a loop; nothing was copied.' : 'This symlink points to nothing; nothing was copied.',
          ruleId: 'static-symlink',
          severity: 'warning',
          hint: 'Remove the link, or point it at a file or folder that exists.',
        });
        continue;
      }
      if (kind.isFile()) {
        await copyFile(real, target);
      } else if (kind.isDirectory()) {
        if (ancestors.has(real)) {
          problems.push({
            file: shown(source),
            message: `This symlink leads back to ${shown(real)}, a folder it is in: copying it would never end.`,
            ruleId: 'static-symlink',
            severity: 'error',
            hint: 'Remove the link, or point it at a folder outside the one that holds it.',
          });
          continue;
        }
        await copyFolder(real, join(rel, entry.name), new Set([...ancestors, real]));
      }
    }
  };
  await copyFolder(staticDir, '', new Set([await realpath(staticDir)]));
  return problems;
}
