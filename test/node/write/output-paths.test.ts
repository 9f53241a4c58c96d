import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fg from 'fast-glob';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { build } from '../../../src/node/build.ts';
import { formatLocation } from '../../../src/node/report/diagnostic.ts';
import { pathInside } from '../../../src/node/write/output.ts';
import { REPO } from '../../helpers/cli.ts';

describe('pathInside', () => {
  it('resolves paths inside the folder and refuses any that leave it', () => {
    expect(pathInside('/tmp/out', 'docs/a/index.html')).toBe('/tmp/out/docs/a/index.html');
    expect(pathInside('/tmp/out', 'docs/../index.html')).toBe('/tmp/out/index.html');
    expect(() => pathInside('/tmp/out', '../../../outside/index.html')).toThrow(/lies outside its output folder/);
    expect(() => pathInside('/tmp/out', '/etc/passwd')).toThrow(/lies outside its output folder/);
    expect(() => pathInside('/tmp/out', '../out-sibling/x')).toThrow(/lies outside its output folder/);
    expect(() => pathInside('/tmp/out', '')).toThrow(/lies outside its output folder/);
  });
});

// Case 2: a `slug:` or `id:` of ../../../../outside wrote index.html outside the output folder.
describe('slugs and ids that would leave the output folder', () => {
  let work: string;
  let site: string;
  beforeEach(() => {
    // Deep enough that four '..' stay inside the temporary folder, where the test can see what landed.
    work = mkdtempSync(join(tmpdir(), 'docs-build-paths-'));
    site = join(work, 'a/b/c/site');
    cpSync(join(REPO, 'test/fixtures/build-site'), site, { recursive: true });
  });
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  const edit = (file: string, frontmatter: string) => {
    const path = join(site, file);
    const text = readFileSync(path, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
    writeFileSync(path, `---\ndescription: x\n${frontmatter}\n---\n${text}`);
  };

  it.each([
    ['content/docs/guide/setup.md', 'slug: ../../../../outside', "slug' has a '\\.\\.' segment"],
    ['content/docs/guide/setup.md', 'slug: /docs/../../../../../outside', "slug' has a '\\.\\.' segment"],
    ['content/docs/guide/setup.md', 'id: ../../../../outside', "id' contains '/'"],
    ['content/pages/index.md', 'slug: ../../../../../outside', "slug' has a '\\.\\.' segment"],
  ])('%s with `%s` is an error at file:line, and nothing is written outside', async (file, frontmatter, reason) => {
    edit(file, frontmatter);
    const report = await build({ cwd: site, outDir: join(site, 'build'), cache: false });
    const errors = report.problems.filter((p) => p.severity === 'error');
    expect(errors.map((e) => `${formatLocation(e)} ${e.message}`)).toEqual([
      expect.stringMatching(new RegExp(`^${file.replace(/\//g, '[\\\\/]')}:3:1 Frontmatter key '${reason}`)),
    ]);
    expect(errors[0]!.hint).toBeTruthy();
    expect(fg.sync('**/outside*', { cwd: work, dot: true, onlyFiles: false })).toEqual([]);
    expect(existsSync(join(site, 'build'))).toBe(false);
  }, 60_000);

  it('an id with a slash or a backslash is an error too', async () => {
    edit('content/docs/intro.md', 'id: a\\b');
    const report = await build({ cwd: site, outDir: join(site, 'build'), cache: false });
    expect(report.problems.filter((p) => p.severity === 'error').map((e) => `${formatLocation(e)} ${e.message}`)).toEqual([
      expect.stringMatching(/^content[\\/]docs[\\/]intro\.md:3:1 Frontmatter key 'id' contains a backslash/),
    ]);
  }, 60_000);
});
