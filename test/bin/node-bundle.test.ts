import { isAscii } from 'node:buffer';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO, runCli, treeDigest, type CliResult } from '../helpers/cli.ts';
import { withoutVisitorNames } from '../../bin/node-bundle.js';

const run = promisify(execFile);
const FIXTURE_CONFIG = fileURLToPath(new URL('../fixtures/node-bundle/docs-build.config.ts', import.meta.url));
// What bin/node-bundle.js fingerprints, plus the launcher itself.
const PACKAGE_ENTRIES = ['bin', 'src', 'theme', 'package.json', 'package-lock.json', 'tsconfig.json'];

let work: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'docs-build-node-bundle-'));
});

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

/** The environment of a CLI run, in bundled mode unless asked otherwise. */
function cliEnv(fromSource: boolean): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.DOCS_BUILD_FROM_SOURCE;
  delete env.FORCE_COLOR;
  delete env.NO_COLOR;
  if (fromSource) env.DOCS_BUILD_FROM_SOURCE = '1';
  return env;
}

describe('the bundle cache', () => {
  let pkg: string;
  let cache: string;

  beforeAll(async () => {
    // A copy of the package at another path has its own cache key and its own
    // node_modules/.cache, so the first run really bundles, whatever the
    // repository's cache holds, and parallel test files keep theirs.
    pkg = join(work, 'package');
    await mkdir(join(pkg, 'node_modules'), { recursive: true });
    for (const entry of PACKAGE_ENTRIES) await cp(join(REPO, entry), join(pkg, entry), { recursive: true });
    for (const name of await readdir(join(REPO, 'node_modules'))) {
      if (!name.startsWith('.')) await symlink(join(REPO, 'node_modules', name), join(pkg, 'node_modules', name));
    }
    cache = join(pkg, 'node_modules/.cache/docs-build/cli');
  });

  const version = () => run(process.execPath, [join(pkg, 'bin/docs-build.js'), '--version'], { cwd: pkg, env: cliEnv(false) });

  it('bundles on the first run and reuses the bundle on the next', async () => {
    const { version: expected } = JSON.parse(await readFile(join(REPO, 'package.json'), 'utf8')) as { version: string };
    expect(existsSync(cache)).toBe(false);

    const first = await version();
    expect(first.stdout.trim()).toBe(expected);
    // The launcher notes on stderr when it falls back to the sources.
    expect(first.stderr).toBe('');
    const dirs = await readdir(cache);
    // One folder named by its key; no partial bundle left beside it.
    expect(dirs).toHaveLength(1);
    expect(dirs[0]).toMatch(/^[0-9a-f]{20}$/);
    const bundle = join(cache, dirs[0]!);
    // One script for the CLI and its render threads; `--version` leaves the code cache to a build.
    expect(await readdir(bundle)).toEqual(['docs-build.cjs', 'docs-build.cjs.LEGAL.txt']);
    const built = (await stat(join(bundle, 'docs-build.cjs'))).mtimeMs;
    // ASCII only, so the launcher reads it without decoding UTF-8.
    expect(isAscii(await readFile(join(bundle, 'docs-build.cjs')))).toBe(true);
    // One function expression, CommonJS's wrapper included, so it is compiled without being copied into another string.
    const text = await readFile(join(bundle, 'docs-build.cjs'), 'latin1');
    expect(text.startsWith('(function (exports, require, module, __filename, __dirname, __docsBuildImport) {')).toBe(true);
    expect(text.trimEnd().endsWith('\n})')).toBe(true);
    // Shiki's grammars and themes stay in node_modules (about 9 MB of bundle otherwise).
    expect((await stat(join(bundle, 'docs-build.cjs'))).size).toBeLessThan(8_000_000);
    // unist-util-visit-parents without its renaming of the visitor for every node it visits.
    expect(await readFile(join(bundle, 'docs-build.cjs'), 'latin1')).not.toMatch(/defineProperty\(\w+,"name",\{value:"node \("/);

    const second = await version();
    expect(second.stdout.trim()).toBe(expected);
    expect(second.stderr).toBe('');
    expect(await readdir(cache)).toEqual(dirs);
    expect((await stat(join(bundle, 'docs-build.cjs'))).mtimeMs).toBe(built);
  });

  it('saves the V8 code cache after the first build and uses it in the next', async () => {
    const [key] = await readdir(cache);
    const codeCache = join(cache, key!, 'docs-build.cjs.v8');
    const build = (out: string) =>
      run(process.execPath, [join(pkg, 'bin/docs-build.js'), 'build', '--config', FIXTURE_CONFIG, '--out-dir', join(work, out), '--no-cache'], { cwd: pkg, env: cliEnv(false) });
    await build('code-cache-1');
    const saved = await stat(codeCache);
    // Compiled code of the functions the build ran, not only the top level of the script.
    expect(saved.size).toBeGreaterThan(500_000);
    await build('code-cache-2');
    // An accepted cache is not written again.
    expect((await stat(codeCache)).mtimeMs).toBe(saved.mtimeMs);
    expect(await readFile(join(work, 'code-cache-2/team/index.html'), 'utf8')).toBe(await readFile(join(work, 'code-cache-1/team/index.html'), 'utf8'));
  });
  it('bundles again when the bundle on disk is damaged, and sets a damaged code cache aside', async () => {
    const [key] = await readdir(cache);
    const file = join(cache, key!, 'docs-build.cjs');
    const whole = await readFile(file);
    await writeFile(file, whole.subarray(0, Math.floor(whole.length / 2)));
    await writeFile(join(cache, key!, 'docs-build.cjs.v8'), 'not a code cache');
    const result = await run(process.execPath, [join(pkg, 'bin/docs-build.js'), 'build', '--config', FIXTURE_CONFIG, '--out-dir', join(work, 'damaged'), '--no-cache'], {
      cwd: pkg,
      env: cliEnv(false),
    });
    expect(result.stderr).not.toContain('running from sources');
    expect(await readFile(join(work, 'damaged/team/index.html'), 'utf8')).toContain('Ada (maintainer)');
    expect((await readFile(file)).equals(whole)).toBe(true);
  });
});

describe('withoutVisitorNames', () => {
  it('finds the renaming in the installed unist-util-visit-parents and takes out that statement only', async () => {
    const source = await readFile(join(REPO, 'node_modules/unist-util-visit-parents/lib/index.js'), 'utf8');
    expect(source).toContain("Object.defineProperty(visit, 'name'");
    const changed = withoutVisitorNames(source);
    expect(changed).not.toContain('defineProperty');
    expect(source.length - changed.length).toBeLessThan(200);
    expect(withoutVisitorNames('const untouched = 1\n')).toBe('const untouched = 1\n');
  });
});

describe('a site built by the bundled CLI and from sources', () => {
  let bundled: CliResult;
  let fromSource: CliResult;
  const outDir = (mode: string) => join(work, mode);

  beforeAll(async () => {
    const build = (mode: string) =>
      runCli(['build', '--config', FIXTURE_CONFIG, '--out-dir', outDir(mode), '--no-cache'], { DOCS_BUILD_FROM_SOURCE: mode === 'source' ? '1' : undefined });
    [bundled, fromSource] = await Promise.all([build('bundled'), build('source')]);
  });

  it('builds in both modes, the bundled one without falling back to the sources', () => {
    expect(bundled.code, bundled.stderr).toBe(0);
    expect(fromSource.code, fromSource.stderr).toBe(0);
    expect(bundled.stderr).not.toContain('running from sources');
  });

  it('gives the same files with the same HTML', async () => {
    const a = await treeDigest(outDir('bundled'));
    const b = await treeDigest(outDir('source'));
    expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
    const pages = [...a.keys()].filter((path) => path.endsWith('.html'));
    expect(pages).toEqual(expect.arrayContaining(['docs/intro/index.html', 'team/index.html', 'index.html']));
    for (const page of pages) {
      expect(await readFile(join(outDir('bundled'), page), 'utf8'), page).toBe(await readFile(join(outDir('source'), page), 'utf8'));
    }
  });

  it('highlights code with Prism, embedded grammars included, and additional languages loaded from node_modules', async () => {
    const html = await readFile(join(outDir('bundled'), 'docs/intro/index.html'), 'utf8');
    expect(html).toContain('<figure class="code-block" data-language="html">');
    // The script and style inside the HTML block are highlighted by the JavaScript and CSS grammars of Prism's markup.
    expect(html).toMatch(/<span class="token script language-javascript keyword" style="[^"]*--prism-l-[^"]*">const<\/span>/);
    // Palenight, the default theme, gives CSS properties no style of their own.
    expect(html).toContain('<span class="token style language-css property">color</span>');
    expect(html).toMatch(/<span class="token string environment constant" style="[^"]*--prism-l-[^"]*">\$HOME<\/span>/);
  });

  it('renders a TSX page that imports a local TypeScript module', async () => {
    const html = await readFile(join(outDir('bundled'), 'team/index.html'), 'utf8');
    expect(html).toContain('<ul id="team"><li>Ada (maintainer)</li><li>Grace (reviewer)</li></ul>');
  });
});
