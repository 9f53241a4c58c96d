// Where a cold build of a generated site spends its time, thread by thread:
// runs `docs-build build` under `node --cpu-prof` and sums the samples by
// stage (parse, transforms, highlighting, React, search, compression, file
// system, GC…). It runs the CLI's own bundle, made readable (bin/node-bundle.js
// keeps a `// path` line before each module), so every sample can be traced to
// the package or source file it ran in while the code is the one users run.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Command, InvalidArgumentError } from 'commander';
import fg from 'fast-glob';
import { VFile } from 'vfile';
import { bundle } from '../bin/node-bundle.js';
import { createCodeOptions } from '../src/node/markdown/code-options.ts';
import { configSchema } from '../src/node/config/schema.ts';
import { escapeHeadingIds } from '../src/node/markdown/preprocess.ts';
import { createContentProcessors } from '../src/node/markdown/processor.ts';
import { generateSite } from './generate.ts';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

interface CallFrame {
  functionName: string;
  url: string;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame & { lineNumber?: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const FS_CALLS = new Set(['open', 'close', 'read', 'writeBuffer', 'writeString', 'writeFileUtf8', 'readFileUtf8', 'mkdir', 'link', 'stat', 'lstat', 'fstat', 'rename', 'unlink', 'rmSync', 'readdir', 'copyFile', 'openFileHandle']);

/** The stage a frame belongs to, or undefined when only its callers can tell. */
export function stageOf(frame: CallFrame): string | undefined {
  const { functionName: name, url } = frame;
  if (name === '(garbage collector)') return 'GC';
  if (name === '(idle)') return 'idle';
  if (url === '' && FS_CALLS.has(name)) return 'file system calls';
  if (url.startsWith('node:')) {
    if (url === 'node:zlib') return 'compression (zlib, from JS)';
    if (url === 'node:fs' || url.startsWith('node:internal/fs')) return 'file system calls';
    if (url.startsWith('node:internal/crypto')) return 'page cache and hashing';
    if (url.startsWith('node:internal/modules/') || url === 'node:vm') return 'module loading';
    if (url === 'node:child_process' || url === 'node:internal/child_process') return 'child processes (git)';
    return undefined;
  }
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  const own = pkg ? undefined : /\/(src|theme)\/(.+)$/.exec(url)?.slice(1).join('/');
  if (pkg) {
    if (/^(micromark|mdast-util-from-markdown|decode-named-character-reference|parse-entities|character-entities|acorn)/.test(pkg)) return 'parse (micromark)';
    if (/^(shiki|@shikijs\/|oniguruma-to-es|regex)/.test(pkg)) return 'highlighting (Shiki)';
    if (/^(prism-react-renderer|prismjs)$/.test(pkg)) return 'highlighting (Prism)';
    if (/^(react|react-dom|hast-util-to-jsx-runtime|style-to-|inline-style-parser)/.test(pkg)) return 'React render';
    if (/^(htmlparser2|domhandler|entities|minisearch)$/.test(pkg)) return 'search records and index';
    if (/^(unist-|mdast-|hast-|remark-|rehype-|unified|trough|vfile|github-slugger|node-emoji|emojilib|estree-|@mdx-js\/|yaml|property-information|@docusaurus\/remark-plugin-)/.test(pkg)) return 'transforms (remark, rehype, MDX)';
    // A Docusaurus site's own packages, which docs-build runs: its config's validation, its content plugins
    // (reading the docs and blog, git for last-update dates), their feeds and other postBuild work.
    if (pkg.startsWith('@docusaurus/')) return "Docusaurus's packages (config, plugins)";
    return undefined;
  }
  if (own) {
    if (/^src\/node\/markdown\/(highlighter|grammar-cache|regex-)/.test(own)) return 'highlighting (Shiki)';
    if (/^src\/node\/markdown\/(rehype-code|prism-highlighter|highlight-cache|magic-comments)/.test(own)) return 'highlighting (Prism)';
    if (own.startsWith('src/node/markdown/')) return 'transforms (remark, rehype, MDX)';
    if (own.startsWith('src/node/search/') || own.startsWith('src/shared/search/')) return 'search records and index';
    if (own.startsWith('theme/') || own.startsWith('src/node/render/render-page') || own.startsWith('src/node/render/document')) return 'React render';
    if (own.startsWith('src/node/render/page-cache')) return 'page cache and hashing';
  }
  return undefined;
}

/** Where each module of a readable bundle starts: esbuild's `// path` lines, as [line, path], in order. */
export function moduleLines(bundleText: string): Array<[number, string]> {
  const starts: Array<[number, string]> = [];
  bundleText.split('\n').forEach((line, index) => {
    const match = /^\s*\/\/ ((?:node_modules|src|theme)\/\S+)$/.exec(line);
    if (match) starts.push([index, match[1]!]);
  });
  return starts;
}

/** The frame with the bundle's URL replaced by that of the module its line falls in. */
function unbundled(frame: CallFrame & { lineNumber?: number }, bundleUrl: string, starts: Array<[number, string]>): CallFrame {
  // V8 names a script run through vm.Script by the path it was given; accept its file URL too.
  if ((frame.url !== bundleUrl && pathToFileURL(frame.url || '/').href !== bundleUrl) || frame.lineNumber === undefined) return frame;
  let low = 0;
  let high = starts.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (starts[mid]![0] <= frame.lineNumber) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found < 0 ? frame : { functionName: frame.functionName, url: `bundle:/${starts[found]![1]}` };
}

/**
 * Seconds per stage in one thread's profile: each sample goes to the nearest
 * frame, leaf first, that names a stage. Frames in a readable bundle are
 * first traced to their module.
 */
export function stagesOf(profile: CpuProfile, bundled?: { url: string; starts: Array<[number, string]> }): Map<string, number> {
  if (bundled) profile = { ...profile, nodes: profile.nodes.map((node) => ({ ...node, callFrame: unbundled(node.callFrame, bundled.url, bundled.starts) })) };
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const stageOfNode = new Map<number, string>();
  const resolveStage = (id: number): string => {
    const known = stageOfNode.get(id);
    if (known) return known;
    let stage: string | undefined;
    for (let at: number | undefined = id; at !== undefined && !stage; at = parent.get(at)) stage = stageOf(byId.get(at)!.callFrame);
    stageOfNode.set(id, stage ?? 'other');
    return stage ?? 'other';
  };
  const seconds = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const stage = resolveStage(id);
    seconds.set(stage, (seconds.get(stage) ?? 0) + profile.timeDeltas[i]! / 1e6);
  });
  return seconds;
}

function table(profiles: CpuProfile[], bundled: { url: string; starts: Array<[number, string]> }): string {
  const perThread = profiles.map((profile) => stagesOf(profile, bundled));
  const stages = [...new Set(perThread.flatMap((m) => [...m.keys()]))];
  const total = (stage: string) => perThread.reduce((sum, m) => sum + (m.get(stage) ?? 0), 0);
  stages.sort((a, b) => total(b) - total(a));
  const head = `| stage | ${profiles.map((_, i) => (i === 0 ? 'main thread' : `render thread ${i}`)).join(' | ')} | share of all samples |`;
  const all = stages.reduce((sum, stage) => sum + total(stage), 0);
  const rows = stages.map((stage) => `| ${stage} | ${perThread.map((m) => `${(m.get(stage) ?? 0).toFixed(2)} s`).join(' | ')} | ${((100 * total(stage)) / all).toFixed(1)} % |`);
  const spans = `| samples in all | ${profiles.map((p) => `${((p.endTime - p.startTime) / 1e6).toFixed(2)} s`).join(' | ')} | |`;
  return [head, `| --- | ${profiles.map(() => '---').join(' | ')} | --- |`, ...rows, spans].join('\n');
}

/**
 * Milliseconds per page for micromark alone to parse the generated pages,
 * with the build's own MDX processor, on one thread: the median of three
 * passes after a warm-up one. The floor under any build of these pages.
 */
async function parseAlone(site: string): Promise<number> {
  const processors = createContentProcessors({ code: await createCodeOptions(configSchema.shape.markdown.parse(undefined), site), references: { routesByFile: new Map(), staticDir: join(site, 'static') }, emoji: true });
  const sources = fg.sync('content/docs/generated/**/*.mdx', { cwd: site }).sort().map((file) => escapeHeadingIds(readFileSync(join(site, file), 'utf8')));
  const passes: number[] = [];
  for (let pass = 0; pass < 4; pass++) {
    const started = performance.now();
    for (const value of sources) processors.mdx.parse(new VFile({ value }));
    if (pass > 0) passes.push((performance.now() - started) / sources.length);
  }
  return passes.sort((a, b) => a - b)[1]!;
}

function wholeNumber(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('must be a whole number ≥ 1.');
  return n;
}

async function main(): Promise<void> {
  const opts = new Command()
    .name('profile')
    .description('Profile a cold build of a generated site (or of an existing one, --site) and sum the samples by stage.')
    .option('--pages <n>', 'generated pages', wholeNumber, 1000)
    .option('--site <dir>', "an existing site's folder to build instead, with its own config (such as .bench/jest-website/website)")
    .option('--threads <n>', 'render threads, the main one included', wholeNumber)
    .option('--locale <locale...>', "build only these locales of a Docusaurus site (as `npm run bench` builds the Jest site's default one)")
    .parse(process.argv)
    .opts<{ pages: number; site?: string; threads?: number; locale?: string[] }>();
  // Bundle, profiles and output of an existing site go beside the generated ones, not into its folder.
  const work = join(ROOT, '.bench', opts.site ? 'profile-site' : `profile-${opts.pages}`);
  const siteDir = opts.site ? resolve(opts.site) : work;
  const configArgs = [
    ...(opts.site ? [] : ['--config', (await generateSite({ dir: work, pages: opts.pages })).configFile]),
    ...(opts.locale ? ['--locale', ...opts.locale] : []),
  ];
  const bundleDir = join(work, 'cli');
  rmSync(bundleDir, { recursive: true, force: true });
  await bundle(bundleDir, { readable: true });
  const bundleFile = join(bundleDir, 'docs-build.cjs');
  // The launcher runs only an ASCII bundle; the readable one keeps comments and some literal characters that are
  // not ASCII. A \u escape means the same in a string, a regular expression or a name, and keeps every line where it was.
  writeFileSync(bundleFile, readFileSync(bundleFile, 'utf8').replace(/[^\t\n\r -~]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
  const profiles = join(work, 'cpu-profiles');
  const build = (profiled: boolean) => {
    rmSync(profiles, { recursive: true, force: true });
    mkdirSync(profiles, { recursive: true });
    const args = [...(profiled ? ['--cpu-prof', `--cpu-prof-dir=${profiles}`, '--cpu-prof-interval=1000'] : []), join(ROOT, 'bench/profile-launch.mjs'), bundleFile, 'build', '--no-cache', ...configArgs, '--out-dir', join(work, 'build')];
    if (opts.threads) args.push('--threads', String(opts.threads));
    // The build runs in this process, not in the child a supervising CLI forks (which would get the bundle's path
    // as its command): that child is what is profiled, and a signal is of no concern here.
    args.push('--supervised');
    const started = performance.now();
    const run = spawnSync(process.execPath, args, { cwd: siteDir, env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'ignore', 'inherit'] });
    if (run.status !== 0) throw new Error(`the build failed (exit ${run.status})`);
    return (performance.now() - started) / 1000;
  };
  // The first build leaves the bundle's V8 code cache, as a user's first build does; the second is the one profiled.
  build(false);
  const seconds = build(true);
  // One file per thread, named CPU.<date>.<time>.<pid>.<thread>.<sequence>: thread 0 is the main thread.
  const files = readdirSync(profiles)
    .filter((f) => f.endsWith('.cpuprofile'))
    .sort((a, b) => Number(a.split('.').at(-3)) - Number(b.split('.').at(-3)));
  const loaded = files.map((f) => JSON.parse(readFileSync(join(profiles, f), 'utf8')) as CpuProfile);
  const bundled = { url: pathToFileURL(bundleFile).href, starts: moduleLines(readFileSync(bundleFile, 'latin1')) };
  const what = opts.site ? `the site in ${siteDir}` : `${opts.pages} generated pages`;
  process.stdout.write(`Cold build of ${what} under --cpu-prof (1 ms sampling): ${seconds.toFixed(1)} s wall.\n\n${table(loaded, bundled)}\n\n`);
  if (!opts.site) process.stdout.write(`micromark alone, parsing the same pages on one thread outside the build: ${(await parseAlone(work)).toFixed(2)} ms per page.\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main().catch((error: unknown) => {
    process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
