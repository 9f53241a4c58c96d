import { existsSync, readdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { basename, join, relative, resolve } from 'node:path';
import { DocsBuildError } from '../report/diagnostic.ts';
import { starterFiles } from './template.ts';

export interface InitOptions {
  /** Write even if the folder holds other files (existing files of the starter site are overwritten). */
  force?: boolean;
  cwd?: string;
}

export interface InitResult {
  dir: string;
  files: string[];
  /** What to run next, from the folder `init` was run in. */
  next: string[];
}

// What a folder may hold and still count as empty: `npm init` and `npm install docs-build` come first.
const IGNORED = new Set(['package.json', 'package-lock.json', 'node_modules']);

/** Writes a small working site into `dir`: config, a doc, a category, a page and static files. */
export async function initSite(dir = '.', options: InitOptions = {}): Promise<InitResult> {
  const cwd = options.cwd ?? process.cwd();
  const target = resolve(cwd, dir);
  const shown = relative(cwd, target) || '.';
  if (existsSync(target) && !options.force) {
    const others = readdirSync(target).filter((name) => !IGNORED.has(name) && !name.startsWith('.'));
    if (others.length > 0) {
      const listed = others.slice(0, 5).join(', ') + (others.length > 5 ? ', …' : '');
      throw new DocsBuildError(`${shown} is not empty (${listed}).`, {
        hint: `Run init in an empty folder, or pass --force to write the starter site into ${shown} anyway (files with the same names are replaced).`,
        location: shown,
      });
    }
  }
  const files = starterFiles(basename(target));
  for (const [path, contents] of Object.entries(files)) {
    await mkdir(join(target, path, '..'), { recursive: true });
    await writeFile(join(target, path), contents);
  }
  const cd = shown === '.' ? '' : `cd ${/\s/.test(shown) ? JSON.stringify(shown) : shown} && `;
  return { dir: target, files: Object.keys(files), next: [`${cd}npx docs-build dev`, `${cd}npx docs-build build`] };
}
