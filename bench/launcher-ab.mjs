#!/usr/bin/env node
// A/B figures for each start-up and scheduling mechanism of the CLI: the same command with the mechanism on (A)
// and off (B, through DOCS_BUILD_AB_OFF), runs interleaved in one sitting, order swapped every round so that a
// machine getting busier or quieter affects both alike. Prints a Markdown table of medians and ranges.
//
//   node bench/launcher-ab.mjs [--runs 5] [--pages 300] [--only code-cache,visitor-names,compile-ahead]
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = join(ROOT, 'bin/docs-build.js');
const PROBE = join(ROOT, 'bench/ab-probe.mjs');
const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, pages: { type: 'string', default: '300' }, only: { type: 'string', default: '' } },
});
const RUNS = Number(values.runs);
const PAGES = Number(values.pages);
const SITE = join(ROOT, `bench/.work/ab-${PAGES}`);
const OUT = join(ROOT, 'bench/.work/ab-out');

const realSite = { name: 'real site, warm build (13 pages from the page cache)', cwd: ROOT, args: ['build', '--out-dir', OUT] };
const realCold = { name: 'real site, cold build (--no-cache)', cwd: ROOT, args: ['build', '--no-cache', '--out-dir', OUT] };
const generated = { name: `generated site, ${PAGES} pages, cold build (--no-cache)`, cwd: SITE, args: ['build', '--no-cache', '--out-dir', OUT] };
const ONLY = values.only ? values.only.split(',') : undefined;
const MECHANISMS = [
  { off: 'code-cache', bench: realSite },
  { off: 'visitor-names', bench: generated },
  // Compiling pages while esbuild bundles the client is for small sites, where that wait is a large part of the build.
  { off: 'compile-ahead', bench: realCold },
].filter((m) => !ONLY || ONLY.includes(m.off));

if (MECHANISMS.some((m) => m.bench === generated) && !existsSync(join(SITE, 'docs-build.config.ts'))) {
  execFileSync(process.execPath, [join(ROOT, 'bin/run-ts.js'), join(ROOT, 'bench/generate.ts'), '--pages', String(PAGES), '--out', SITE], { stdio: 'inherit' });
}

function once(bench, off) {
  const env = { ...process.env, DOCS_BUILD_AB_OFF: off ?? '' };
  delete env.DOCS_BUILD_FROM_SOURCE;
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', PROBE, CLI, ...bench.args], { cwd: bench.cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (t) => (stderr += t));
  return new Promise((resolve, reject) => {
    child.on('close', (code) => {
      const ms = performance.now() - started;
      const usage = /__ab_usage=(\d+),(\d+)/.exec(stderr);
      if (code !== 0 || !usage) return reject(new Error(`${bench.args.join(' ')} (off: ${off ?? 'none'}) failed:\n${stderr}`));
      resolve({ ms, rssMb: Number(usage[1]) / 1024, cpuMs: Number(usage[2]) / 1000 });
    });
  });
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const cell = (xs, unit, digits = 0) => `${median(xs).toFixed(digits)} ${unit} (${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)})`;

process.stdout.write(
  [
    `Node ${process.version}, ${cpus().length} cores, ${RUNS} runs each, medians (range):`,
    '',
    '| mechanism | state | benchmark | wall time | CPU time (user+system) | peak RSS |',
    '| --- | --- | --- | --- | --- | --- |',
    '',
  ].join('\n'),
);
// Rows are printed as each mechanism finishes: a long sitting still leaves the ones done.
for (const { off, bench } of MECHANISMS) {
  // One unmeasured run each, so both have their bundle and (A) its code cache.
  await once(bench, undefined);
  await once(bench, off);
  const a = [];
  const b = [];
  for (let i = 0; i < RUNS; i++) {
    if (i % 2 === 0) {
      a.push(await once(bench, undefined));
      b.push(await once(bench, off));
    } else {
      b.push(await once(bench, off));
      a.push(await once(bench, undefined));
    }
    process.stderr.write(`${off}: round ${i + 1}/${RUNS}\n`);
  }
  for (const [label, runs] of [['on', a], ['off', b]]) {
    process.stdout.write(`| ${off} | ${label} | ${bench.name} | ${cell(runs.map((r) => r.ms), 'ms')} | ${cell(runs.map((r) => r.cpuMs), 'ms')} | ${cell(runs.map((r) => r.rssMb), 'MB')} |\n`);
  }
}
