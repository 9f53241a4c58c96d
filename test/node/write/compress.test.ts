import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress, writeCompressed } from '../../../src/node/write/compress.ts';

// Text that compresses, and is long enough to be worth it.
const page = `<!doctype html><main>${'<p>Remote Backup copies Home Assistant backups off the device.</p>'.repeat(60)}</main>`;

describe('compressed copies', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'docs-build-compress-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes .br and .gz copies that decompress to the original', async () => {
    const path = join(dir, 'index.html');
    writeFileSync(path, page);
    expect(await writeCompressed(path, page)).toBe(true);
    expect(brotliDecompressSync(readFileSync(`${path}.br`)).toString()).toBe(page);
    expect(gunzipSync(readFileSync(`${path}.gz`)).toString()).toBe(page);
  });

  it('leaves out small files and kinds that do not compress', async () => {
    const small = join(dir, 'small.json');
    writeFileSync(small, '{"a":1}');
    expect(await writeCompressed(small, '{"a":1}')).toBe(false);
    const image = join(dir, 'logo.png');
    writeFileSync(image, page);
    expect(await writeCompressed(image, page)).toBe(false);
    expect(existsSync(`${small}.br`) || existsSync(`${image}.br`) || existsSync(`${image}.gz`)).toBe(false);
  });

  it('writes copies of every kind the server compresses on the fly, and of no other', async () => {
    const written: string[] = [];
    for (const name of ['a.html', 'b.mjs', 'c.css', 'd.svg', 'e.webmanifest', 'f.map', 'g.png', 'h.woff2']) {
      writeFileSync(join(dir, name), page);
      if (await writeCompressed(join(dir, name), page)) written.push(name);
    }
    expect(written).toEqual(['a.html', 'b.mjs', 'c.css', 'd.svg', 'e.webmanifest', 'f.map']);
  });

  it('precompresses only the files that have no copies yet', async () => {
    writeFileSync(join(dir, 'done.html'), page);
    writeFileSync(join(dir, 'done.html.br'), 'already written while rendering');
    writeFileSync(join(dir, 'todo.js'), `export const text = ${JSON.stringify(page)};`);
    const before = statSync(join(dir, 'done.html.br')).mtimeMs;
    expect(await precompress(dir)).toBe(1);
    expect(readFileSync(join(dir, 'done.html.br'), 'utf8')).toBe('already written while rendering');
    expect(statSync(join(dir, 'done.html.br')).mtimeMs).toBe(before);
    expect(existsSync(join(dir, 'todo.js.br')) && existsSync(join(dir, 'todo.js.gz'))).toBe(true);
  });
});
