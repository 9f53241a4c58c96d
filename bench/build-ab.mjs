#!/usr/bin/env node
// A/B figures for builds: cold builds (--no-cache, unless told otherwise) of one site with each variant, runs interleaved in one sitting
// and the order rotated every round, so that a machine getting busier or quieter affects every variant alike.
// Prints a Markdown table of medians and ranges, and every run.
//
//   node bench/build-ab.mjs [--runs 3] [--pages 1000 | --site DIR] --variant name=words [--variant name=words …]
//
// The site is a generated one of --pages pages (bench/generate.ts), or an existing site's folder (--site, such as
// the prepared Jest site's `website` folder), built with its own config into a temporary output folder.
// A variant's words are split on spaces:
// - a CLI argument: `--threads 1`; `{tmp}` stands for a fresh folder on the tmpfs (/dev/shm), to compare the
//   project disk with memory: `--variant disk= --variant tmpfs=--out-dir={tmp}`;
// - `env:NAME=value` sets an environment variable: `--variant off=env:DOCS_BUILD_AB_OFF=lane-yield`;
// - `node:FLAG` passes a flag to Node (the build's process gets it too): `--variant semi=node:--max-semi-space-size=32`;
// - `cli:PATH` runs another checkout's `bin/docs-build.js`, to compare two versions of the code:
//   `git worktree add ../base <commit> && (cd ../base && npm ci)`, then `--variant base=cli:../base/bin/docs-build.js`;
// - `caches:empty` builds with the build caches on, emptied before each run (as `npm run bench` measures a cold
//   build), instead of `--no-cache`; `caches:keep=highlighted,modules` empties all but the named cache folders (of
//   node_modules/.cache/docs-build), to measure a build that finds only those from the run before it (a config
//   edit re-renders every page but leaves the code blocks and compiled modules as they were).
// Wall time, CPU time (user + system of the CLI and every process it waited for) and peak RSS (of the largest of
// them, the builder) come from `/usr/bin/time -v`.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = join(ROOT, 'bin/docs-build.js');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: '1000' },
    site: { type: 'string' },
    variant: { type: 'string', multiple: true, default: [] },
  },
});
const RUNS = Number(values.runs);
const PAGES = Number(values.pages);
const SITE = values.site ? resolve(values.site) : join(ROOT, `bench/.work/ab-${PAGES}`);
const OUT = values.site ? mkdtempSync(join(tmpdir(), 'docs-build-ab-out-')) : join(ROOT, 'bench/.work/ab-out');
const variants = values.variant.map((spec) => {
  const at = spec.indexOf('=');
  return { name: spec.slice(0, at), words: spec.slice(at + 1).split(' ').filter(Boolean) };
});
if (variants.length < 2) throw new Error('Give at least two --variant name=words.');
if (!existsSync('/usr/bin/time')) throw new Error('/usr/bin/time is needed (the `time` package) to read CPU time and peak RSS.');

if (!values.site && !existsSync(join(SITE, 'docs-build.config.ts'))) {
  execFileSync(process.execPath, [join(ROOT, 'bin/run-ts.js'), join(ROOT, 'bench/generate.ts'), '--pages', String(PAGES), '--out', SITE], { stdio: 'inherit' });
}

/** `/usr/bin/time -v`'s figures from its report at the end of stderr. */
function timeReport(stderr) {
  const field = (label) => {
    const match = new RegExp(`^\\s*${label}: (.+)$`, 'm').exec(stderr);
    if (!match) throw new Error(`no "${label}" in the time report`);
    return match[1];
  };
  const wall = field('Elapsed \\(wall clock\\) time \\(h:mm:ss or m:ss\\)')
    .split(':')
    .reduce((sum, part) => sum * 60 + Number(part), 0);
  return { ms: wall * 1000, cpuMs: (Number(field('User time \\(seconds\\)')) + Number(field('System time \\(seconds\\)'))) * 1000, rssMb: Number(field('Maximum resident set size \\(kbytes\\)')) / 1024 };
}

function once(variant) {
  const tmp = variant.words.some((a) => a.includes('{tmp}')) ? mkdtempSync('/dev/shm/docs-build-ab-') : undefined;
  const env = { ...process.env };
  const nodeFlags = [];
  let cli = CLI;
  let noCache = ['--no-cache'];
  const args = [];
  for (const word of variant.words) {
    if (word === 'caches:empty' || word.startsWith('caches:keep=')) {
      noCache = [];
      const keep = new Set(['cli', ...(word.startsWith('caches:keep=') ? word.slice('caches:keep='.length).split(',') : [])]);
      const caches = join(SITE, 'node_modules/.cache/docs-build');
      if (existsSync(caches)) for (const name of readdirSync(caches)) if (!keep.has(name)) rmSync(join(caches, name), { recursive: true, force: true });
      continue;
    }
    if (word.startsWith('env:')) {
      const [name, ...value] = word.slice(4).split('=');
      env[name] = value.join('=');
    } else if (word.startsWith('node:')) nodeFlags.push(word.slice(5));
    else if (word.startsWith('cli:')) cli = resolve(word.slice(4));
    else args.push(word.replace('{tmp}', tmp ?? ''));
  }
  const out = args.some((a) => a.startsWith('--out-dir')) ? [] : ['--out-dir', OUT];
  rmSync(OUT, { recursive: true, force: true });
  // The disk finishes removing the previous run's output before the clock starts.
  execFileSync('sync');
  const child = spawn('/usr/bin/time', ['-v', process.execPath, ...nodeFlags, cli, 'build', ...noCache, ...out, ...args], { cwd: SITE, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (t) => (stderr += t));
  return new Promise((resolvePromise, reject) => {
    child.on('close', (code) => {
      if (tmp) rmSync(tmp, { recursive: true, force: true });
      if (code !== 0) return reject(new Error(`${variant.name} failed:\n${stderr.slice(-4000)}`));
      resolvePromise(timeReport(stderr));
    });
  });
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const cell = (xs, unit, digits = 0) => `${median(xs).toFixed(digits)} ${unit} (${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)})`;

// One unmeasured run of each variant, so each CLI's bundle and its code cache exist.
for (const variant of variants) await once(variant);
const samples = variants.map(() => []);
for (let round = 0; round < RUNS; round++) {
  for (let k = 0; k < variants.length; k++) {
    const index = (k + round) % variants.length;
    samples[index].push(await once(variants[index]));
  }
  process.stderr.write(`round ${round + 1}/${RUNS}\n`);
}
if (values.site) rmSync(OUT, { recursive: true, force: true });
const what = values.site ? `the site in ${values.site}` : `generated site of ${PAGES} pages`;
const runs = (i, key, unit, scale = 1, digits = 0) => samples[i].map((r) => `${(r[key] / scale).toFixed(digits)}`).join(', ') + ` ${unit}`;
process.stdout.write(
  [
    `Node ${process.version}, ${cpus().length} cores, ${what}, cold (--no-cache, or empty caches for caches:empty, all but the named ones for caches:keep), ${RUNS} runs each, medians (range):`,
    '',
    '| variant | words | wall time | CPU time (user+system) | peak RSS |',
    '| --- | --- | --- | --- | --- |',
    ...variants.map((v, i) => `| ${v.name} | \`${v.words.join(' ') || '(none)'}\` | ${cell(samples[i].map((r) => r.ms), 'ms')} | ${cell(samples[i].map((r) => r.cpuMs), 'ms')} | ${cell(samples[i].map((r) => r.rssMb), 'MB')} |`),
    '',
    'Every run, in order:',
    ...variants.map((v, i) => `- ${v.name}: wall ${runs(i, 'ms', 's', 1000, 1)}; CPU ${runs(i, 'cpuMs', 's', 1000, 1)}; peak RSS ${runs(i, 'rssMb', 'MB')}`),
    '',
  ].join('\n'),
);
