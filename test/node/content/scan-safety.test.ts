import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { build } from '../../../src/node/build.ts';
import { REPO } from '../../helpers/cli.ts';

// Case 8 of the safety issue: a symlink loop in content/ built hundreds of duplicate pages without a word, and
// invalid UTF-8 became U+FFFD silently.
describe('scanning content', () => {
  let work: string;
  let site: string;
  beforeEach(() => {
    work = mkdtempSync(join(tmpdir(), 'docs-build-scan-'));
    site = join(work, 'site');
    cpSync(join(REPO, 'test/fixtures/build-site'), site, { recursive: true });
  });
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  it('skips what a symlink loop in content/docs repeats, with one warning naming the link', async () => {
    symlinkSync('..', join(site, 'content/docs/guide/loop'));
    const report = await build({ cwd: site, outDir: join(work, 'out'), cache: false, threads: 1 });
    expect(report.problems).toEqual([
      expect.objectContaining({ file: join('content', 'docs', 'guide', 'loop'), severity: 'warning', ruleId: 'content-symlink' }),
    ]);
    // The fixture's own pages only: two docs, the home page, search and 404.
    expect(report.pages).toBe(5);
  }, 60_000);

  it('a symlink to a folder elsewhere is still followed', async () => {
    const shared = join(work, 'shared');
    cpSync(join(site, 'content/docs/guide'), shared, { recursive: true });
    symlinkSync(shared, join(site, 'content/docs/more'));
    const report = await build({ cwd: site, outDir: join(work, 'out'), cache: false, threads: 1 });
    expect(report.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(report.pages).toBe(6);
  }, 60_000);

  it('warns at the line and column of bytes that are not UTF-8', async () => {
    const bad = Buffer.concat([Buffer.from('# Introduction\n\nCaf'), Buffer.from([0xe9]), Buffer.from(' au lait.\n')]);
    writeFileSync(join(site, 'content/docs/intro.md'), bad);
    const report = await build({ cwd: site, outDir: join(work, 'out'), cache: false, threads: 1 });
    expect(report.problems).toEqual([
      expect.objectContaining({ file: join('content', 'docs', 'intro.md'), line: 3, column: 4, severity: 'warning', ruleId: 'encoding' }),
    ]);
  }, 60_000);
});
