import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { build } from '../../../src/node/build.ts';
import { CACHE_DIR } from '../../../src/node/cache/dirs.ts';
import { converterKey } from '../../../src/node/markdown/grammar-cache.ts';
import { readConvertedPatterns } from '../../../src/node/markdown/regex-cache-file.ts';
import { REPO } from '../../helpers/cli.ts';

let work: string;
let site: string;
let grammars: string;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'docs-build-grammars-'));
  site = join(work, 'site');
  cpSync(join(REPO, 'test/fixtures/grammar-cache'), site, { recursive: true });
  grammars = join(site, CACHE_DIR, 'grammars');
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const errorsOf = (report: Awaited<ReturnType<typeof build>>) => report.problems.filter((p) => p.severity === 'error');
const JS_BLOCK = 'const answer = async (question) => question + ": " + 42; // why\n';

/** Highlights `code` in a new thread, as a render thread does; with `dir`, after reading the patterns kept there. */
function inThread(options: { code: string; lang: string; dir?: string }): Promise<{ conversions: number; patterns: string[]; tree: string }> {
  const worker = new Worker(new URL('../../helpers/grammar-thread.mjs', import.meta.url), { workerData: options });
  return new Promise((resolve, reject) => {
    worker.once('message', (reply) => {
      resolve(reply);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

const keptFiles = () => readdirSync(grammars).filter((name) => name.endsWith('.json'));

describe('converted grammar patterns', () => {
  it('are kept by a build, and a thread that reads them converts none and highlights the same', async () => {
    expect(errorsOf(await build({ cwd: site, outDir: join(work, 'out'), threads: 1 }))).toEqual([]);
    expect(keptFiles()).toHaveLength(1);
    const kept = await readConvertedPatterns(join(grammars, keptFiles()[0]!), converterKey());
    expect(kept?.length).toBeGreaterThan(20);

    const reusing = await inThread({ code: JS_BLOCK, lang: 'js', dir: grammars });
    expect(reusing.conversions).toBe(0);
    // The same thread without the folder converts, to the same result.
    const converting = await inThread({ code: JS_BLOCK, lang: 'js' });
    expect(converting.conversions).toBeGreaterThan(20);
    expect(reusing.tree).toBe(converting.tree);
  }, 120_000);

  it('are written again when the kept file was damaged', async () => {
    const out = join(work, 'out');
    await build({ cwd: site, outDir: out, threads: 1 });
    const file = join(grammars, keptFiles()[0]!);
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.replace('"dgv"', '"dgu"'));
    expect(await readConvertedPatterns(file, converterKey())).toBeUndefined();
    // The page changes so that it is highlighted again. This thread converts nothing new now, yet the file must not
    // stay unusable.
    const page = join(site, 'content/docs/intro.md');
    writeFileSync(page, readFileSync(page, 'utf8').replace('# Code in two languages', '# Code in two languages, again'));
    expect(errorsOf(await build({ cwd: site, outDir: out, threads: 1 }))).toEqual([]);
    expect(await readConvertedPatterns(file, converterKey())).toEqual(JSON.parse(text.slice(text.indexOf('\n') + 1)).patterns);
  }, 120_000);

  it('are neither read nor written under --no-cache', async () => {
    expect(errorsOf(await build({ cwd: site, outDir: join(work, 'out'), threads: 1, cache: false }))).toEqual([]);
    expect(existsSync(grammars)).toBe(false);
    expect(existsSync(join(site, CACHE_DIR))).toBe(false);
  }, 120_000);
});
