// What `docs-build serve` pays for pages without precompressed copies: the same built site served twice, once with
// its `.br`/`.gz` copies and once without (a copy of the folder made of hard links, the copies left out), each by a
// fresh `docs-build serve` process. For each: latency of the first request for every page (brotli accepted), then of
// a second request for each, and the server's peak RSS at the end.
//
//   node bin/run-ts.js bench/serve-compress.ts --dir <output built with --precompress> [--pages 300]
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import fg from 'fast-glob';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({ options: { dir: { type: 'string' }, pages: { type: 'string', default: '300' } } });
if (!values.dir) throw new Error('Give --dir: a build made with --precompress.');
const dir = resolve(values.dir);
const pages = fg
  .sync('docs/**/index.html', { cwd: dir })
  .sort()
  .slice(0, Number(values.pages))
  .map((file) => `/${file.slice(0, -'index.html'.length)}`);

function fetchOnce(base: string, path: string): Promise<{ ms: number; bytes: number; coding?: string }> {
  const started = performance.now();
  return new Promise((done, fail) => {
    request(`${base}${path}`, { headers: { 'Accept-Encoding': 'br, gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => done({ ms: performance.now() - started, bytes, coding: res.headers['content-encoding'] }));
    })
      .on('error', fail)
      .end();
  });
}

async function serve(folder: string): Promise<{ first: number[]; again: number[]; bytes: number; coding?: string; rssMb: number }> {
  const child = spawn(process.execPath, ['--import', join(ROOT, 'bench/ab-probe.mjs'), join(ROOT, 'bin/docs-build.js'), 'serve', '--dir', folder, '--port', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (t: string) => (stderr += t));
  const base = await new Promise<string>((done) => {
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (t: string) => {
      out += t;
      const match = /at (http:\/\/\S+)/.exec(out);
      if (match) done(match[1]!);
    });
  });
  const first: number[] = [];
  const again: number[] = [];
  let bytes = 0;
  let coding: string | undefined;
  for (const path of pages) {
    const reply = await fetchOnce(base, path);
    first.push(reply.ms);
    bytes += reply.bytes;
    coding = reply.coding;
  }
  for (const path of pages) again.push((await fetchOnce(base, path)).ms);
  const exited = new Promise((done) => child.on('close', done));
  child.kill('SIGTERM');
  await exited;
  const rssKb = Number(/__ab_usage=(\d+),/.exec(stderr)?.[1] ?? 0);
  return { first, again, bytes, coding, rssMb: rssKb / 1024 };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const p90 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)]!;

// The same files without their compressed copies, as hard links: no bytes copied.
const bare = mkdtempSync(join(dir, '..', 'serve-bare-'));
execFileSync('cp', ['-al', `${dir}/.`, bare]);
for (const file of fg.sync('**/*.{br,gz}', { cwd: bare })) rmSync(join(bare, file));
const rows: string[] = [];
try {
  // Twice each, alternating, so both see the same machine.
  for (const round of [1, 2]) {
    for (const [name, folder] of [['precompressed copies', dir], ['no copies (compressed by serve)', bare]] as const) {
      const r = await serve(folder);
      rows.push(
        `| ${name} | ${round} | ${r.coding ?? 'none'} | ${median(r.first).toFixed(2)} ms (p90 ${p90(r.first).toFixed(2)}) | ${median(r.again).toFixed(2)} ms (p90 ${p90(r.again).toFixed(2)}) | ${(r.bytes / pages.length / 1024).toFixed(1)} KB | ${r.rssMb.toFixed(0)} MB |`,
      );
    }
  }
} finally {
  rmSync(bare, { recursive: true, force: true });
}
process.stdout.write(
  [
    `${pages.length} pages, one request at a time, \`Accept-Encoding: br, gzip\`; medians per request:`,
    '',
    '| serve | round | encoding | first request | second request | bytes per page | peak RSS |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n'),
);
