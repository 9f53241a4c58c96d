import { cpSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
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

  // Reliability case 1: two such links made the scan run away (2^40 paths: not done after 11 minutes, 4 GB).
  it('two symlink loops: each real folder is read once, and each link is named in one warning', async () => {
    symlinkSync('..', join(site, 'content/docs/guide/loop'));
    symlinkSync('../..', join(site, 'content/docs/guide/loop2'));
    const report = await build({ cwd: site, outDir: join(work, 'out'), cache: false, threads: 1 });
    expect(report.problems.map((p) => [p.file, p.ruleId, p.severity, p.message.split(';')[0]])).toEqual([
      [join('content', 'docs', 'guide', 'loop'), 'content-symlink', 'warning', 'This symlink leads back to a folder it is in'],
      [join('content', 'docs', 'guide', 'loop2'), 'content-symlink', 'warning', 'This symlink leads back to a folder it is in'],
    ]);
    expect(report.pages).toBe(5);
  }, 30_000);

  it('a loop through a folder outside the site publishes nothing twice, and says where it leads', async () => {
    const outside = join(work, 'outside');
    mkdirSync(outside);
    symlinkSync(join(site, 'content/docs'), join(outside, 'back'));
    symlinkSync(outside, join(site, 'content/docs/ext'));
    const report = await build({ cwd: site, outDir: join(work, 'out'), cache: false, threads: 1 });
    expect(report.problems.map((p) => [p.file, p.message])).toEqual([
      [join('content', 'docs', 'ext'), `This symlink leads out of the site, to ${realpathSync(outside)}; the files there are published as if they were in this folder.`],
      [join('content', 'docs', 'ext', 'back'), 'This symlink leads to a folder whose files are already published; it was skipped, so each file has one page.'],
    ]);
    expect(report.routes).toBe(4);
    expect(report.pages).toBe(5);
  }, 30_000);

  it('a second link to a folder inside the site is skipped: the folder is published where it is', async () => {
    symlinkSync('guide', join(site, 'content/docs/again'));
    const report = await build({ cwd: site, outDir: join(work, 'out'), cache: false, threads: 1 });
    expect(report.problems.map((p) => [p.file, p.message])).toEqual([
      [join('content', 'docs', 'again'), 'This symlink leads to a folder whose files are already published (as guide); it was skipped, so each file has one page.'],
    ]);
    expect(report.pages).toBe(5);
  }, 30_000);

  it('warns at the line and column of bytes that are not UTF-8', async () => {
    const bad = Buffer.concat([Buffer.from('# Introduction\n\nCaf'), Buffer.from([0xe9]), Buffer.from(' au lait.\n')]);
    writeFileSync(join(site, 'content/docs/intro.md'), bad);
    const report = await build({ cwd: site, outDir: join(work, 'out'), cache: false, threads: 1 });
    expect(report.problems).toEqual([
      expect.objectContaining({ file: join('content', 'docs', 'intro.md'), line: 3, column: 4, severity: 'warning', ruleId: 'encoding' }),
    ]);
  }, 60_000);
});
