#!/usr/bin/env node
// A/B figures for Shiki's grammar patterns kept between builds: the same build, highlighted by Shiki
// (DOCS_BUILD_AB_OFF=prism, whatever the site's config says), with the mechanism on (A) and off (B,
// DOCS_BUILD_AB_OFF=shiki-grammars: nothing is kept), runs interleaved in one sitting, order swapped every round. Prints a Markdown
// table of medians and ranges. The Jest site must have been prepared (bench/prepare-jest-site.ts, or JEST_SITE).
//
//   node bench/shiki-ab.mjs [--runs 3] [--pages 1000] [--only jest,generated,jest-kept]
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = join(ROOT, 'bin/docs-build.js');
const PROBE = join(ROOT, 'bench/ab-probe.mjs');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, pages: { type: 'string', default: '1000' }, only: { type: 'string', default: '' } } });
const RUNS = Number(values.runs);
const PAGES = Number(values.pages);
const GENERATED = join(ROOT, `bench/.work/ab-${PAGES}`);
const JEST = join(resolve(process.env.JEST_SITE ?? join(ROOT, '.bench/jest-website')), 'website');
const OUT = join(ROOT, 'bench/.work/shiki-ab-out');

/** Empties a site's build caches except the CLI's bundle and, when `keep` says so, the kept grammar patterns. */
const clearCaches = (site, keep) => () => {
  const dir = join(site, 'node_modules/.cache/docs-build');
  if (existsSync(dir)) for (const name of readdirSync(dir)) if (name !== 'cli' && !keep.includes(name)) rmSync(join(dir, name), { recursive: true, force: true });
};
const BENCHES = [
  { id: 'jest', name: 'Jest site, cold build (--no-cache)', cwd: JEST, args: ['build', '--no-cache', '--locale', 'en', '--out-dir', OUT] },
  { id: 'generated', name: `generated site, ${PAGES} pages, cold build (--no-cache)`, cwd: GENERATED, args: ['build', '--no-cache', '--out-dir', OUT] },
  // Pages, client bundle and search made afresh; only the patterns an earlier build converted are kept.
  { id: 'jest-kept', name: 'Jest site, cold pages, grammar patterns kept from the previous build', cwd: JEST, args: ['build', '--locale', 'en', '--out-dir', OUT], before: clearCaches(JEST, ['grammars']) },
].filter((b) => !values.only || values.only.split(',').includes(b.id));

if (BENCHES.some((b) => b.cwd === JEST) && !existsSync(JEST)) throw new Error(`No Jest site at ${JEST}: run bench/prepare-jest-site.ts first, or set JEST_SITE.`);
if (BENCHES.some((b) => b.cwd === GENERATED) && !existsSync(join(GENERATED, 'docs-build.config.ts'))) {
  execFileSync(process.execPath, [join(ROOT, 'bin/run-ts.js'), join(ROOT, 'bench/generate.ts'), '--pages', String(PAGES), '--out', GENERATED], { stdio: 'inherit' });
}

function once(bench, off) {
  bench.before?.();
  rmSync(OUT, { recursive: true, force: true });
  const env = { ...process.env, DOCS_BUILD_AB_OFF: off ? 'prism,shiki-grammars' : 'prism' };
  delete env.DOCS_BUILD_FROM_SOURCE;
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', PROBE, CLI, ...bench.args], { cwd: bench.cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (t) => (output += t));
  child.stderr.setEncoding('utf8').on('data', (t) => (output += t));
  return new Promise((resolve, reject) => {
    child.on('close', (code) => {
      const ms = performance.now() - started;
      const usage = /__ab_usage=(\d+),(\d+)/.exec(output);
      if (code !== 0 || !usage) return reject(new Error(`${bench.args.join(' ')} (off: ${off}) failed:\n${output.slice(-4000)}`));
      const pages = Number(/(\d+) pages?\b/.exec(output)?.[1] ?? 0);
      resolve({ ms, rssMb: Number(usage[1]) / 1024, cpuMs: Number(usage[2]) / 1000, pages });
    });
  });
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const cell = (xs, unit, digits = 0) => `${median(xs).toFixed(digits)} ${unit} (${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)})`;

process.stdout.write(
  [`Node ${process.version}, ${cpus().length} cores, ${RUNS} runs each, medians (range):`, '', '| benchmark | state | pages | wall time | CPU time (user+system) | peak RSS |', '| --- | --- | --- | --- | --- | --- |', ''].join('\n'),
);
for (const bench of BENCHES) {
  // One unmeasured run each: both have the CLI's bundle, and (A) the kept patterns where the bench keeps them.
  await once(bench, false);
  await once(bench, true);
  const a = [];
  const b = [];
  for (let i = 0; i < RUNS; i++) {
    const order = i % 2 === 0 ? [false, true] : [true, false];
    for (const off of order) (off ? b : a).push(await once(bench, off));
    process.stderr.write(`${bench.id}: round ${i + 1}/${RUNS}\n`);
  }
  for (const [label, runs] of [['on', a], ['off', b]]) {
    process.stdout.write(`| ${bench.name} | ${label} | ${runs[0].pages} | ${cell(runs.map((r) => r.ms), 'ms')} | ${cell(runs.map((r) => r.cpuMs), 'ms')} | ${cell(runs.map((r) => r.rssMb), 'MB')} |\n`);
  }
}
rmSync(OUT, { recursive: true, force: true });
