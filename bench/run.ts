import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, readdirSync, statSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageWeight } from './page-weight.ts';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 5);

interface Sample {
  ms: number;
  rssMb: number;
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** One cold build in a fresh process: wall time and peak RSS. */
function buildOnce(outDir: string, extraArgs: string[] = []): Sample {
  rmSync(outDir, { recursive: true, force: true });
  const start = performance.now();
  const result = spawnSync(process.execPath, ['--import', join(root, 'bench/rss-probe.mjs'), join(root, 'bin/docs-build.js'), 'build', '--out-dir', outDir, ...extraArgs], {
    cwd: root,
    encoding: 'utf8',
  });
  const ms = performance.now() - start;
  if (result.status !== 0) throw new Error(`build failed:\n${result.stderr}`);
  const kb = Number(/__peak_rss_kb=(\d+)/.exec(result.stderr)?.[1] ?? 0);
  return { ms, rssMb: kb / 1024 };
}

function dirSize(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? dirSize(path) : statSync(path).size;
  }
  return total;
}

const work = mkdtempSync(join(tmpdir(), 'docs-build-bench-'));
const outDir = join(work, 'build');
// One warm-up run fills the TypeScript loader's cache, as any second CLI start would.
buildOnce(outDir);
const samples = Array.from({ length: runs }, () => buildOnce(outDir));
const doc = pageWeight(outDir, 'docs/addons/remote-backup/basic-config/index.html');
const home = pageWeight(outDir, 'index.html');
const size = dirSize(outDir);
rmSync(work, { recursive: true, force: true });

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const machine = `${cpus().length} cores (${cpus()[0]?.model.trim()}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
const table = [
  '| measure | value |',
  '| --- | --- |',
  `| real site, cold build, wall time (median of ${runs}) | ${(median(samples.map((s) => s.ms)) / 1000).toFixed(2)} s |`,
  `| real site, cold build, peak RSS (median of ${runs}) | ${median(samples.map((s) => s.rssMb)).toFixed(0)} MB |`,
  `| all runs (s) | ${samples.map((s) => (s.ms / 1000).toFixed(2)).join(', ')} |`,
  `| output size | ${kb(size)} |`,
  `| doc page JS before interaction (gzip) | ${kb(doc.jsGzip)} (${doc.jsFiles.length} files) |`,
  `| doc page CSS (gzip) | ${kb(doc.cssGzip)} |`,
  `| home page JS before interaction (gzip) | ${kb(home.jsGzip)} (${home.jsFiles.length} files) |`,
  `| home page CSS (gzip) | ${kb(home.cssGzip)} |`,
].join('\n');

const report = `# Benchmark results

Produced by \`npm run bench\` (\`node bin/run-ts.js bench/run.ts\`) on ${new Date().toISOString().slice(0, 10)}.

Machine: ${machine}.

A "cold build" is a fresh \`docs-build build\` process with an empty output folder, timed from process start to exit
(Node start-up and module loading included). One warm-up run precedes the timed runs so the TypeScript loader's
transform cache is filled, as it is for any user after their first run.

## Real site (12 routes)

${table}

Page JS counts every script and module preload in the HTML and all modules they import statically;
lazily loaded code (the search modal) is not counted. Sizes are gzip level 9.
`;
writeFileSync(join(root, 'bench/RESULTS.md'), report);
process.stdout.write(`${report}\n`);
