#!/usr/bin/env node
// A/B figures for build options: cold builds (--no-cache) of one generated site with each variant's extra CLI
// arguments, runs interleaved in one sitting and the order rotated every round, so that a machine getting busier or
// quieter affects every variant alike. Prints a Markdown table of medians and ranges.
//
//   node bench/build-ab.mjs [--runs 3] [--pages 1000] --variant name=args [--variant name=args …]
//
// A variant's arguments are split on spaces; `{tmp}` stands for a fresh folder on the tmpfs (/dev/shm), to compare
// the project disk with memory: `--variant disk= --variant tmpfs=--out-dir={tmp}`. A word `env:NAME=value` sets an
// environment variable instead: `--variant off=env:DOCS_BUILD_AB_OFF=lane-yield`.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = join(ROOT, 'bin/docs-build.js');
const PROBE = join(ROOT, 'bench/ab-probe.mjs');
const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, pages: { type: 'string', default: '1000' }, variant: { type: 'string', multiple: true, default: [] } },
});
const RUNS = Number(values.runs);
const PAGES = Number(values.pages);
const SITE = join(ROOT, `bench/.work/ab-${PAGES}`);
const OUT = join(ROOT, 'bench/.work/ab-out');
const variants = values.variant.map((spec) => {
  const at = spec.indexOf('=');
  return { name: spec.slice(0, at), args: spec.slice(at + 1).split(' ').filter(Boolean) };
});
if (variants.length < 2) throw new Error('Give at least two --variant name=args.');

if (!existsSync(join(SITE, 'docs-build.config.ts'))) {
  execFileSync(process.execPath, [join(ROOT, 'bin/run-ts.js'), join(ROOT, 'bench/generate.ts'), '--pages', String(PAGES), '--out', SITE], { stdio: 'inherit' });
}

function once(variant) {
  const tmp = variant.args.some((a) => a.includes('{tmp}')) ? mkdtempSync('/dev/shm/docs-build-ab-') : undefined;
  const env = { ...process.env };
  for (const word of variant.args.filter((a) => a.startsWith('env:'))) {
    const [name, ...value] = word.slice(4).split('=');
    env[name] = value.join('=');
  }
  const args = variant.args.filter((a) => !a.startsWith('env:')).map((a) => a.replace('{tmp}', tmp ?? ''));
  const out = args.some((a) => a.startsWith('--out-dir')) ? [] : ['--out-dir', OUT];
  rmSync(OUT, { recursive: true, force: true });
  // The disk finishes removing the previous run's output before the clock starts.
  execFileSync('sync');
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', PROBE, CLI, 'build', '--no-cache', ...out, ...args], { cwd: SITE, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (t) => (stderr += t));
  return new Promise((resolve, reject) => {
    child.on('close', (code) => {
      const ms = performance.now() - started;
      if (tmp) rmSync(tmp, { recursive: true, force: true });
      // The build runs in a child of the CLI process; the probe reports both, the larger is the builder.
      const usages = [...stderr.matchAll(/__ab_usage=(\d+),(\d+)/g)].map((m) => ({ rss: Number(m[1]), cpu: Number(m[2]) }));
      if (code !== 0 || usages.length === 0) return reject(new Error(`${variant.name} failed:\n${stderr}`));
      resolve({
        ms,
        rssMb: Math.max(...usages.map((u) => u.rss)) / 1024,
        cpuMs: usages.reduce((sum, u) => sum + u.cpu, 0) / 1000,
      });
    });
  });
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const cell = (xs, unit, digits = 0) => `${median(xs).toFixed(digits)} ${unit} (${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)})`;

// One unmeasured run, so the CLI's bundle and its code cache exist.
await once(variants[0]);
const samples = variants.map(() => []);
for (let round = 0; round < RUNS; round++) {
  for (let k = 0; k < variants.length; k++) {
    const index = (k + round) % variants.length;
    samples[index].push(await once(variants[index]));
  }
  process.stderr.write(`round ${round + 1}/${RUNS}\n`);
}
process.stdout.write(
  [
    `Node ${process.version}, ${cpus().length} cores, generated site of ${PAGES} pages, cold (--no-cache), ${RUNS} runs each, medians (range):`,
    '',
    '| variant | arguments | wall time | CPU time (user+system) | peak RSS |',
    '| --- | --- | --- | --- | --- |',
    ...variants.map((v, i) => `| ${v.name} | \`${v.args.join(' ') || '(none)'}\` | ${cell(samples[i].map((r) => r.ms), 'ms')} | ${cell(samples[i].map((r) => r.cpuMs), 'ms')} | ${cell(samples[i].map((r) => r.rssMb), 'MB')} |`),
    '',
  ].join('\n'),
);
