import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_PATTERNS, readConvertedPatterns, writeConvertedPatterns } from '../../../src/node/markdown/regex-cache-file.ts';
import type { ConvertedPattern } from '../../../src/node/markdown/regex-store.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'docs-build-patterns-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const patterns: Array<[string, ConvertedPattern]> = [
  ['\\G(a)', { source: '(?<=^|\\G)(a)', flags: 'dgv', options: { strategy: 'clip_search' } }],
  ['b', { source: 'b', flags: 'dgv' }],
  ['(?~|a|b)', { error: 'Unsupported absence function kind "(?~|"' }],
];

describe('the file of converted patterns', () => {
  it('gives back what was written, under the same key only', async () => {
    const file = join(dir, 'deep/patterns.json');
    await writeConvertedPatterns(file, 'key-1', patterns);
    expect(await readConvertedPatterns(file, 'key-1')).toEqual(patterns);
    expect(await readConvertedPatterns(file, 'key-2')).toBeUndefined();
    expect(await readConvertedPatterns(join(dir, 'missing.json'), 'key-1')).toBeUndefined();
  });

  it('is not trusted once a byte of it changed', async () => {
    const file = join(dir, 'patterns.json');
    await writeConvertedPatterns(file, 'key', patterns);
    const text = readFileSync(file, 'utf8');
    // Still valid JSON of the same length: only the hash can tell.
    writeFileSync(file, text.replace('"dgv"', '"dgu"'));
    expect(await readConvertedPatterns(file, 'key')).toBeUndefined();
    writeFileSync(file, 'not even json');
    expect(await readConvertedPatterns(file, 'key')).toBeUndefined();
  });

  it(`keeps the first ${MAX_PATTERNS} patterns`, async () => {
    const file = join(dir, 'patterns.json');
    const many = Array.from({ length: MAX_PATTERNS + 5 }, (_, i): [string, ConvertedPattern] => [`p${i}`, { source: `p${i}`, flags: 'dgv' }]);
    await writeConvertedPatterns(file, 'key', many);
    const kept = await readConvertedPatterns(file, 'key');
    expect(kept).toHaveLength(MAX_PATTERNS);
    expect(kept?.[0]?.[0]).toBe('p0');
  });
});
