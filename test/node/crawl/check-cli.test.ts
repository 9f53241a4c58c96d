import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/node/build.ts';
import { runCli } from '../../helpers/cli.ts';

const GOOD_SITE = fileURLToPath(new URL('../../fixtures/bad-input/_good/docs-build.config.ts', import.meta.url));

let work: string;
let broken: string;
let clean: string;

// A hand-written "built" site: one missing page, one missing image, one missing anchor, and a page that is fine.
const BROKEN_FILES: Record<string, string> = {
  'index.html':
    '<!doctype html><html lang="en"><head><title>Home</title></head><body><h1 id="top">Home</h1>' +
    '<a href="/guide">Guide</a> <a href="/missing-page">Missing</a> <img src="/img/gone.png" alt="Gone"></body></html>\n',
  'guide/index.html':
    '<!doctype html><html lang="en"><head><title>Guide</title></head><body><h1 id="guide">Guide</h1>' +
    '<a href="/#top">Home</a> <a href="/guide#no-such-section">Section</a></body></html>\n',
};

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'docs-build-check-cli-'));
  broken = join(work, 'broken');
  for (const [rel, text] of Object.entries(BROKEN_FILES)) {
    await mkdir(dirname(join(broken, rel)), { recursive: true });
    await writeFile(join(broken, rel), text);
  }
  clean = join(work, 'clean');
  const report = await build({ config: GOOD_SITE, outDir: clean, cache: false, threads: 1 });
  expect(report.problems).toEqual([]);
});

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('docs-build check', () => {
  it('--format text: one line per broken link with page, link and status, then a summary; exit 1', async () => {
    const { code, stdout } = await runCli(['check', '--dir', broken, '--format', 'text']);
    expect(code).toBe(1);
    const lines = stdout.trim().split('\n').filter(Boolean);
    expect(lines).toEqual([
      '/  →  /img/gone.png  (404 Not Found)',
      '/  →  /missing-page  (404 Not Found)',
      '/guide  →  /guide#no-such-section  (200 missing anchor #no-such-section)',
      expect.stringMatching(/^3 broken links on 2 pages \(2 pages, \d+ links checked\)$/),
    ]);
  });

  it('--format json: the same findings as data; exit 1', async () => {
    const { code, stdout } = await runCli(['check', '--dir', broken, '--format', 'json']);
    expect(code).toBe(1);
    const report = JSON.parse(stdout) as { pages: number; broken: Array<{ page: string; url: string; status: number; kind: string }> };
    expect(report.pages).toBe(2);
    expect(report.broken.map(({ page, url, status, kind }) => ({ page, url, status, kind })).sort((a, b) => a.url.localeCompare(b.url))).toEqual([
      { page: '/guide', url: '/guide#no-such-section', status: 200, kind: 'anchor' },
      { page: '/', url: '/img/gone.png', status: 404, kind: 'image' },
      { page: '/', url: '/missing-page', status: 404, kind: 'link' },
    ]);
  });

  it('--format junit: one test case per page, one failure per broken link; exit 1', async () => {
    const { code, stdout } = await runCli(['check', '--dir', broken, '--format', 'junit']);
    expect(code).toBe(1);
    expect(stdout).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites name="docs-build check" tests="2" failures="3">/);
    const home = /<testcase classname="docs-build check" name="\/">([\s\S]*?)<\/testcase>/.exec(stdout)?.[1] ?? '';
    expect(home).toContain('<failure message="/img/gone.png (404 Not Found)" type="image">');
    expect(home).toContain('<failure message="/missing-page (404 Not Found)" type="link">');
    const guide = /<testcase classname="docs-build check" name="\/guide">([\s\S]*?)<\/testcase>/.exec(stdout)?.[1] ?? '';
    expect(guide).toContain('type="anchor">anchor /guide#no-such-section on /guide: 200 missing anchor #no-such-section</failure>');
  });

  it('exits 0 on a clean build, in every format', async () => {
    const text = await runCli(['check', '--dir', clean]);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toMatch(/^No broken links \(\d+ pages, \d+ links checked\)\n/);
    const json = await runCli(['check', '--dir', clean, '--format', 'json']);
    expect(json.code).toBe(0);
    expect((JSON.parse(json.stdout) as { broken: unknown[] }).broken).toEqual([]);
    const junit = await runCli(['check', '--dir', clean, '--format', 'junit']);
    expect(junit.code).toBe(0);
    expect(junit.stdout).toMatch(/failures="0"/);
    expect(junit.stdout).not.toContain('<failure');
  });

  it('rejects an unknown format with a hint', async () => {
    const { code, stderr } = await runCli(['check', '--dir', clean, '--format', 'yaml']);
    expect(code).toBe(1);
    expect(stderr).toContain("error: Unknown report format 'yaml'.");
    expect(stderr).toContain('hint: Use --format text, json or junit.');
  });
});
