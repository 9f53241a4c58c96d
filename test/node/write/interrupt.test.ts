import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { generateSite } from '../../../bench/generate.ts';
import { OUTPUT_MARKER } from '../../../src/node/write/output-guard.ts';
import { finished, startCli, treeDigest } from '../../helpers/cli.ts';

let dir: string;
let configFile: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'docs-build-interrupt-'));
  ({ configFile } = await generateSite({ dir, pages: 300 }));
}, 120_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Resolves with the build's temporary folder once it holds some rendered pages. */
async function whenRendering(parent: string, stop: () => boolean): Promise<string> {
  for (;;) {
    if (stop()) throw new Error('the build ended before it was interrupted');
    const temp = (await readdir(parent)).find((name) => name.startsWith('.build.tmp-'));
    if (temp && existsSync(join(parent, temp, 'docs/generated'))) return join(parent, temp);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

it('Ctrl-C in the middle of a 300-page build leaves the previous output untouched and no temporary folder', async () => {
  const outDir = join(dir, 'build');
  await mkdir(join(outDir, 'docs'), { recursive: true });
  await writeFile(join(outDir, 'index.html'), '<!doctype html><p>the previous build</p>\n');
  await writeFile(join(outDir, 'docs/index.html'), '<!doctype html><p>its docs</p>\n');
  await writeFile(join(outDir, OUTPUT_MARKER), '');
  const before = await treeDigest(outDir);

  const child = startCli(['build', '--config', configFile, '--out-dir', outDir, '--no-cache']);
  const result = finished(child);
  let ended = false;
  void result.then(() => (ended = true));
  const temp = await whenRendering(dir, () => ended);
  child.kill('SIGINT');
  const { code, signal, stderr } = await result;

  expect(signal === "SIGINT" || code === 130, `exit ${code} ${signal}\n${stderr}`).toBe(true);
  expect(stderr).not.toMatch(/^ {4}at /m);
  expect(existsSync(temp)).toBe(false);
  expect((await readdir(dir)).filter((name) => name.startsWith('.build'))).toEqual([]);
  expect(await treeDigest(outDir)).toEqual(before);
}, 180_000);
