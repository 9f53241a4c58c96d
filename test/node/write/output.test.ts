import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createOutputDir } from '../../../src/node/write/output.ts';
import { REPO, treeDigest } from '../../helpers/cli.ts';

const made: string[] = [];
let parent: string;
let target: string;

beforeEach(async () => {
  parent = await mkdtemp(join(tmpdir(), 'docs-build-output-'));
  made.push(parent);
  target = join(parent, 'build');
  await mkdir(join(target, 'docs'), { recursive: true });
  await writeFile(join(target, 'index.html'), 'previous home\n');
  await writeFile(join(target, 'docs/index.html'), 'previous docs\n');
});

afterAll(async () => {
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
});

// A pid above Linux's largest possible pid_max (2^22) never belongs to a live process.
const DEAD_PID = 2 ** 22 + 12345;

describe('createOutputDir', () => {
  it('writes into a temporary folder beside the target and swaps it in on commit', async () => {
    const output = await createOutputDir(target);
    expect(output.dir.startsWith(join(parent, '.build.tmp-'))).toBe(true);
    await output.write('index.html', 'new home\n');
    // Nothing visible changes before the commit.
    expect(await readFile(join(target, 'index.html'), 'utf8')).toBe('previous home\n');
    await output.commit();
    expect(await readdir(parent)).toEqual(['build']);
    expect(await readFile(join(target, 'index.html'), 'utf8')).toBe('new home\n');
    // The old output is replaced as a whole, not merged.
    expect(existsSync(join(target, 'docs'))).toBe(false);
  });

  it('leaves the previous output byte-identical and removes the temporary folder on abort', async () => {
    const before = await treeDigest(target);
    const output = await createOutputDir(target);
    await output.write('index.html', 'half a build\n');
    await output.abort();
    expect(await readdir(parent)).toEqual(['build']);
    expect(await treeDigest(target)).toEqual(before);
  });

  it('removes temporary folders left by a process that no longer exists, but not those of a live one', async () => {
    await mkdir(join(parent, `.build.tmp-${DEAD_PID}-abc`));
    await mkdir(join(parent, `.build.tmp-${process.ppid}-def`));
    const output = await createOutputDir(target);
    await output.abort();
    expect((await readdir(parent)).sort()).toEqual([`.build.tmp-${process.ppid}-def`, 'build']);
  });

  it('puts back the previous output when a swap was cut off halfway by a killed process', async () => {
    const before = await treeDigest(target);
    const aside = join(parent, `.build.tmp-${DEAD_PID}-abc.old`);
    // What a kill between the two renames of a swap leaves: the target moved aside, nothing in its place.
    await rename(target, aside);
    const output = await createOutputDir(target);
    await output.abort();
    expect(await readdir(parent)).toEqual(['build']);
    expect(await treeDigest(target)).toEqual(before);
  });

  it('cleans up after a crash (uncaught error) in the middle of writing', async () => {
    const before = await treeDigest(target);
    const child = spawn(process.execPath, [join(REPO, 'bin/run-ts.js'), 'test/fixtures/output/crash-mid-write.ts', target], { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (t: string) => (stdout += t));
    child.stderr.setEncoding('utf8').on('data', (t: string) => (stderr += t));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).not.toBe(0);
    expect(stderr).toContain('simulated crash in the middle of a build');
    // The temporary folder did exist while the process ran.
    expect(stdout.trim().startsWith(join(parent, '.build.tmp-'))).toBe(true);
    expect(await readdir(parent)).toEqual(['build']);
    expect(await treeDigest(target)).toEqual(before);
  });
});
