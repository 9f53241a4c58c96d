// A fingerprint of the generator's own code, from stat data only (a few
// milliseconds). The launcher keys its bundle on it and the build keys its
// caches on it, so both see the same edit as a change: one list of what
// counts as the generator's code.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const SOURCE_DIRS = ['src', 'theme'];
const SOURCE_FILES = ['package.json', 'package-lock.json', 'tsconfig.json'];

/** Hex digest over every file below src/ and theme/ and the package files of `root`, plus `extraFiles`. */
export function codeFingerprint(root, extraFiles = []) {
  const hash = createHash('sha256').update(`${process.version}\n${root}\n`);
  const files = [...SOURCE_FILES, ...extraFiles];
  for (const dir of SOURCE_DIRS) {
    if (!existsSync(join(root, dir))) continue;
    for (const entry of readdirSync(join(root, dir), { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) files.push(relative(root, join(entry.parentPath ?? entry.path, entry.name)).split('\\').join('/'));
    }
  }
  for (const file of files.sort()) {
    const path = join(root, file);
    if (!existsSync(path)) continue;
    const stat = statSync(path);
    hash.update(`${file}:${stat.size}:${stat.mtimeMs}\n`);
  }
  return hash.digest('hex');
}
