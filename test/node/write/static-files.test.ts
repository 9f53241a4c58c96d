import { cpSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { build } from '../../../src/node/build.ts';
import { REPO, treeDigest } from '../../helpers/cli.ts';

// Case 3: a symlink in static/ to a folder made the compression step write .br/.gz files into that folder,
// and one to a file published its compressed copies while the server refused the link itself.
describe('symlinks in static/', () => {
  let work: string;
  let site: string;
  let elsewhere: string;
  const text = `${'Text worth compressing. '.repeat(100)}\n`;
  beforeEach(() => {
    work = mkdtempSync(join(tmpdir(), 'docs-build-static-'));
    site = join(work, 'site');
    cpSync(join(REPO, 'test/fixtures/build-site'), site, { recursive: true });
    // Stands for a system folder the link points to.
    elsewhere = join(work, 'system');
    mkdirSync(join(elsewhere, 'sub'), { recursive: true });
    writeFileSync(join(elsewhere, 'config.txt'), text);
    writeFileSync(join(elsewhere, 'sub/more.js'), `// ${text}`);
    writeFileSync(join(work, 'secret.txt'), text);
  });
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  it('are followed: the output holds regular files, and nothing is written where they point', async () => {
    symlinkSync(elsewhere, join(site, 'static/linked'));
    symlinkSync(join(work, 'secret.txt'), join(site, 'static/leak.txt'));
    const before = await treeDigest(elsewhere);
    const out = join(work, 'out');
    const report = await build({ cwd: site, outDir: out, cache: false, precompress: true });
    expect(report.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(await treeDigest(elsewhere)).toEqual(before);
    for (const file of ['linked/config.txt', 'linked/config.txt.gz', 'linked/sub/more.js', 'linked/sub/more.js.br', 'leak.txt', 'leak.txt.gz', 'leak.txt.br']) {
      expect(lstatSync(join(out, file)).isFile(), file).toBe(true);
    }
    expect(lstatSync(join(out, 'linked')).isDirectory()).toBe(true);
    expect(readFileSync(join(out, 'leak.txt'), 'utf8')).toBe(text);
    expect(gunzipSync(readFileSync(join(out, 'leak.txt.gz'))).toString()).toBe(text);
  }, 60_000);

  it('a link back into its own folder is an error naming the link; the previous output stays', async () => {
    const out = join(work, 'out');
    await build({ cwd: site, outDir: out, cache: false });
    const before = await treeDigest(out);
    mkdirSync(join(site, 'static/deep'));
    symlinkSync('..', join(site, 'static/deep/loop'));
    const report = await build({ cwd: site, outDir: out, cache: false });
    expect(report.problems.filter((p) => p.severity === 'error')).toEqual([
      expect.objectContaining({ file: join('static', 'deep', 'loop'), ruleId: 'static-symlink', message: expect.stringMatching(/leads back to static, a folder it is in/) }),
    ]);
    expect(await treeDigest(out)).toEqual(before);
  }, 60_000);

  it('a link that points to nothing is a warning, and the build goes on', async () => {
    symlinkSync(join(work, 'missing.txt'), join(site, 'static/dangling.txt'));
    const report = await build({ cwd: site, outDir: join(work, 'out'), cache: false });
    expect(report.problems).toEqual([expect.objectContaining({ file: join('static', 'dangling.txt'), severity: 'warning', ruleId: 'static-symlink' })]);
  }, 60_000);
});
