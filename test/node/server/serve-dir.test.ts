import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTPUT_MARKER, OUTPUT_MARKER_TEXT } from '../../../src/node/write/output-guard.ts';
import { finished, runCli, startCli } from '../../helpers/cli.ts';
import { get } from './helpers/http.ts';

let base: string;
beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'docs-build-serve-dir-'));
});
afterAll(() => rm(base, { recursive: true, force: true }));

describe('docs-build serve --dir', () => {
  // The first CLI run of a changed tree bundles the generator first, which takes a while on a busy machine.
  it.each(['/', 'a folder of other files'])('refuses %s, which no build wrote, saying how to fix it', async (name) => {
    let dir = name;
    if (name !== '/') {
      dir = join(base, 'other');
      await rm(dir, { recursive: true, force: true });
      await mkdir(dir);
      await writeFile(join(dir, 'passwd'), 'root:x:0:0');
    }
    const result = await runCli(['serve', '--dir', dir, '--port', '0']);
    expect(result.code).toBe(1);
    expect(result.stdout).not.toContain('Serving');
    expect(result.stderr).toContain(`--dir  Cannot serve ${dir}: it is not a site written by \`docs-build build\``);
    expect(result.stderr).toMatch(/hint: Pass --dir the folder the build wrote/);
  }, 180_000);

  it('serves a folder a build wrote', async () => {
    const dir = join(base, 'built');
    await mkdir(dir);
    await writeFile(join(dir, OUTPUT_MARKER), OUTPUT_MARKER_TEXT);
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>Built</title>');
    const child = startCli(['serve', '--dir', dir, '--port', '0']);
    const done = finished(child);
    try {
      const url = await new Promise<string>((found, fail) => {
        let out = '';
        child.stdout!.on('data', (text: string) => {
          out += text;
          const match = /at (http:\/\/\S+)/.exec(out);
          if (match) found(match[1]!);
        });
        child.once('close', () => fail(new Error(`serve stopped: ${out}`)));
      });
      const reply = await get(url, '/');
      expect(reply.status).toBe(200);
      expect(reply.body.toString()).toContain('Built');
      // The marker is the server's business, not a page.
      expect((await get(url, `/${OUTPUT_MARKER}`)).status).toBe(404);
    } finally {
      child.kill('SIGTERM');
      await done;
    }
  }, 180_000);
});
