import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';

/** One site of the compatibility set: a public repository pinned to a commit, and the folder of its Docusaurus site. */
export interface CompatSite {
  repo: string;
  commit: string;
  /** The site's folder inside the repository ('' for the root). */
  dir: string;
  /** 'random' for a site drawn from the pool, 'chosen' for a large well-known one added by hand. */
  kind: 'random' | 'chosen';
  /** Position in the shuffled pool, for a drawn site. */
  draw?: number;
  /** What is left to do about its remaining differences, written by hand after a run; shown with them in the report. */
  next?: string;
}

export interface StepResult {
  ok: boolean;
  ms: number;
  /** The command that ran (the last one tried). */
  command: string;
  /** The start and end of its output when it failed. */
  error?: string;
  /** Its whole output (kept in memory only). */
  output: string;
}

/** The folder a site's repository is checked out to: `owner__name` under the sites folder. */
export function siteKey(repo: string): string {
  return repo.replace('/', '__');
}

export function siteFolder(sitesDir: string, site: CompatSite): string {
  return join(sitesDir, siteKey(site.repo), site.dir);
}

/** Lists, at a checkout's root, the files whose content the git directory lacked. */
export const MISSING_BLOBS = '.compat-missing-blobs';

/**
 * Writes the files of `site.commit` into the sites folder from a local git
 * directory holding that commit (a clone or mirror of the repository), unless
 * the checkout is already there. Returns false when it cannot. A blob the git
 * directory lacks (a partial copy can leave out large files: videos, GIFs) is
 * written as an empty file, listed in {@link MISSING_BLOBS}, rather than
 * failing the whole checkout as `git archive` would: an import of it still
 * resolves, for Docusaurus and docs-build alike.
 */
export function checkoutSite(sitesDir: string, site: CompatSite, gitDir: string | undefined): boolean {
  const root = join(sitesDir, siteKey(site.repo));
  const haveGit = gitDir !== undefined && existsSync(gitDir);
  if (existsSync(join(root, site.dir, 'package.json'))) {
    if (haveGit && !existsSync(join(root, '.git'))) linkHistory(root, gitDir, site.commit);
    return true;
  }
  if (!haveGit) return false;
  rmSync(root, { recursive: true, force: true });
  const tree = spawnSync('git', ['--git-dir', gitDir, 'ls-tree', '-r', '-z', site.commit], { maxBuffer: 256 * 1024 * 1024 });
  if (tree.status !== 0) return false;
  const entries = tree.stdout
    .toString('utf8')
    .split('\0')
    .filter(Boolean)
    .map((line) => {
      const [meta = '', path = ''] = line.split('\t');
      const [mode = '', type = '', oid = ''] = meta.split(' ');
      return { mode, type, oid, path };
    })
    .filter((entry) => entry.type === 'blob');
  const batch = spawnSync('git', ['--git-dir', gitDir, 'cat-file', '--batch'], {
    input: entries.map((entry) => entry.oid).join('\n'),
    maxBuffer: 2 * 1024 * 1024 * 1024,
  });
  const out = batch.stdout;
  let offset = 0;
  const missing: string[] = [];
  for (const entry of entries) {
    const headerEnd = out.indexOf(10, offset);
    const header = out.subarray(offset, headerEnd).toString('utf8');
    offset = headerEnd + 1;
    const target = join(root, entry.path);
    mkdirSync(dirname(target), { recursive: true });
    if (header.endsWith(' missing')) {
      missing.push(entry.path);
      writeFileSync(target, '');
      continue;
    }
    const size = Number(header.split(' ')[2]);
    const content = out.subarray(offset, offset + size);
    offset += size + 1;
    if (entry.mode === '120000') symlinkSync(content.toString('utf8'), target);
    else writeFileSync(target, content, { mode: entry.mode === '100755' ? 0o755 : 0o644 });
  }
  if (missing.length > 0) writeFileSync(join(root, MISSING_BLOBS), `${missing.join('\n')}\n`);
  linkHistory(root, gitDir, site.commit);
  return existsSync(join(root, site.dir, 'package.json'));
}

/**
 * Makes a checkout a git work tree at `commit`, its objects borrowed from
 * `gitDir`: sites that show each page's last update (Docusaurus's
 * `showLastUpdateTime`, docs-build alike) read it with `git log`, and
 * Docusaurus stops when the folder is no repository.
 */
export function linkHistory(root: string, gitDir: string, commit: string): void {
  spawnSync('git', ['init', '-q', root]);
  writeFileSync(join(root, '.git/objects/info/alternates'), `${resolve(gitDir, 'objects')}\n`);
  spawnSync('git', ['-C', root, 'update-ref', 'HEAD', commit]);
  // The index only: the files are already written (a missing blob as an empty file).
  spawnSync('git', ['-C', root, 'read-tree', commit]);
}

// COMPAT_NICE lowers it less when the harness itself already runs under `nice`.
const NICENESS = Number(process.env.COMPAT_NICE ?? 15);

export function timed(command: string, args: string[], cwd: string, timeoutMs: number, env: Record<string, string> = {}): StepResult {
  const started = performance.now();
  // Low priority: the machine these run on is shared, and only wall time is recorded.
  const result = spawnSync('nice', ['-n', String(NICENESS), command, ...args], {
    cwd,
    encoding: 'utf8',
    timeout: timeoutMs,
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, CI: 'true', NODE_ENV: undefined, DOCUSAURUS_TELEMETRY: '0', ...env },
  });
  const ms = performance.now() - started;
  // A run stopped by its time limit did not finish, whatever it exited with.
  const ok = result.status === 0 && result.error === undefined && result.signal === null;
  const output = `${result.stdout ?? ''}\n${result.stderr ?? ''}${result.error ? `\n${result.error.message}` : ''}`;
  return { ok, ms, command: [command, ...args].join(' '), error: ok ? undefined : tail(output), output };
}

/**
 * The first and last lines of a command's output, without ANSI colours:
 * enough to classify a failure (the cause is often first, a stack trace last).
 */
export function tail(output: string, head = 15, last = 25): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips terminal colour codes
  const lines = output.replace(/\u001b\[[0-9;]*m/g, '').trim().split('\n');
  if (lines.length <= head + last) return lines.join('\n');
  return [...lines.slice(0, head), '…', ...lines.slice(-last)].join('\n');
}

/**
 * Installs the site's packages: with the site's own yarn when it uses yarn 2
 * or later ({@link berryInstall}); with the package manager its `package.json`
 * names (`packageManager: "pnpm@…"`, with its lock file) when it names pnpm,
 * else npm first (peer conflicts tolerated, as many sites' lock files need),
 * then the site's own lock-file manager through npx when npm fails and the
 * site has a yarn or pnpm lock file.
 */
export function installSite(folder: string): StepResult {
  if (isInstalled(folder)) {
    // The finished install left its command and wall time in its mark.
    const [command = '', ms = ''] = readFileSync(join(folder, INSTALLED_MARK), 'utf8').split('\n');
    return { ok: true, ms: Number(ms) || 0, command: command || '(already installed)', output: '' };
  }
  const result = runInstall(folder);
  if (result.ok) {
    // A workspace's packages go to its root's node_modules: the site folder may have none of its own.
    mkdirSync(dirname(join(folder, INSTALLED_MARK)), { recursive: true });
    writeFileSync(join(folder, INSTALLED_MARK), `${result.command}\n${Math.round(result.ms)}\n`);
  }
  return result;
}

// Written after a whole install: a package folder can exist while an install is still under way in another process.
const INSTALLED_MARK = 'node_modules/.compat-installed';

export function isInstalled(folder: string): boolean {
  return existsSync(join(folder, INSTALLED_MARK));
}

/**
 * The newest publication date npm may pick for a site without a
 * package-lock.json of its own. A fresh resolution takes the newest webpack
 * 5, and newer webpacks refuse the options Docusaurus's progress bar
 * (webpackbar) hands them: webpack 5.113.0 (published 2026-11-19) refuses
 * webpackbar 7's, which Docusaurus 3.10.1 and later use, and webpack 5.106.0
 * (2026-04-08) already refuses webpackbar 6's, which earlier versions use. So
 * a site whose `@docusaurus/core` is pinned below 3.10.1 is resolved as of the
 * day before webpack 5.106.0, any other as of the day before 5.113.0.
 * `COMPAT_NPM_BEFORE` sets one date for every site.
 */
export function npmBefore(packageJson: string): string {
  if (process.env.COMPAT_NPM_BEFORE) return process.env.COMPAT_NPM_BEFORE;
  let range: unknown;
  try {
    range = (JSON.parse(packageJson) as { dependencies?: Record<string, unknown> }).dependencies?.['@docusaurus/core'];
  } catch {
    range = undefined;
  }
  // An exact version or a patch range (`~`); a caret or open range reaches the newest 3.x.
  const pinned = typeof range === 'string' ? /^\s*[=~v]*3\.(\d+)\.(\d+)\s*$/.exec(range) : null;
  const beforeWebpackbar7 = pinned !== null && (Number(pinned[1]) < 10 || (Number(pinned[1]) === 10 && Number(pinned[2]) < 1));
  return beforeWebpackbar7 ? '2026-04-07' : '2026-11-18';
}

/** Whether the site's repository holds a package-lock.json for it (one npm wrote at an earlier install does not count). */
export function ownPackageLock(folder: string): boolean {
  if (!existsSync(join(folder, 'package-lock.json'))) return false;
  const tracked = spawnSync('git', ['-C', folder, 'ls-files', '--error-unmatch', 'package-lock.json'], { encoding: 'utf8' });
  // Outside a git work tree the file is taken as the site's.
  return tracked.status === 0 || tracked.stderr.includes('not a git repository');
}

/** The package manager a `package.json` names in its `packageManager` field (`pnpm@10.3.0+sha…`), if any. */
export function declaredManager(packageJson: string): { name: string; version: string } | undefined {
  let field: unknown;
  try {
    field = (JSON.parse(packageJson) as { packageManager?: unknown }).packageManager;
  } catch {
    return undefined;
  }
  const match = typeof field === 'string' ? /^(npm|pnpm|yarn|bun)@(\d[\w.-]*)/.exec(field) : null;
  return match ? { name: match[1]!, version: match[2]! } : undefined;
}

/**
 * How to install a site that uses yarn 2 or later: its lock file has a format
 * neither npm nor yarn 1 reads, and npm alone would pick other versions than
 * the ones the site was built with. The site's repository usually carries its
 * yarn release (`yarnPath` in a `.yarnrc.yml` of the site's folder or one above
 * it, up to the checkout's root); else the version its `package.json` names
 * is run through npx. Undefined for a site that does not use yarn 2+.
 */
export function berryInstall(folder: string): { command: string; args: string[] } | undefined {
  let declared: { name: string; version: string } | undefined;
  let yarnPath: string | undefined;
  for (let dir = resolve(folder); ; dir = dirname(dir)) {
    const packageJson = join(dir, 'package.json');
    if (declared === undefined && existsSync(packageJson)) declared = declaredManager(readFileSync(packageJson, 'utf8'));
    const yarnrc = join(dir, '.yarnrc.yml');
    if (yarnPath === undefined && existsSync(yarnrc)) {
      const setting = /^yarnPath:\s*["']?([^"'\n]+?)["']?\s*$/m.exec(readFileSync(yarnrc, 'utf8'));
      if (setting) yarnPath = resolve(dir, setting[1]!);
    }
    // The checkout's root is a git work tree; folders above it belong to no site.
    if (existsSync(join(dir, '.git')) || dirname(dir) === dir) break;
  }
  const lock = join(folder, 'yarn.lock');
  const berryLock = existsSync(lock) && /^__metadata:/m.test(readFileSync(lock, 'utf8'));
  const berryDeclared = declared?.name === 'yarn' && Number(declared.version.split('.')[0]) >= 2;
  if (!berryLock && !berryDeclared) return undefined;
  // A release left out of a partial copy is an empty file.
  // Relative to the site's folder, so the command recorded in its fixture names no folder of this machine.
  if (yarnPath !== undefined && existsSync(yarnPath) && statSync(yarnPath).size > 0) return { command: 'node', args: [relative(resolve(folder), yarnPath), 'install'] };
  const version = berryDeclared ? declared!.version : '4';
  return { command: 'npx', args: ['--yes', '-p', `@yarnpkg/cli-dist@${version}`, 'yarn', 'install'] };
}

// Both generators read the packages from node_modules, whatever linker the site's yarn settings choose (Plug'n'Play by default).
// CI=true, which every command gets, keeps the lock file as it is (yarn's immutable installs).
const BERRY_ENV = { YARN_NODE_LINKER: 'node-modules' };

/**
 * The folder of the npm workspace a site belongs to: a folder above it, up to
 * the checkout's root, whose `package.json` lists the site's folder among its
 * `workspaces` (a path, or a pattern with `*`). npm keeps the workspace's lock
 * file there and hoists its packages there.
 */
export function npmWorkspaceRoot(folder: string): string | undefined {
  const site = resolve(folder);
  for (let dir = site; !existsSync(join(dir, '.git')) && dirname(dir) !== dir; ) {
    dir = dirname(dir);
    const packageJson = join(dir, 'package.json');
    if (!existsSync(packageJson)) continue;
    let workspaces: unknown;
    try {
      workspaces = (JSON.parse(readFileSync(packageJson, 'utf8')) as { workspaces?: unknown }).workspaces;
    } catch {
      continue;
    }
    const patterns = Array.isArray(workspaces) ? workspaces : (workspaces as { packages?: unknown } | undefined)?.packages;
    if (!Array.isArray(patterns)) continue;
    const path = relative(dir, site);
    if (patterns.some((pattern) => typeof pattern === 'string' && workspacePattern(pattern).test(path))) return dir;
  }
  return undefined;
}

function workspacePattern(pattern: string): RegExp {
  const source = pattern
    .replace(/^\.\//, '')
    .replace(/\/+$/, '')
    .split('/')
    .map((part) => (part === '**' ? '.*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/]*')))
    .join('/');
  return new RegExp(`^${source}$`);
}

function runInstall(folder: string): StepResult {
  const berry = berryInstall(folder);
  if (berry !== undefined) {
    const yarn = timed(berry.command, berry.args, folder, 45 * 60_000, BERRY_ENV);
    if (yarn.ok) return yarn;
  }
  const declared = declaredManager(readFileSync(join(folder, 'package.json'), 'utf8'));
  // A site that names pnpm keeps its versions in pnpm's lock file; a package-lock.json beside it can be stale.
  if (declared?.name === 'pnpm' && existsSync(join(folder, 'pnpm-lock.yaml'))) {
    const pnpm = timed('npx', ['--yes', `pnpm@${declared.version}`, 'install', '--frozen-lockfile'], folder, 45 * 60_000);
    if (pnpm.ok) return pnpm;
  }
  // npm run in a workspace's folder installs that workspace from its root, with the root's lock file: that lock file counts.
  const lockFolder = npmWorkspaceRoot(folder) ?? folder;
  // Without the site's package-lock.json npm resolves every range afresh: packages published after npmBefore's date are left out.
  const before = ownPackageLock(lockFolder) ? [] : [`--before=${npmBefore(readFileSync(join(folder, 'package.json'), 'utf8'))}`];
  const npm = timed('npm', ['install', '--legacy-peer-deps', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', ...before], folder, 45 * 60_000);
  if (npm.ok) return npm;
  if (existsSync(join(folder, 'yarn.lock'))) {
    const yarn = timed('npx', ['--yes', 'yarn@1', 'install', '--non-interactive', '--ignore-engines'], folder, 45 * 60_000);
    return { ...yarn, ms: yarn.ms + npm.ms };
  }
  if (existsSync(join(folder, 'pnpm-lock.yaml'))) {
    const pnpm = timed('npx', ['--yes', 'pnpm@9', 'install'], folder, 45 * 60_000);
    return { ...pnpm, ms: pnpm.ms + npm.ms };
  }
  return npm;
}

/** The folder of the `@docusaurus/core` the site resolves (its own node_modules, or a workspace root's), if installed. */
export function docusaurusCore(folder: string): string | undefined {
  try {
    return dirname(createRequire(join(resolve(folder), 'package.json')).resolve('@docusaurus/core/package.json'));
  } catch {
    return undefined;
  }
}

/** Builds the site with its own Docusaurus into `outDir`, timed. */
export function buildWithDocusaurus(folder: string, outDir: string): StepResult {
  rmSync(outDir, { recursive: true, force: true });
  const core = docusaurusCore(folder);
  const bin = core === undefined ? undefined : join(core, 'bin/docusaurus.mjs');
  if (bin === undefined || !existsSync(bin)) return { ok: false, ms: 0, command: 'docusaurus build', error: 'node_modules/@docusaurus/core is not installed', output: '' };
  // Without minifying: the routes, headings and links read from the HTML are the same, and the build is faster.
  return timed(process.execPath, [bin, 'build', '--no-minify', '--out-dir', outDir], folder, 30 * 60_000);
}

/** How a kept Docusaurus build went, stored beside its output folder. */
export interface KeptBuild {
  commit: string;
  ok: boolean;
  ms: number;
  command: string;
  error?: string;
}

export function keptBuildPath(outDir: string): string {
  return `${outDir}.build.json`;
}

/** The record of the Docusaurus build kept in `outDir` for `commit`, if one is there (with its output when it succeeded). */
export function readKeptBuild(outDir: string, commit: string): KeptBuild | undefined {
  const path = keptBuildPath(outDir);
  if (!existsSync(path)) return undefined;
  const kept = JSON.parse(readFileSync(path, 'utf8')) as KeptBuild;
  if (kept.commit !== commit || (kept.ok && !existsSync(outDir))) return undefined;
  return kept;
}

/**
 * Builds the site with its own Docusaurus into `outDir` unless a build of the
 * same commit is kept there: its output serves the fixture's screenshots and
 * measurements, and a build takes minutes.
 */
export function keptDocusaurusBuild(folder: string, outDir: string, commit: string): StepResult {
  const kept = readKeptBuild(outDir, commit);
  if (kept) return { ok: kept.ok, ms: kept.ms, command: kept.command, error: kept.error, output: kept.error ?? '' };
  const build = buildWithDocusaurus(folder, outDir);
  const record: KeptBuild = { commit, ok: build.ok, ms: Math.round(build.ms), command: build.command, error: build.error };
  mkdirSync(dirname(outDir), { recursive: true });
  writeFileSync(keptBuildPath(outDir), `${JSON.stringify(record, null, 1)}\n`);
  return build;
}

/** Builds the site with docs-build (the CLI at `cli`) into `outDir`, timed. */
export function buildWithDocsBuild(folder: string, outDir: string, cli: string): StepResult {
  rmSync(outDir, { recursive: true, force: true });
  return timed(process.execPath, [cli, 'build', '--out-dir', outDir, '--threads', '1'], folder, 30 * 60_000);
}
