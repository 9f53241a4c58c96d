import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../../src/node/build.ts';
import { startStaticServer } from '../../src/node/server/serve.ts';

/** The real site's content with every optional shell feature switched on. */
export const CLIENT_FIXTURE_DIR = fileURLToPath(new URL('../fixtures/client-runtime/', import.meta.url));

export interface ServedFixture {
  url: string;
  close(): Promise<void>;
}

/**
 * Builds the client-runtime fixture with one of its config files into a
 * fresh temporary folder and serves it with the project's static server.
 */
export async function serveClientFixture(config = 'docs-build.config.ts'): Promise<ServedFixture> {
  const base = await mkdtemp(join(tmpdir(), 'docs-build-client-'));
  const outDir = join(base, 'build');
  const report = await build({ config, cwd: CLIENT_FIXTURE_DIR, outDir, cache: false });
  const errors = report.problems.filter((p) => p.severity === 'error');
  if (errors.length > 0) {
    await rm(base, { recursive: true, force: true });
    throw new Error(`The client-runtime fixture did not build:\n${errors.map((e) => `${e.file}:${e.line ?? ''}: ${e.message}`).join('\n')}`);
  }
  const server = await startStaticServer({ dir: outDir, port: 0, host: '127.0.0.1' });
  return {
    url: server.url,
    async close() {
      await server.close();
      await rm(base, { recursive: true, force: true });
    },
  };
}
