#!/usr/bin/env node
// A/B figures for the code highlighter on the Jest site: the same cold build (`--no-cache`) with Prism, the default
// (A), and with Shiki (B, DOCS_BUILD_AB_OFF=prism), runs alternated and their order swapped every round. Wall time
// and peak RSS come from `/usr/bin/time -v` (the largest process of the build's tree). Prints a Markdown table of
// medians and ranges, and every run. The Jest site must have been prepared (bench/prepare-jest-site.ts, or JEST_SITE).
//
//   node bench/highlighter-ab.mjs [--runs 3]
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = join(ROOT, 'bin/docs-build.js');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const RUNS = Number(values.runs);
const JEST = join(resolve(process.env.JEST_SITE ?? join(ROOT, '.bench/jest-website')), 'website');
const OUT = join(ROOT, 'bench/.work/highlighter-ab-out');
if (!existsSync(JEST)) throw new Error(`No Jest site at ${JEST}: run bench/prepare-jest-site.ts first, or set JEST_SITE.`);

function once(highlighter) {
  rmSync(OUT, { recursive: true, force: true });
  const env = { ...process.env, DOCS_BUILD_AB_OFF: highlighter === 'shiki' ? 'prism' : '', NO_COLOR: '1' };
  const load = loadavg()[0];
  const result = spawnSync('/usr/bin/time', ['-v', process.execPath, CLI, 'build', '--no-cache', '--locale', 'en', '--out-dir', OUT], { cwd: JEST, env, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const wall = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):([\d.]+)/.exec(result.stderr);
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr);
  const cpu = ['User', 'System'].map((kind) => Number(new RegExp(`${kind} time \\(seconds\\): ([\\d.]+)`).exec(result.stderr)?.[1] ?? Number.NaN));
  if (result.status !== 0 || !wall || !rss) throw new Error(`${highlighter} build failed:\n${(result.stderr || result.stdout).slice(-4000)}`);
  const s = Number(wall[1] ?? 0) * 3600 + Number(wall[2]) * 60 + Number(wall[3]);
  const run = { highlighter, s, cpuS: cpu[0] + cpu[1], rssMb: Number(rss[1]) / 1024, load };
  process.stderr.write(`${JSON.stringify(run)}\n`);
  return run;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const cell = (xs, unit, digits = 0) => `${median(xs).toFixed(digits)} ${unit} (${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)})`;

const runs = { prism: [], shiki: [] };
for (let i = 0; i < RUNS; i++) {
  for (const highlighter of i % 2 === 0 ? ['prism', 'shiki'] : ['shiki', 'prism']) runs[highlighter].push(once(highlighter));
}
rmSync(OUT, { recursive: true, force: true });
const lines = [
  `Node ${process.version}, ${cpus().length} cores, ${RUNS} cold builds each, alternated; medians (range):`,
  '',
  '| highlighter | wall time | CPU time (user+system) | peak RSS | load average (1 min) at start |',
  '| --- | --- | --- | --- | --- |',
  ...Object.entries(runs).map(([name, xs]) => `| ${name} | ${cell(xs.map((r) => r.s), 's', 1)} | ${cell(xs.map((r) => r.cpuS), 's', 1)} | ${cell(xs.map((r) => r.rssMb), 'MB')} | ${cell(xs.map((r) => r.load), '', 1)} |`),
  '',
  'Every run:',
  '',
  ...Object.values(runs)
    .flat()
    .map((r) => `- ${r.highlighter}: ${r.s.toFixed(1)} s wall, ${r.cpuS.toFixed(1)} s CPU, ${r.rssMb.toFixed(0)} MB, load ${r.load.toFixed(1)}`),
];
process.stdout.write(`${lines.join('\n')}\n`);
