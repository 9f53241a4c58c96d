import { spawn } from 'node:child_process';
import { cpSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { build } from '../../../src/node/build.ts';
import { CLI, finished, REPO, treeDigest } from '../../helpers/cli.ts';

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

  // Reliability, round three: two loops in static/ (one through a folder outside it) made the link check's scan of
  // static files run away (no end after a minute). Each real folder is now read once, by the copy and by the check.
  it('two symlink loops and a loop through a folder elsewhere: one warning per link, each file copied once, in bounded time', async () => {
    mkdirSync(join(site, 'static/deep'));
    writeFileSync(join(site, 'static/deep/file.txt'), text);
    symlinkSync('..', join(site, 'static/deep/loop'));
    symlinkSync('../..', join(site, 'static/deep/loop2'));
    symlinkSync(join(site, 'static'), join(elsewhere, 'back'));
    symlinkSync(elsewhere, join(site, 'static/ext'));
    const out = join(work, 'out');
    // In a process group of its own, so a build that runs away is stopped whole, its builder process with it.
    const child = spawn(process.execPath, [CLI, 'build', '--out-dir', out, '--no-cache'], { cwd: site, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 60_000);
    const result = await finished(child).finally(() => clearTimeout(timer));
    expect(result.signal, 'the build ran away and was killed').toBeNull();
    expect(result.code, result.stderr).toBe(0);
    const warned = [...result.stderr.matchAll(/^ {2}(static\/\S+) {2}warning (.*) \[static-symlink\]$/gm)].map((m) => [m[1], m[2]!.split(';')[0]]);
    expect(warned).toEqual([
      ['static/deep/loop', 'This symlink leads back to a folder it is in'],
      ['static/deep/loop2', 'This symlink leads back to a folder it is in'],
      ['static/ext/back', 'This symlink leads to a folder whose files are already copied'],
    ]);
    for (const file of ['deep/file.txt', 'ext/config.txt', 'ext/sub/more.js', 'img/logo.png']) expect(lstatSync(join(out, file)).isFile(), file).toBe(true);
    expect(readdirSync(join(out, 'deep')).sort()).toEqual(['file.txt']);
    expect(readdirSync(join(out, 'ext')).sort()).toEqual(['config.txt', 'sub']);
  }, 90_000);

  it('a link that points to nothing is a warning, and the build goes on', async () => {
    symlinkSync(join(work, 'missing.txt'), join(site, 'static/dangling.txt'));
    const report = await build({ cwd: site, outDir: join(work, 'out'), cache: false });
    expect(report.problems).toEqual([expect.objectContaining({ file: join('static', 'dangling.txt'), severity: 'warning', ruleId: 'static-symlink' })]);
  }, 60_000);
});
