import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { codeFingerprint } from '../../bin/code-fingerprint.js';

describe('the code fingerprint shared by the launcher and the build caches', () => {
  let root: string;
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'docs-build-fingerprint-'));
    write('package.json', '{}');
    write('src/node/a.ts', 'export const a = 1;');
    write('src/node/worker-entry.js', '// plain JavaScript');
    write('theme/styles.css', 'body {}');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('stays the same while nothing changes', () => {
    expect(codeFingerprint(root)).toBe(codeFingerprint(root));
  });

  it('changes with an edit of any file of the generator, whatever its kind', () => {
    for (const file of ['src/node/a.ts', 'src/node/worker-entry.js', 'theme/styles.css', 'package.json']) {
      const before = codeFingerprint(root);
      utimesSync(join(root, file), new Date(), new Date(Date.now() + 60_000));
      expect(codeFingerprint(root), file).not.toBe(before);
    }
  });

  it('changes when a file is added, and with the extra files named', () => {
    const before = codeFingerprint(root);
    write('theme/new.tsx', 'export {}');
    expect(codeFingerprint(root)).not.toBe(before);
    write('bin/launcher.js', '');
    expect(codeFingerprint(root, ['bin/launcher.js'])).not.toBe(codeFingerprint(root));
  });
});
