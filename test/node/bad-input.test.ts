import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/node/build.ts';
import { mapLimit, runCli, treeDigest, type CliResult } from '../helpers/cli.ts';

/**
 * One folder per bad input under test/fixtures/bad-input, each a minimal
 * site and an expected.json. Every case runs the real CLI over a folder that
 * already holds a good build, which must come out byte-identical.
 */

interface Expected {
  message: string;
  location: string;
  exitCode: number;
  /** Extra CLI flags, e.g. ['--strict']. */
  args?: string[];
}

const CASES_DIR = fileURLToPath(new URL('../fixtures/bad-input/', import.meta.url));
// Folders starting with '_' are helpers (the good site), not cases.
const cases = readdirSync(CASES_DIR)
  .filter((name) => !name.startsWith('_') && existsSync(join(CASES_DIR, name, 'expected.json')))
  .sort()
  .map((name) => ({ name, expected: JSON.parse(readFileSync(join(CASES_DIR, name, 'expected.json'), 'utf8')) as Expected }));

// The CLI costs about a second to start; two cores, so a few at a time.
const CONCURRENCY = 3;

let work: string;
let goodDigest: Map<string, string>;
const outcomes = new Map<string, { result: CliResult; digest: Map<string, string>; siblings: string[] }>();

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'docs-build-bad-input-'));
  const good = join(work, 'good');
  const report = await build({ config: join(CASES_DIR, '_good/docs-build.config.ts'), outDir: good, cache: false, threads: 1 });
  expect(report.problems).toEqual([]);
  goodDigest = await treeDigest(good);
  await mapLimit(cases, CONCURRENCY, async ({ name, expected }) => {
    const parent = join(work, name);
    const outDir = join(parent, 'build');
    await cp(good, outDir, { recursive: true });
    const result = await runCli(['build', '--config', join(CASES_DIR, name, 'docs-build.config.ts'), '--out-dir', outDir, '--no-cache', ...(expected.args ?? [])]);
    outcomes.set(name, { result, digest: await treeDigest(outDir), siblings: await readdir(parent) });
  });
}, 300_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('bad input', () => {
  it('has at least 25 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(25);
    expect(goodDigest.has('index.html')).toBe(true);
  });

  it.each(cases)('$name', ({ name, expected }) => {
    const { result, digest, siblings } = outcomes.get(name)!;
    const context = `stderr of ${name}:\n${result.stderr}`;
    expect(result.code, context).toBe(expected.exitCode);
    // Message and location together on one line, as the author reads them.
    const lines = result.stderr.split('\n');
    expect(lines.some((line) => line.includes(expected.location) && line.includes(expected.message)), context).toBe(true);
    expect(result.stderr, context).not.toMatch(/^ {4}at /m);
    // The previous output is untouched and nothing temporary is left beside it.
    expect(siblings).toEqual(['build']);
    expect(digest).toEqual(goodDigest);
  });
});
