import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeFsError } from '../../../src/node/report/fs-error.ts';
import { folderWriter } from '../../../src/node/write/output.ts';
import { REPO, runCli } from '../../helpers/cli.ts';

// Case 8 of the safety issue: ENOSPC, ENOENT and EROFS came without the path or a hint.
describe('file-system errors', () => {
  let work: string;
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'docs-build-fs-error-'));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it.runIf(existsSync('/dev/full'))('a full disk while writing a page names the file and says what to do', async () => {
    const dir = join(work, 'out');
    mkdirSync(dir);
    // Every write to /dev/full fails with ENOSPC, as on a full disk; Node's error then names no path.
    symlinkSync('/dev/full', join(dir, 'page.html'));
    const error = await folderWriter(dir)('page.html', 'x'.repeat(10_000)).then(() => undefined, (e: unknown) => e);
    expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
    const described = describeFsError(error, work);
    expect(described?.message).toMatch(/^ENOSPC: no space left on device, write \(out[\\/]page\.html\)$/);
    expect(described?.hint).toMatch(/The disk is full/);
  });

  it('leaves other errors alone', () => {
    expect(describeFsError(new Error('something else'))).toBeUndefined();
  });

  it('the CLI prints the path and a hint when the output folder cannot be made', async () => {
    writeFileSync(join(work, 'a-file'), 'in the way\n');
    const { code, stderr } = await runCli(['build', '--config', join(REPO, 'test/fixtures/build-site/docs-build.config.ts'), '--out-dir', join(work, 'a-file/build'), '--no-cache']);
    expect(code).toBe(1);
    expect(stderr).toMatch(/^error: (ENOTDIR|EEXIST): .*, mkdir '.*a-file'/m);
    expect(stderr).toMatch(/^hint: A file stands where/m);
  }, 60_000);
});
