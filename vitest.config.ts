import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { LongFirstSequencer } from './test/sequencer.ts';

const TESTS = ['test/**/*.test.ts', 'test/**/*.test.tsx'];
// Files that need a process of their own: shutdown sends signals to the process, and the handlers an earlier
// build installed in a shared process would answer them; a file that mocks modules (vi.mock) replaces them only
// in a process that has not loaded them yet; a file that loads Prism's additional languages adds them to the one
// Prism instance of the process, which other files' highlighting (the golden cases) would then use.
const OWN_PROCESS = ['test/node/server/shutdown.test.ts', 'test/node/markdown/prism-code.test.ts', ...filesThatMockModules()];

function filesThatMockModules(): string[] {
  const tests = fileURLToPath(new URL('./test/', import.meta.url));
  return readdirSync(tests, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file) && /\bvi\.(do)?[mM]ock\(/.test(readFileSync(join(tests, file), 'utf8')))
    .map((file) => `test/${file.replaceAll('\\', '/')}`);
}

export default defineConfig({
  // The site's config imports the package by name, as any site's would; here that is these sources.
  resolve: { alias: { 'docs-build': fileURLToPath(new URL('./src/index.ts', import.meta.url)) } },
  test: {
    globalSetup: ['test/global-setup.ts'],
    // Browser and build tests start servers and Chromium; give them room on 2 cores.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: true,
    // Three files at a time on CI's 2 cores: a file spends much of its time waiting (on Chromium, a server, a
    // timer, a child process), time in which two workers left the cores idle. Measured on 12 browser and CLI test
    // files with two workers, on a machine under a load of about 20: each worker's process tree had nothing
    // runnable in 8 and 5 % of 10 Hz samples over the 368 s of the run (29 and 18 s), next to 115 s of CPU time
    // between them; on a quiet machine, where only the computing gets shorter, that waiting is a third of the time.
    maxWorkers: 3,
    sequence: { sequencer: LongFirstSequencer },
    // expect.poll waits for a condition, not for a time: a second, Vitest's default, is not always enough on a
    // busy machine, and a longer limit costs a passing test nothing.
    expect: { poll: { timeout: 10_000 } },
    projects: [
      {
        extends: true,
        // Files share their worker process and the modules it has loaded: loading the build's modules again
        // for every file took a third of the CPU time of the files outside test/e2e. Every file cleans up after
        // itself (servers, browsers, temporary folders, mocks), which is what makes this safe.
        test: { name: 'main', include: TESTS, exclude: [...configDefaults.exclude, ...OWN_PROCESS], isolate: false },
      },
      { extends: true, test: { name: 'separate', include: OWN_PROCESS } },
    ],
  },
});
