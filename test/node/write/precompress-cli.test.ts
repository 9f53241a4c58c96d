import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO, runCli } from '../../helpers/cli.ts';

describe('docs-build build --precompress', () => {
  let work: string;
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'docs-build-precompress-'));
    cpSync(join(REPO, 'test/fixtures/build-site'), join(work, 'site'), { recursive: true });
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('writes .br and .gz copies of pages, chunks and scripts beside them; without it, none', async () => {
    const config = join(work, 'site/docs-build.config.ts');
    const withCopies = join(work, 'with');
    const run = await runCli(['build', '--config', config, '--out-dir', withCopies, '--no-cache', '--precompress']);
    expect(run.code, run.stderr).toBe(0);
    const page = readFileSync(join(withCopies, 'index.html'));
    expect(brotliDecompressSync(readFileSync(join(withCopies, 'index.html.br'))).equals(page)).toBe(true);
    expect(gunzipSync(readFileSync(join(withCopies, 'index.html.gz'))).equals(page)).toBe(true);
    const chunks = fg.sync('assets/pages/*.json', { cwd: withCopies });
    expect(chunks.length).toBeGreaterThan(0);
    for (const chunk of chunks) if (readFileSync(join(withCopies, chunk)).length >= 1024) expect(existsSync(join(withCopies, `${chunk}.br`)), chunk).toBe(true);
    expect(fg.sync('assets/*.js.br', { cwd: withCopies }).length).toBeGreaterThan(0);

    const without = join(work, 'without');
    const plain = await runCli(['build', '--config', config, '--out-dir', without, '--no-cache']);
    expect(plain.code, plain.stderr).toBe(0);
    expect(fg.sync('**/*.{br,gz}', { cwd: without })).toEqual([]);
  }, 240_000);
});
