import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI, REPO, runCli } from '../../helpers/cli.ts';

const GOOD_SITE = fileURLToPath(new URL('../../fixtures/bad-input/_good/docs-build.config.ts', import.meta.url));
// Any escape sequence: colours, cursor moves, line clears.
const ANSI = /\u001b\[/;
const COLOUR = /\u001b\[[0-9;]*m/;

let work: string;
let mixedConfig: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'docs-build-cli-report-'));
  // One error and one warning in two files, to see grouping and both counts.
  const files: Record<string, string> = {
    'docs-build.config.ts': `export default ${JSON.stringify({ url: 'https://example.org', title: 'Mixed', navbar: { items: [] }, docs: { sidebars: {} } })};\n`,
    'content/docs/a.md': '# A\n\nGo to [b](/docs/b#nowhere).\n',
    'content/docs/b.md': '# B\n\nGo to [c](/docs/c).\n',
  };
  for (const [rel, text] of Object.entries(files)) {
    await mkdir(dirname(join(work, 'mixed', rel)), { recursive: true });
    await writeFile(join(work, 'mixed', rel), text);
  }
  mixedConfig = join(work, 'mixed/docs-build.config.ts');
});

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('build output for authors', () => {
  it('ends a good build with one summary line (routes, pages, errors, warnings, time) and no escape codes', async () => {
    const { code, stdout, stderr } = await runCli(['build', '--config', GOOD_SITE, '--out-dir', join(work, 'good'), '--no-cache']);
    expect(code, stderr).toBe(0);
    expect(stdout).toMatch(/^Build finished: 3 routes, 4 pages, 0 errors, 0 warnings in \d+\.\d\d s → .*good\n$/);
    expect(stdout + stderr).not.toMatch(ANSI);
  });

  it('lists every problem grouped by file as `file:line:column  message`, then the summary, without a TTY', async () => {
    const { code, stdout, stderr } = await runCli(['build', '--config', mixedConfig, '--out-dir', join(work, 'mixed-out'), '--no-cache']);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).not.toMatch(ANSI);
    const lines = stderr.split('\n').filter((line) => !/pages rendered/.test(line));
    const at = (text: string) => lines.findIndex((line) => line === text || line.startsWith(text));
    expect(at('content/docs/a.md')).toBeGreaterThanOrEqual(0);
    expect(at('  content/docs/a.md:3:7  warning Broken anchor in /docs/b#nowhere: /docs/b has no element with id \'nowhere\'. [broken-anchor]')).toBe(at('content/docs/a.md') + 1);
    expect(at('content/docs/b.md')).toBeGreaterThan(at('content/docs/a.md'));
    expect(at('  content/docs/b.md:3:7  error Broken link to /docs/c: no page has the route /docs/c. [broken-link]')).toBe(at('content/docs/b.md') + 1);
    expect(stderr).toMatch(/\nBuild failed: 3 routes, 4 pages, 1 error, 1 warning in \d+\.\d\d s\nThe previous output in .*mixed-out was left untouched\.\n$/);
  });

  // `script` (util-linux) gives the build a terminal; without it the test is reported as skipped.
  it.runIf(hasScript())('honours NO_COLOR on a terminal, and colours only when both a TTY and no NO_COLOR', async () => {
    const onTerminal = (env: Record<string, string>) =>
      execFileSync('script', ['-qec', `${process.execPath} ${CLI} build --config ${mixedConfig} --out-dir ${join(work, 'tty-out')} --no-cache`, '/dev/null'], {
        cwd: REPO,
        env: { ...process.env, FORCE_COLOR: '', ...env },
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    const run = (env: Record<string, string>) => {
      try {
        return onTerminal(env);
      } catch (error) {
        // The build fails on purpose (exit 1); its terminal output is what matters.
        return String((error as { stdout?: string }).stdout);
      }
    };
    const coloured = run({});
    expect(coloured).toContain('Build failed');
    expect(coloured).toMatch(COLOUR);
    const plain = run({ NO_COLOR: '1' });
    expect(plain).toContain('Build failed');
    expect(plain).not.toMatch(COLOUR);
  });
});

function hasScript(): boolean {
  try {
    execFileSync('script', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
