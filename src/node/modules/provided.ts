import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { packagePath } from '../runtime/package-root.ts';

/**
 * Where docs-build's own modules of Docusaurus's names live: `@theme/X` and
 * `@docusaurus/X` are provided by `theme/docusaurus/X.tsx` (or `.ts`, or
 * `X/index.tsx`). Adding a module is adding a file there; nothing else lists them.
 */
export const PROVIDED_DIR = packagePath('theme/docusaurus');

// What Docusaurus's bundler resolves without an extension, in its order, TypeScript first.
const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.cjs'];

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/** The file of module `name` in a theme folder: `name.ext` or `name/index.ext`, or the name itself when it has an extension. */
export function moduleFileIn(dir: string, name: string): string | undefined {
  const base = join(dir, name);
  if (/\.[cm]?[jt]sx?$/.test(name) && isFile(base)) return base;
  return [...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => join(base, `index${ext}`))].find(isFile);
}

/** docs-build's own file for `@theme/name` or `@docusaurus/name`, if it has one. */
export function providedModule(name: string): string | undefined {
  return moduleFileIn(PROVIDED_DIR, name);
}
