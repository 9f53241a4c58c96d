import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/node/build.ts';
import { buildOutcome, failureText } from '../../src/node/report/print.ts';
import { mapLimit, REPO, runCli, treeDigest } from '../helpers/cli.ts';

/**
 * One folder per bad input under test/fixtures/bad-input, each a minimal
 * site and an expected.json. Every case builds over a folder that already
 * holds a good build, which must come out byte-identical. Each case runs in
 * this process through what `docs-build build` runs (build, then the text and
 * exit code it prints); a sample of every kind of failure also runs through
 * the real CLI, whose output must be the same. A CLI run costs more than a
 * second of CPU (two processes start), the build of one of these sites a
 * tenth of that.
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

// Through the real CLI only: run from sources, a TypeScript config is imported through the test runner's
// loader, which words a syntax error its own way; the CLI compiles the config with esbuild.
const CLI_ONLY = ['config-syntax-error'];
// Through both, whose output must match: one of each way a build stops (a page's front matter, MDX, a React
// page, a link rule under --strict).
const BOTH = ['frontmatter-bad-yaml', 'mdx-unclosed-tag', 'page-without-default-export', 'broken-anchor-strict'];

interface Outcome {
  code: number | null;
  stderr: string;
}

let work: string;
let goodDigest: Map<string, string>;
interface CaseOutcome {
  result: Outcome;
  digest: Map<string, string>;
  siblings: string[];
}
const outcomes = new Map<string, CaseOutcome>();
const cliOutcomes = new Map<string, CaseOutcome>();

/** `docs-build build --no-cache [args]`, as its action runs it, without the process around it. */
async function buildAsCli(config: string, outDir: string, args: string[]): Promise<Outcome> {
  try {
    const report = await build({ config, outDir, cwd: REPO, cache: false, strict: args.includes('--strict') });
    const outcome = buildOutcome(report, { color: false, cwd: REPO });
    return { code: outcome.exitCode, stderr: outcome.stderr };
  } catch (error) {
    return { code: 1, stderr: failureText(error, false) };
  }
}

async function goodCopy(name: string): Promise<{ parent: string; outDir: string }> {
  const parent = join(work, name);
  const outDir = join(parent, 'build');
  await cp(join(work, 'good'), outDir, { recursive: true });
  return { parent, outDir };
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'docs-build-bad-input-'));
  const good = join(work, 'good');
  const report = await build({ config: join(CASES_DIR, '_good/docs-build.config.ts'), outDir: good, cache: false, threads: 1 });
  expect(report.problems).toEqual([]);
  goodDigest = await treeDigest(good);
  // The CLI runs (child processes) go on beside the builds in this process, one at a time.
  const throughCli = mapLimit(
    cases.filter(({ name }) => CLI_ONLY.includes(name) || BOTH.includes(name)),
    1,
    async ({ name, expected }) => {
      const { parent, outDir } = await goodCopy(`cli/${name}`);
      const result = await runCli(['build', '--config', join(CASES_DIR, name, 'docs-build.config.ts'), '--out-dir', outDir, '--no-cache', ...(expected.args ?? [])]);
      cliOutcomes.set(name, { result, digest: await treeDigest(outDir), siblings: await readdir(parent) });
    },
  );
  for (const { name, expected } of cases.filter(({ name }) => !CLI_ONLY.includes(name))) {
    const { parent, outDir } = await goodCopy(name);
    const result = await buildAsCli(join(CASES_DIR, name, 'docs-build.config.ts'), outDir, expected.args ?? []);
    outcomes.set(name, { result, digest: await treeDigest(outDir), siblings: await readdir(parent) });
  }
  await throughCli;
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
    const { result, digest, siblings } = (CLI_ONLY.includes(name) ? cliOutcomes : outcomes).get(name)!;
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

  it.each(BOTH)('%s: the CLI prints the same, exits with the same code and leaves the output whole', (name) => {
    const cli = cliOutcomes.get(name)!;
    const inProcess = outcomes.get(name)!.result;
    // The summary line ends with the build's duration, and names the folder, which differs between the two runs.
    // The CLI also reports progress when rendering takes a while, which depends on the machine's load.
    const comparable = (text: string) =>
      text
        .replace(/^\d+\/\d+ pages rendered.*\n/gm, '')
        .replace(/ in \d+\.\d\d s\n/, ' in N s\n')
        .replace(/\/cli\/([^/\s]+)\/build\b/g, '/$1/build');
    expect(cli.result.code).toBe(inProcess.code);
    expect(cli.result.stderr).toMatch(/ in \d+\.\d\d s\n|^error: /);
    expect(comparable(cli.result.stderr)).toBe(comparable(inProcess.stderr));
    expect(cli.siblings).toEqual(['build']);
    expect(cli.digest).toEqual(goodDigest);
  });
});
