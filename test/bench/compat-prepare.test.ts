import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawOrder, readPool } from '../../bench/compat/draw.ts';
import { berryInstall, checkoutSite, declaredManager, docusaurusCore, installSite, MISSING_BLOBS, npmBefore, npmWorkspaceRoot, ownPackageLock, tail, timed } from '../../bench/compat/prepare-site.ts';

describe('compat: running a site build', () => {
  it('counts a run that exits 0 in time as done', () => {
    expect(timed(process.execPath, ['-e', 'console.log("built")'], process.cwd(), 20_000)).toMatchObject({ ok: true, output: expect.stringContaining('built') });
  });

  it('keeps the start and the end of a long output', () => {
    const output = Array.from({ length: 100 }, (_, i) => `line ${i}`).join('\n');
    const kept = tail(output, 2, 3).split('\n');
    expect(kept).toEqual(['line 0', 'line 1', '…', 'line 97', 'line 98', 'line 99']);
  });
});

describe('compat: installing a site', () => {
  it('reads the package manager a package.json names', () => {
    expect(declaredManager('{"packageManager": "pnpm@10.34.5"}')).toEqual({ name: 'pnpm', version: '10.34.5' });
    expect(declaredManager('{"packageManager": "yarn@4.5.0+sha512.abc"}')).toEqual({ name: 'yarn', version: '4.5.0' });
    expect(declaredManager('{"name": "site"}')).toBeUndefined();
    expect(declaredManager('{"packageManager": "latest"}')).toBeUndefined();
    expect(declaredManager('not json')).toBeUndefined();
  });
});

describe('compat: resolving a site without its own package-lock.json', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });
  const site = (core?: string) => JSON.stringify({ dependencies: core === undefined ? {} : { '@docusaurus/core': core } });

  it('resolves a Docusaurus pinned below 3.10.1 (webpackbar 6) before webpack 5.106.0', () => {
    vi.stubEnv('COMPAT_NPM_BEFORE', '');
    expect(npmBefore(site('3.8.1'))).toBe('2026-04-07');
    expect(npmBefore(site('~3.9.2'))).toBe('2026-04-07');
    expect(npmBefore(site('3.10.0'))).toBe('2026-04-07');
  });

  it('resolves a Docusaurus on webpackbar 7, or a range reaching it, before webpack 5.113.0', () => {
    vi.stubEnv('COMPAT_NPM_BEFORE', '');
    expect(npmBefore(site('3.10.1'))).toBe('2026-11-18');
    expect(npmBefore(site('^3.8.1'))).toBe('2026-11-18');
    expect(npmBefore(site('>=3.0.0'))).toBe('2026-11-18');
    expect(npmBefore(site())).toBe('2026-11-18');
    expect(npmBefore('not json')).toBe('2026-11-18');
  });

  it('takes the date COMPAT_NPM_BEFORE sets for every site', () => {
    vi.stubEnv('COMPAT_NPM_BEFORE', '2026-01-01');
    expect(npmBefore(site('3.8.1'))).toBe('2026-01-01');
  });

  it("counts only a package-lock.json the site's repository holds, not one an earlier install wrote", () => {
    const dir = mkdtempSync(join(tmpdir(), 'compat-lock-'));
    try {
      const repo = join(dir, 'repo');
      execFileSync('git', ['init', '-q', repo]);
      mkdirSync(join(repo, 'website'));
      writeFileSync(join(repo, 'website/package.json'), '{}');
      expect(ownPackageLock(join(repo, 'website'))).toBe(false);
      writeFileSync(join(repo, 'website/package-lock.json'), '{}');
      expect(ownPackageLock(join(repo, 'website'))).toBe(false);
      execFileSync('git', ['-C', repo, 'add', 'website/package-lock.json']);
      expect(ownPackageLock(join(repo, 'website'))).toBe(true);
      const plain = join(dir, 'plain');
      mkdirSync(plain);
      writeFileSync(join(plain, 'package-lock.json'), '{}');
      expect(ownPackageLock(plain)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('compat: installing a site that is an npm workspace', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  /** A checkout like Scratch Addons': the root's package.json lists the site's folder among its workspaces. */
  function checkout(files: Record<string, string>): string {
    const dir = mkdtempSync(join(tmpdir(), 'compat-workspace-'));
    const root = join(dir, 'o__site');
    mkdirSync(join(root, '.git'), { recursive: true });
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), content);
    }
    return root;
  }

  it('finds the workspace root that lists the site, by path or pattern', () => {
    const root = checkout({
      'package.json': '{"workspaces": ["website", "extension"]}',
      'website/package.json': '{}',
      'packages/docs/package.json': '{}',
      'other/package.json': '{}',
    });
    try {
      expect(npmWorkspaceRoot(join(root, 'website'))).toBe(root);
      expect(npmWorkspaceRoot(join(root, 'other'))).toBeUndefined();
      expect(npmWorkspaceRoot(join(root, 'packages/docs'))).toBeUndefined();
      writeFileSync(join(root, 'package.json'), '{"workspaces": {"packages": ["./packages/*"]}}');
      expect(npmWorkspaceRoot(join(root, 'packages/docs'))).toBe(root);
      expect(npmWorkspaceRoot(join(root, 'website'))).toBeUndefined();
      // The checkout's root is no workspace of a folder above it.
      writeFileSync(join(root, '..', 'package.json'), '{"workspaces": ["o__site"]}');
      expect(npmWorkspaceRoot(root)).toBeUndefined();
    } finally {
      rmSync(join(root, '..'), { recursive: true, force: true });
    }
  });

  it("finds the Docusaurus a workspace hoisted to the root's node_modules", () => {
    const root = checkout({ 'package.json': '{"workspaces": ["website"]}', 'website/package.json': '{}' });
    try {
      expect(docusaurusCore(join(root, 'website'))).toBeUndefined();
      mkdirSync(join(root, 'node_modules/@docusaurus/core'), { recursive: true });
      writeFileSync(join(root, 'node_modules/@docusaurus/core/package.json'), '{"name": "@docusaurus/core", "version": "3.1.1"}');
      expect(docusaurusCore(join(root, 'website'))).toBe(join(root, 'node_modules/@docusaurus/core'));
    } finally {
      rmSync(join(root, '..'), { recursive: true, force: true });
    }
  });

  it("installs with the workspace root's lock file, and marks the site installed", () => {
    const root = checkout({
      'package.json': '{"workspaces": ["website"]}',
      'package-lock.json': '{}',
      'website/package.json': '{"dependencies": {"@docusaurus/core": "3.1.1"}}',
    });
    // A stand-in npm that records where it ran and with what.
    const bin = join(root, '..', 'bin');
    mkdirSync(bin);
    writeFileSync(join(bin, 'npm'), `#!/bin/sh\necho "$(pwd) $*" > "${join(root, '..', 'npm-run.txt')}"\n`);
    chmodSync(join(bin, 'npm'), 0o755);
    vi.stubEnv('PATH', `${bin}:${process.env.PATH}`);
    try {
      const install = installSite(join(root, 'website'));
      expect(install.ok, install.error).toBe(true);
      const run = readFileSync(join(root, '..', 'npm-run.txt'), 'utf8');
      // npm itself goes up to the workspace's root from the site's folder.
      expect(run.startsWith(`${join(root, 'website')} install `)).toBe(true);
      expect(run).not.toContain('--before');
      expect(existsSync(join(root, 'website/node_modules/.compat-installed'))).toBe(true);
    } finally {
      rmSync(join(root, '..'), { recursive: true, force: true });
    }
  });
});

describe('compat: installing a site that uses yarn 2 or later', () => {
  const BERRY_LOCK = '__metadata:\n  version: 8\n  cacheKey: 10\n';

  /** A checkout like Redux's: the repository's root names yarn 4 and carries its release; the site folder has its own lock file. */
  function checkout(files: Record<string, string>): string {
    const dir = mkdtempSync(join(tmpdir(), 'compat-berry-'));
    const root = join(dir, 'o__site');
    mkdirSync(join(root, '.git'), { recursive: true });
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), content);
    }
    return root;
  }

  it("runs the repository's own yarn release, named by yarnPath in a .yarnrc.yml above the site", () => {
    const root = checkout({
      'package.json': '{"packageManager": "yarn@4.4.1"}',
      '.yarnrc.yml': 'nodeLinker: node-modules\nyarnPath: .yarn/releases/yarn-4.4.1.cjs\n',
      '.yarn/releases/yarn-4.4.1.cjs': '// yarn',
      'website/package.json': '{"name": "website"}',
      'website/yarn.lock': BERRY_LOCK,
    });
    try {
      expect(berryInstall(join(root, 'website'))).toEqual({ command: 'node', args: ['../.yarn/releases/yarn-4.4.1.cjs', 'install'] });
    } finally {
      rmSync(join(root, '..'), { recursive: true, force: true });
    }
  });

  it('runs the named yarn version through npx when the release is missing or empty', () => {
    const root = checkout({
      '.yarnrc.yml': "yarnPath: '.yarn/releases/yarn-4.17.1.cjs'\n",
      '.yarn/releases/yarn-4.17.1.cjs': '',
      'website/package.json': '{"packageManager": "yarn@4.17.1+sha224.abc"}',
    });
    try {
      expect(berryInstall(join(root, 'website'))).toEqual({ command: 'npx', args: ['--yes', '-p', '@yarnpkg/cli-dist@4.17.1', 'yarn', 'install'] });
    } finally {
      rmSync(join(root, '..'), { recursive: true, force: true });
    }
  });

  it('recognises yarn 2+ by its lock file when no package.json names it', () => {
    const root = checkout({ 'package.json': '{"name": "site"}', 'yarn.lock': BERRY_LOCK });
    try {
      expect(berryInstall(root)?.args).toEqual(['--yes', '-p', '@yarnpkg/cli-dist@4', 'yarn', 'install']);
    } finally {
      rmSync(join(root, '..'), { recursive: true, force: true });
    }
  });

  it('leaves yarn 1, npm and pnpm sites, and settings above the checkout, to the other installs', () => {
    const root = checkout({ 'package.json': '{"name": "site"}', 'yarn.lock': '# yarn lockfile v1\n' });
    // Outside the checkout's root: another project's settings.
    writeFileSync(join(root, '..', 'package.json'), '{"packageManager": "yarn@4.4.1"}');
    writeFileSync(join(root, '..', '.yarnrc.yml'), 'yarnPath: yarn.cjs\n');
    try {
      expect(berryInstall(root)).toBeUndefined();
      writeFileSync(join(root, 'package.json'), '{"packageManager": "pnpm@10.3.0"}');
      expect(berryInstall(root)).toBeUndefined();
    } finally {
      rmSync(join(root, '..'), { recursive: true, force: true });
    }
  });

  it('installs with that yarn first, into node_modules, with CI set (which keeps the lock file)', () => {
    // A stand-in release that records what it was run with, where a real one would link node_modules.
    const release = [
      "const fs = require('node:fs');",
      "fs.mkdirSync('node_modules', { recursive: true });",
      "fs.writeFileSync('node_modules/run.json', JSON.stringify({ args: process.argv.slice(2), linker: process.env.YARN_NODE_LINKER, ci: process.env.CI }));",
    ].join('\n');
    const root = checkout({
      'package.json': '{"name": "site", "packageManager": "yarn@4.4.1"}',
      '.yarnrc.yml': 'yarnPath: .yarn/releases/yarn.cjs\n',
      '.yarn/releases/yarn.cjs': release,
      'yarn.lock': BERRY_LOCK,
    });
    try {
      const install = installSite(root);
      expect(install.ok, install.error).toBe(true);
      expect(install.command).toBe('node .yarn/releases/yarn.cjs install');
      expect(JSON.parse(readFileSync(join(root, 'node_modules/run.json'), 'utf8'))).toEqual({ args: ['install'], linker: 'node-modules', ci: 'true' });
      expect(readFileSync(join(root, 'node_modules/.compat-installed'), 'utf8')).toContain('yarn.cjs install');
    } finally {
      rmSync(join(root, '..'), { recursive: true, force: true });
    }
  });
});

describe('compat: checking out a site', () => {
  it('writes a blob the git directory lacks as an empty file, and lists it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'compat-checkout-'));
    try {
      const repo = join(dir, 'repo');
      const git = (...args: string[]) => execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8' }).trim();
      execFileSync('git', ['init', '-q', repo]);
      writeFileSync(join(repo, 'package.json'), '{"name":"site"}');
      writeFileSync(join(repo, 'hero.mp4'), 'a large video');
      git('add', '.');
      git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'site');
      const commit = git('rev-parse', 'HEAD');
      // A partial copy: the video's blob is not there.
      const blob = git('rev-parse', 'HEAD:hero.mp4');
      rmSync(join(repo, '.git/objects', blob.slice(0, 2), blob.slice(2)));
      const sites = join(dir, 'sites');
      expect(checkoutSite(sites, { repo: 'o/site', commit, dir: '', kind: 'random' }, join(repo, '.git'))).toBe(true);
      expect(readFileSync(join(sites, 'o__site/package.json'), 'utf8')).toBe('{"name":"site"}');
      expect(existsSync(join(sites, 'o__site/hero.mp4'))).toBe(true);
      expect(readFileSync(join(sites, 'o__site/hero.mp4'), 'utf8')).toBe('');
      expect(readFileSync(join(sites, 'o__site', MISSING_BLOBS), 'utf8')).toBe('hero.mp4\n');
      // A git work tree at the commit, for sites that show each page's last update.
      const log = execFileSync('git', ['-C', join(sites, 'o__site'), 'log', '-1', '--format=%H %an', '--', 'package.json'], { encoding: 'utf8' }).trim();
      expect(log).toBe(`${commit} t`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('compat: the draw', () => {
  const compatDir = fileURLToPath(new URL('../../bench/compat/', import.meta.url));
  const list = JSON.parse(readFileSync(join(compatDir, 'sites.json'), 'utf8')) as {
    seed: number;
    poolSize: number;
    sites: { repo: string; draw?: number }[];
    rejected: { repo: string; draw?: number }[];
  };

  it('reproduces every recorded draw from the pool and the seed', () => {
    const pool = readPool(compatDir);
    expect(pool).toHaveLength(list.poolSize);
    expect(new Set(pool).size).toBe(pool.length);
    const order = drawOrder(pool, list.seed);
    const recorded = [...list.sites, ...list.rejected].filter((entry) => entry.draw !== undefined);
    expect(recorded.length).toBeGreaterThan(100);
    for (const entry of recorded) expect(order[entry.draw!], `draw #${entry.draw}`).toBe(entry.repo);
  });

  it('shuffles every item once', () => {
    const items = Array.from({ length: 50 }, (_, i) => `r${i}`);
    const order = drawOrder(items, 7);
    expect(order).not.toEqual(items);
    expect([...order].sort()).toEqual([...items].sort());
    expect(drawOrder(items, 7)).toEqual(order);
  });
});
