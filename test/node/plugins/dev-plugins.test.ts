import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../../src/node/dev/start.ts';

let work: string | undefined;
let server: DevServer | undefined;

afterAll(async () => {
  await server?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('docs-build dev on a Docusaurus site with its own plugins', () => {
  it('names each plugin it does not run in a warning at its key path', async () => {
    work = await mkdtemp(join(tmpdir(), 'docs-build-dev-plugins-'));
    await mkdir(join(work, 'docs'));
    await writeFile(join(work, 'docs/intro.md'), '# Intro\n');
    await writeFile(
      join(work, 'docusaurus.config.js'),
      "module.exports = { title: 'D', url: 'https://d.example.org', presets: [['classic', { blog: false }]], plugins: [function routesPlugin() { return { name: 'routes-plugin' }; }] };\n",
    );
    const lines: string[] = [];
    server = await startDevServer({ cwd: work, port: 0, debounceMs: 15, log: (line) => lines.push(line) });
    await server.session.settled();
    expect(lines.join('\n')).toContain("plugins.0  warning the plugin 'routesPlugin' is not run by `docs-build dev`");
  }, 120_000);
});
