import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The site's config imports the package by name, as any site's would; here that is these sources.
  resolve: { alias: { 'docs-build': fileURLToPath(new URL('./src/index.ts', import.meta.url)) } },
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    // Browser and build tests start servers and Chromium; give them room on 2 cores.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
  },
});
